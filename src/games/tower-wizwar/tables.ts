/** Tower-WizWar's play map as a model the rules page and the rulebook both draw. */
import { PLAY_MAP, SPOT_KINDS, type SpotKind } from './rules.ts';

export interface PlayMapModel {
  readonly caption: string;
  /** The spots by row, rear at the top: J T J, then S S S, then five F. */
  readonly rows: readonly (readonly { label: string; name: string; kind: SpotKind }[])[];
}

export const playMapDiagram = (): PlayMapModel => ({
  caption:
    "The play map's eleven spots, rear at the top. The mana-drain track runs along the bottom edge.",
  rows: [PLAY_MAP.slice(0, 3), PLAY_MAP.slice(3, 6), PLAY_MAP.slice(6)].map((row) =>
    row.map((s) => ({ label: s.label, name: SPOT_KINDS[s.kind].name, kind: s.kind })),
  ),
});
