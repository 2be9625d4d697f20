import { parseArgs } from 'node:util';
import { BANDS } from '../../src/games/wizards-tower/bands.ts';
import { bandOdds, diceForTest } from '../../src/games/wizards-tower/test-roll.ts';
import { toNumber, toFractionString, toPercent } from '../../src/lib/fraction.ts';
import { intFlag, UsageError, type Command } from '../command.ts';

const MAX_DICE = 30;

export const oddsCommand: Command = {
  name: 'odds',
  summary: "exact odds of each result band for a game's test roll",
  usage: 'tower-press odds wizards-tower --dice N [--advantages A] [--disadvantages D] [--json]',
  run(args, out) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      strict: true,
      options: {
        dice: { type: 'string' },
        advantages: { type: 'string' },
        disadvantages: { type: 'string' },
        json: { type: 'boolean', default: false },
      },
    });
    const [game, ...extra] = positionals;
    if (game !== 'wizards-tower')
      throw new UsageError(
        game
          ? `unknown game "${game}" (odds knows: wizards-tower)`
          : 'name the game: wizards-tower',
      );
    if (extra.length) throw new UsageError(`unexpected argument "${extra[0]}"`);
    const baseDice = intFlag('dice', values.dice, 0, MAX_DICE);
    const advantages = intFlag('advantages', values.advantages, 0, MAX_DICE, 0);
    const disadvantages = intFlag('disadvantages', values.disadvantages, 0, MAX_DICE, 0);
    const { dice } = diceForTest({ baseDice, advantages, disadvantages });
    if (dice > MAX_DICE)
      throw new UsageError(`--dice plus --advantages comes to ${dice} dice; at most ${MAX_DICE}`);
    const odds = bandOdds(dice);

    if (values.json) {
      const bands = Object.fromEntries(BANDS.map((b) => [b.id, toNumber(odds[b.id])]));
      const exact = Object.fromEntries(BANDS.map((b) => [b.id, toFractionString(odds[b.id])]));
      out(JSON.stringify({ dice, bands, exact }));
      return 0;
    }
    const lines = [
      `The Wizard's Tower: ${dice} ${dice === 1 ? 'die' : 'dice'}, highest two kept` +
        (dice === 0 ? ' (no dice: an automatic Disaster, WT-R2)' : ''),
    ];
    for (const b of BANDS)
      lines.push(
        `  ${b.name.padEnd(16)} ${b.totals.padEnd(40)} ${toPercent(odds[b.id]).padStart(7)}  ${toFractionString(odds[b.id])}`,
      );
    out(lines.join('\n'));
    return 0;
  },
};
