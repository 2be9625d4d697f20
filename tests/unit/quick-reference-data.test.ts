/**
 * The quick references hold what a player needs at the table, read from each game's own module
 * (the same data as the pages). The PDF side (one page, 9.5 pt or more) is in
 * tests/integration/quick-references.test.ts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { HOW_IT_PLAYS, MASTER_THIEF, TWO_THIEVES } from '../../src/games/heist/play.ts';
import { GAMES, gameById } from '../../src/games/index.ts';
import type { QuickReference } from '../../src/lib/quick-reference.ts';
import { MOVES, stepLine, TURN_STEPS } from '../../src/games/solo-tower-hack/turn.ts';
import { PHASES } from '../../src/games/wizards-tower/phases.ts';
import { TURN_PHASES } from '../../src/games/tower-wizwar/rules.ts';

/** Every word of a quick reference, titles, headings, cells, items and notes, as one string. */
const textOf = (qr: QuickReference): string =>
  [
    qr.title,
    ...qr.blocks.flatMap((b) =>
      b.kind === 'table'
        ? [b.title, ...b.columns, ...b.rows.flat(), b.note ?? '']
        : [b.title, ...b.items],
    ),
  ].join('\n');
const qrText = (id: Parameters<typeof gameById>[0]) => textOf(gameById(id).kit.quickReference());

describe('every game gives its kit a bring list and a quick reference of its own', () => {
  test.each(GAMES.map((g) => g.id))('%s', (id) => {
    const { kit } = gameById(id);
    expect(kit.bring.length).toBeGreaterThan(0);
    const qr = kit.quickReference();
    expect(qr.blocks.length).toBeGreaterThan(2);
    for (const b of qr.blocks)
      if (b.kind === 'table')
        for (const row of b.rows) expect(row.length, `${id}: ${b.title}`).toBe(b.columns.length);
  });
});

describe('Solo Tower Hack: movement, turn order and XP', () => {
  const text = qrText('solo-tower-hack');
  test('the movement rules', () => {
    expect(text).toContain(
      'exactly one room: sideways to the next room on your level, or up the staircase in your room',
    );
    expect(text).toContain('into a room you have already entered');
    expect(text).toContain('from the Start room into any room of Level 1');
    expect(text).toContain('every room of Level 10 opens on the End');
    for (const m of MOVES) expect(text).toContain(stepLine(m));
  });
  test('the turn, in order, as the rules page lists it', () => {
    const at = TURN_STEPS.map((s) => text.indexOf(stepLine(s)));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(TURN_STEPS.map((s) => s.name)).toEqual([
      'Move',
      'Roll 1d6',
      'Experience',
      'Potion',
      'Monster',
      'Drink',
    ]);
  });
  test('a kill earns 1 XP; ties roll again; the bonus cap', () => {
    expect(text).toContain('Your hit kills the monster and earns 1 XP.');
    expect(text).toContain('1 XP from every monster you kill');
    expect(text).toMatch(/Equal totals: nobody is hurt, roll again \(STH-R2\)/);
    expect(text).toContain('at most +10 (at 30 XP; STH-R3)');
  });
});

describe("The Wizard's Tower: Quest difficulty, MAY rolls, tower-attack ranks, the Domain muster", () => {
  const qr = gameById('wizards-tower').kit.quickReference();
  const table = (title: RegExp) => {
    const b = qr.blocks.find((x) => title.test(x.title));
    if (b?.kind !== 'table') throw new Error(`no table ${title}`);
    return b.rows.map((r) => r.join(' | '));
  };
  test('the Quest-card difficulty table, with the results when no dice are left', () => {
    expect(table(/^Quest or Domain-issue card/)).toEqual([
      'Ace | +2 dice (2 Advantages) | Disaster',
      '2–4 | +1 die (1 Advantage) | Disaster',
      '5–10 | no change | Disaster',
      'Jack | −1 die (1 Disadvantage) | Normal Fail',
      'Queen | −2 dice (2 Disadvantages) | Extreme Fail',
      'King | −3 dice (3 Disadvantages) | Disaster',
    ]);
  });
  test('how hard a tower attack is by its card’s rank', () => {
    expect(table(/^Tower-attack card rank/)).toEqual([
      'Ace | +1 die (1 Advantage)',
      '2–10 | no change',
      'Jack | −1 die (1 Disadvantage)',
      'Queen | −2 dice (2 Disadvantages)',
      'King | −3 dice (3 Disadvantages)',
    ]);
  });
  test('the MAY roll and the Domain muster', () => {
    const text = textOf(qr);
    expect(text).toContain('A Rating MAY improve: it does if the die is higher than the Rating.');
    expect(text).toContain('A Rating MAY drop: it does if the die is lower than the Rating.');
    expect(text).toMatch(
      /Ally MAY be lost: one is, if the die is equal to or lower than the Allies present/,
    );
    expect(text).toMatch(/Loyalty \+ Prosperity of 2 or less: Security stays home/);
    expect(text).toMatch(/under Loyalty \+ Prosperity, Security fights\s+with an Advantage/);
  });
  test('every phase of the month', () => {
    expect(table(/^A month/).map((r) => r.split(' | ')[0])).toEqual(
      PHASES.map((p) => String(p.number)),
    );
  });
});

describe('Tower-WizWar: the turn, the map and the rulings', () => {
  const text = qrText('tower-wizwar');
  test('the phases as the rules page gives them, and the five-tower limit', () => {
    for (const p of TURN_PHASES) expect(text).toContain(p.summary);
    expect(text).toContain('Towers: 2 to 5');
    expect(text).toContain('never, Guardian or not (TW-R13)');
  });
});

describe('figures and heist', () => {
  test('the figures page states no rule the source lacks', () => {
    const text = qrText('wizard-figures');
    expect(text).not.toMatch(/Above 0/);
    expect(text).toContain('At 0 ST: unconscious.');
    expect(text).toContain('ST + DX + IQ = 32');
  });
  test('the heist quick reference says what the overview page says, word for word', () => {
    const page = readFileSync('content/heist/index.mdx', 'utf8').replace(/\s+/g, ' ');
    for (const sentence of [...HOW_IT_PLAYS, ...MASTER_THIEF, TWO_THIEVES])
      expect(page, sentence).toContain(sentence);
  });
  test('the heist page has the turn, the two-player rule and every tile', () => {
    const text = qrText('heist');
    expect(text).toMatch(/never climbs/);
    expect(text).toMatch(/Leave out the tiles Fewest curses, 2nd to exit, Last to exit \(HZ-R3\)/);
    expect(text).toMatch(/Master Thief/);
  });
});
