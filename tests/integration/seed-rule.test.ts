/**
 * One seed rule for the CLI and the site: at most SEED_MAX code points, so 40 🧙 (80 UTF-16
 * units) is a seed everywhere and 65 code points is refused everywhere, with the same words.
 */
import { describe, expect, test } from 'vitest';
import { codePoints, SEED_MAX, seedLengthProblem } from '../../src/lib/seed-text.ts';
import { companionSeed } from '../../src/widgets/wizards-tower/wt-companion-state.ts';
import { runCli } from '../support/run-cli.ts';

const WIZARDS = '🧙'.repeat(40);
const LONGEST = '🧙'.repeat(SEED_MAX);
const TOO_LONG = 'é'.repeat(SEED_MAX - 1) + '🧙🧙';

describe('the seed rule', () => {
  test('counts code points, not UTF-16 units', () => {
    expect(WIZARDS.length).toBe(80);
    expect(codePoints(WIZARDS)).toBe(40);
    expect(seedLengthProblem(WIZARDS)).toBeNull();
    expect(seedLengthProblem(LONGEST)).toBeNull();
    expect(codePoints(TOO_LONG)).toBe(65);
    expect(seedLengthProblem(TOO_LONG)).toBe(
      'at most 64 characters (an emoji counts as one), got 65',
    );
  });

  test('the CLI map command takes 40 🧙 and refuses 65 code points with the rule’s words', async () => {
    const ok = await runCli('map', '--seed', WIZARDS, '--json');
    expect(ok.err).toBe('');
    expect(ok.code).toBe(0);
    const refused = await runCli('map', '--seed', TOO_LONG, '--json');
    expect(refused.code).toBe(2);
    expect(refused.err).toContain(`--seed is ${seedLengthProblem(TOO_LONG)}`);
  });

  test('the CLI simulate command takes 40 🧙 and refuses 65 code points the same way', async () => {
    const sim = (seed: string) =>
      runCli('simulate', 'wizards-tower', '--runs', '2', '--months', '2', '--seed', seed, '--json');
    const ok = await sim(WIZARDS);
    expect(ok.err).toBe('');
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.out).seed).toBe(WIZARDS);
    const refused = await sim(TOO_LONG);
    expect(refused.code).toBe(2);
    expect(refused.err).toContain(`--seed is ${seedLengthProblem(TOO_LONG)}`);
  });

  test('the companion’s start form takes 40 🧙 and refuses 65 code points the same way', () => {
    expect(companionSeed(`  ${WIZARDS} `)).toMatchObject({ seed: WIZARDS, ok: true });
    expect(companionSeed(WIZARDS).note).toMatch(/^This seed names your wizard /);
    expect(companionSeed(LONGEST).ok).toBe(true);
    expect(companionSeed(TOO_LONG)).toEqual({
      seed: TOO_LONG,
      ok: false,
      note: `The seed is ${seedLengthProblem(TOO_LONG)}.`,
    });
    expect(companionSeed('   ')).toEqual({
      seed: '',
      ok: false,
      note: 'Type a seed to start: any word or phrase.',
    });
  });
});
