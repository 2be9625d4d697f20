/**
 * Solo Tower Hack's rules tables as models (src/lib/table-model.ts): the rules page and the
 * rulebook render these from the level tables and the exact fight odds.
 */
import { toFractionString, toNumber, toPercent } from '../../lib/fraction.ts';
import type { Inline, TableModel } from '../../lib/table-model.ts';
import { fightOdds } from './combat.ts';
import {
  END_LEVEL,
  LEVEL_COUNT,
  MAX_FIGHTING_BONUS,
  MONSTERS,
  MONSTER_IDS,
  describeRoom,
  levelTable,
} from './levels.ts';

/** The room tables, one row per level: what each d6 face finds on entering a room there. */
export const levelTables = (): TableModel => ({
  caption: 'Room contents by level: roll 1d6 on entering a room',
  head: ['Level', 1, 2, 3, 4, 5, 6],
  rows: Array.from({ length: LEVEL_COUNT + 1 }, (_, i) => i + 1).map((level) => [
    level === END_LEVEL ? 'End' : level,
    ...levelTable(level).map((row) => ({
      span: row.to - row.from + 1,
      text: [
        row.to > row.from ? { style: 'sth-range', text: `${row.from}–${row.to}: ` } : '',
        describeRoom(row.room),
      ],
    })),
  ]),
  rowHeader: 0,
});

/** exchange: chance to hit in one roll; win: chance to win the fight from no Damage; damage: expected Damage taken. */
export type FightMetric = 'exchange' | 'win' | 'damage';

const FIGHT_CAPTIONS: Record<FightMetric, string> = {
  exchange:
    'Chance that a single roll of the dice is a hit for you (a tie, which is rolled again, is counted here as no hit)',
  win: 'Chance to win the whole fight, starting with no Damage',
  damage: 'Expected Damage the fight costs you, starting with no Damage',
};

/** Exact fight odds for every monster against every fighting bonus, from combat.ts. */
export function fightOddsTable(metric: FightMetric): TableModel {
  const bonuses = Array.from({ length: MAX_FIGHTING_BONUS + 1 }, (_, i) => i);
  return {
    caption: FIGHT_CAPTIONS[metric],
    head: ['Monster', ...bonuses.map((b) => ({ abbr: `Fighting bonus +${b}`, text: `+${b}` }))],
    rows: MONSTER_IDS.map((id) => {
      const { name, modifier } = MONSTERS[id];
      const monster: Inline = [name, ' ', { style: 'sth-mod', text: `(+${modifier})` }];
      return [
        monster,
        ...bonuses.map((b): Inline => {
          const odds = fightOdds(b, modifier);
          if (metric === 'damage') return toNumber(odds.expectedDamage).toFixed(2);
          const p = metric === 'win' ? odds.win : odds.exchange;
          const bar = { p: toNumber(p) };
          return metric === 'exchange'
            ? { shown: toPercent(p), exact: toFractionString(p), bar }
            : {
                shown: toPercent(p),
                exact: `${(toNumber(p) * 100).toPrecision(6)} %`,
                how: 'to six figures',
                bar,
              };
        }),
      ];
    }),
    rowHeader: 0,
    numeric: bonuses.map((b) => b + 1),
  };
}
