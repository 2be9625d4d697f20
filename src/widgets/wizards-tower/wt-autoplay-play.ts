/**
 * The auto-play simulator's engine side, loaded on demand (the first time a play button is
 * used): one seeded game with its journal and the test rolls of the last step. A game is
 * run 0 of its seed, exactly as `tower-press simulate` plays it, so the site and CLI agree.
 */
import { startGame } from '../../games/wizards-tower/engine/simulate.ts';
import { playPhase } from '../../games/wizards-tower/engine/month.ts';
import { journalMarkdown } from '../../games/wizards-tower/engine/journal.ts';
import type { Game } from '../../games/wizards-tower/engine/state.ts';
import type { Env, JournalEntry, TestRecord } from '../../games/wizards-tower/engine/env.ts';
import { band } from '../../games/wizards-tower/bands.ts';
import { PHASES } from '../../games/wizards-tower/phases.ts';
import { streamRange } from '../../lib/seed.ts';
import type { AutoplaySetup } from './wt-autoplay-state.ts';
import { escapeHtml } from '../../lib/html.ts';

export interface Session {
  setup: AutoplaySetup;
  game: Game;
  env: Env;
  journal: JournalEntry[];
  /** Test rolls since the last `clearStep`. */
  tests: TestRecord[];
  /** Journal entries before the current step began. */
  stepFrom: number;
}

export function newSession(setup: AutoplaySetup): Session {
  const journal: JournalEntry[] = [];
  const tests: TestRecord[] = [];
  const stream = streamRange(setup.seed, 0, 1).next().value!;
  const { game, env } = startGame(
    {
      seed: setup.seed,
      build: structuredClone(setup.build),
      strategy: setup.strategy,
      options: { items: setup.items },
    },
    stream,
    { journal: (e) => journal.push(e), trace: (r) => tests.push(r) },
  );
  return { setup, game, env, journal, tests, stepFrom: 0 };
}

export function clearStep(s: Session): void {
  s.tests.length = 0;
  s.stepFrom = s.journal.length;
}

/** Plays one phase; returns false if the wizard is already dead. */
export function nextPhase(s: Session): boolean {
  if (s.game.death) return false;
  playPhase(s.game, s.env);
  return true;
}

/** Plays to the end of the month (or death). */
export function finishMonth(s: Session): void {
  do nextPhase(s);
  while (s.game.phase !== 0 && !s.game.death);
}

/**
 * Plays on towards the start of month `until`, for at most `budgetMs`, so a long run can be
 * cut into slices that leave the page responsive. Returns true when done (arrived or dead).
 */
export function runOn(s: Session, until: number, budgetMs: number): boolean {
  const end = performance.now() + budgetMs;
  while (!s.game.death && s.game.month < until) {
    finishMonth(s);
    s.tests.length = 0; // long runs list no dice: keep memory flat
    if (performance.now() > end) break;
  }
  return !!s.game.death || s.game.month >= until;
}

/** The test rolls of a step as a list: phase, action, dice, faces, kept total and band. */
export function testsHtml(
  tests: readonly TestRecord[],
  actionNames: Record<string, string>,
): string {
  if (!tests.length) return '<p>No test was rolled in this step.</p>';
  const items = tests.map((t) => {
    const name = escapeHtml(actionNames[t.action] ?? t.action);
    const phase = `Phase ${t.phase} (${escapeHtml(PHASES[t.phase - 1]?.name ?? '')})`;
    const roll =
      t.dice === 0
        ? 'no dice to roll: automatic result'
        : `${t.dice} ${t.dice === 1 ? 'die' : 'dice'}: <span class="kit-dice">${t.faces.slice(0, t.dice).join(' ')}</span>${t.faces.length > t.dice ? `, then Power <span class="kit-dice">${t.faces.slice(t.dice).join(' ')}</span>` : ''}; kept total ${t.total}`;
    return `<li>${phase}, <strong>${name}</strong>: ${roll} → <strong>${escapeHtml(band(t.band).name)}</strong></li>`;
  });
  return `<ol class="wt-ap-tests">${items.join('')}</ol>`;
}

export const markdown = (s: Session): string => journalMarkdown(s.setup.seed, s.journal);
