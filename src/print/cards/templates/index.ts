/**
 * Card templates by name. A template declares its fields (so deck files can be checked) and
 * lays out one face for satori. Deck files pick a template by name.
 */
import { questCard, questBack, referenceCard } from './wizards-tower/quest.ts';
import { textCard, plainBack } from './text.ts';
import { TOWER_WIZWAR_TEMPLATES } from './tower-wizwar/spell.ts';
import type { CardTemplate } from './template.ts';

export type { CardTemplate, FieldSpec, FieldType, FieldValues, TemplateSize } from './template.ts';

export const TEMPLATES: Readonly<Record<string, CardTemplate>> = Object.fromEntries(
  [questCard, questBack, referenceCard, textCard, plainBack, ...TOWER_WIZWAR_TEMPLATES].map((t) => [
    t.name,
    t,
  ]),
);
