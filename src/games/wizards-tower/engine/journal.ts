/**
 * The journal: short entries in the wizard's voice, sent to the journal sink. Every caller
 * checks `env.journal` first, so Monte Carlo runs build no strings at all.
 */
import { band as bandInfo, type BandId } from '../bands.ts';
import type { Env, JournalEntry } from './env.ts';
import type { Game, Quest } from './state.ts';
import { journalMonths } from './journal-months.ts';
import { questName, rivalName, wizardName } from './names.ts';

export function say(g: Game, env: Env, text: string): void {
  env.journal?.({ month: g.month, phase: g.phase + 1, text });
}

/** "the quest for the Relic of the Moth Caves", or the rival's name. */
export const questLabel = (_g: Game, env: Env, q: Quest): string =>
  q.enemy ? rivalName(env.seed, q.id) : `the quest for ${questName(env.seed, q.id)}`;

/** The same, to start a sentence. */
export const QuestLabel = (g: Game, env: Env, q: Quest): string => {
  const label = questLabel(g, env, q);
  return label[0]!.toUpperCase() + label.slice(1);
};

export const bandPhrase = (band: BandId): string => bandInfo(band).name;

/** " (rolled 6 3 1 + Power 5: 11)", or " (no dice left)" for an automatic result. */
export function rollPhrase(env: Env): string {
  if (env.baseDice === 0) return ' (no dice left to roll)';
  const base = env.faces.slice(0, env.baseDice).join(' ');
  const power = env.faces.slice(env.baseDice, env.faceCount);
  return ` (rolled ${base}${power.length ? `, then Power ${power.join(' ')}` : ''}: ${env.total})`;
}

/**
 * A user's text (the seed, a line of a note) as literal Markdown inline text: nothing in it
 * becomes an element, a link or an entity in a viewer that renders Markdown with HTML on, and
 * nothing is escaped that would not be markup, since the file is read as plain text too ("Note 1:
 * the gate", "It rained." and "3 + 4" are written as typed). Escaped: what is markup anywhere
 * (`<script>` → `\<script\>`, `[l](…)` → `\[l\](…)`, emphasis, code, strike-through, tables,
 * maths); "&" before an entity's name; what link finders read ("http://", "www.example.com",
 * "me@example.com": the "://", the dot or @ between letters); and at the start of the text,
 * which may start a line, a heading, list, quote or rule ("# ", "- ", "1. ").
 */
export const markdownText = (text: string): string =>
  text
    .replace(/[\r\n]+/g, ' ')
    .replace(/[\\`*[\]<~|$^{}]/g, '\\$&')
    // Underscores inside a word (snake_case) are never emphasis in Markdown.
    .replace(/(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu, '\\_')
    .replace(/&(?=#?[\p{L}\p{N}]+;)/gu, '\\&')
    .replace(/:(?=\/)/g, '\\:')
    .replace(/(?<=[\p{L}\p{N}])([.@])(?=\p{L})/gu, '\\$1')
    .replace(
      /^(\s*)(?:([#>+=-])|(\d+)([.)]))/,
      (_, space: string, mark?: string, n?: string, end?: string) =>
        mark ? `${space}\\${mark}` : `${space}${n}\\${end}`,
    );

/**
 * The journal as Markdown: one section per month, one paragraph per phase, then the player's
 * own note on that month, if any (the play companion's notes, by month).
 */
export function journalMarkdown(
  seed: string,
  entries: readonly JournalEntry[],
  notes: Readonly<Record<string, string>> = {},
): string {
  const out = [
    `# The journal of ${wizardName(seed)}`,
    '',
    `*Seed “${markdownText(seed)}”. Written by Tower Press.*`,
  ];
  for (const m of journalMonths(entries)) {
    out.push('', `## ${m.heading}`);
    for (const p of m.phases)
      out.push('', [...(p.name ? [`**${p.name}.**`] : []), ...p.texts].join(' '));
    const note = notes[m.month];
    // Line by line, so the note stays one quoted paragraph whatever the player typed.
    if (note)
      out.push('', `> *Your note:* ${note.split(/\r?\n/).map(markdownText).join('  \n> ')}`);
  }
  return out.join('\n') + '\n';
}
