/**
 * Card templates by name. A template declares its fields (so deck files can be checked) and
 * lays out one face for satori. Deck files pick a template by name. One template a file: the
 * general ones here, each game's in its own folder (its shared parts in `<game>/shared.ts`);
 * every face draws in `frame` or `backFrame` (./frame.ts).
 */
import { textCard } from './text.ts';
import { plainBack } from './plain-back.ts';
import { questCard } from './wizards-tower/quest.ts';
import { questBack } from './wizards-tower/back.ts';
import { referenceCard } from './wizards-tower/reference.ts';
import { draftCard } from './tower-wizwar/draft.ts';
import { token } from './tower-wizwar/token.ts';
import { spot } from './tower-wizwar/spot.ts';
import { drainTrack } from './tower-wizwar/drain-track.ts';
import { spellCard } from './tower-wizwar/spell.ts';
import { towerCard } from './tower-wizwar/tower.ts';
import { celestialCard } from './tower-wizwar/celestial.ts';
import { orbitalCard } from './tower-wizwar/orbital.ts';
import { spellbookBack } from './tower-wizwar/back.ts';
import type { CardTemplate } from './template.ts';

export type { CardTemplate, FieldSpec, FieldType, FieldValues, TemplateSize } from './template.ts';

/** In the order `cards --templates` lists them. */
export const TEMPLATES: Readonly<Record<string, CardTemplate>> = Object.fromEntries(
  [
    questCard,
    questBack,
    referenceCard,
    textCard,
    plainBack,
    draftCard,
    token,
    spot,
    drainTrack,
    spellCard,
    towerCard,
    celestialCard,
    orbitalCard,
    spellbookBack,
  ].map((t) => [t.name, t]),
);
