/**
 * Reading a sheet's data from CLI flag text: a wizard from --name and --ratings, a figure from
 * --st, --dx and --iq, players from --players. A value that breaks a rule is refused with the
 * rule (SheetInputError), so nothing is drawn from it.
 */
import { checkFigure, type Figure } from '../../games/wizard-figures/figure.ts';
import { MAX_PLAYERS, PLAYER_NAME_MAX } from '../../games/heist/scoring.ts';
import { DOMAIN_FACTORS, RATINGS } from '../../games/wizards-tower/ratings.ts';
import {
  checkBuild,
  parseRatingsText,
  type WizardBuild,
} from '../../games/wizards-tower/wizard-build.ts';
import { SheetInputError } from './sheet.ts';

/** A wizard from --name and --ratings, or null for a blank sheet; broken rules become the error. */
export function wizardFrom(name: string, ratingsText: string | undefined): WizardBuild | null {
  if (ratingsText === undefined) return null;
  let given;
  try {
    given = parseRatingsText(ratingsText);
  } catch (e) {
    throw new SheetInputError(`--ratings: ${(e as Error).message}`);
  }
  const missing = RATINGS.filter((r) => given[r.id] === undefined).map((r) => r.id);
  if (missing.length)
    throw new SheetInputError(
      `--ratings must give all five Ratings; missing ${missing.join(', ')}`,
    );
  const build: WizardBuild = {
    name,
    ratings: Object.fromEntries(RATINGS.map((r) => [r.id, given[r.id]!])) as WizardBuild['ratings'],
    // Factors not given start at 1; Domain Control above 1 must then be placed with security=, prosperity=, loyalty=.
    factors: Object.fromEntries(
      DOMAIN_FACTORS.map((f) => [f.id, given[f.id] ?? 1]),
    ) as WizardBuild['factors'],
    allyNames: [],
  };
  const problems = checkBuild(build);
  if (problems.length)
    throw new SheetInputError(
      `this wizard breaks the starting rules:\n  ${problems.map((p) => p.message).join('\n  ')}`,
    );
  return build;
}

/** A required whole-number flag within bounds (the same messages as the CLI's own number flags). */
function wholeNumber(name: string, value: string | undefined, min: number, max: number): number {
  if (value === undefined) throw new SheetInputError(`--${name} is required`);
  if (!/^-?\d+$/.test(value.trim()))
    throw new SheetInputError(`--${name} must be a whole number, got "${value}"`);
  const n = Number(value);
  if (n < min || n > max)
    throw new SheetInputError(`--${name} must be from ${min} to ${max}, got ${n}`);
  return n;
}

/** A figure from --name, --st, --dx and --iq, or null (blank) when none of the three is given. */
export function figureFrom(name: string, st?: string, dx?: string, iq?: string): Figure | null {
  if (st === undefined && dx === undefined && iq === undefined) return null;
  const figure: Figure = {
    name,
    st: wholeNumber('st', st, -99, 99),
    dx: wholeNumber('dx', dx, -99, 99),
    iq: wholeNumber('iq', iq, -99, 99),
  };
  const problems = checkFigure(figure);
  if (problems.length)
    throw new SheetInputError(
      `this figure breaks the creation rules:\n  ${problems.map((p) => p.message).join('\n  ')}`,
    );
  return figure;
}

/** Players from --players A,B,C (none when not given). */
export function playersFrom(text: string | undefined): string[] {
  const players = text ? text.split(',').map((p) => p.trim()) : [];
  if (players.some((p) => !p))
    throw new SheetInputError(
      `--players: a name is empty in "${text}" (give names separated by commas, like Ann,Bob,Cy)`,
    );
  if (players.length > MAX_PLAYERS)
    throw new SheetInputError(`--players: at most ${MAX_PLAYERS} players, got ${players.length}`);
  const long = players.find((p) => p.length > PLAYER_NAME_MAX);
  if (long !== undefined)
    throw new SheetInputError(
      `--players: a player's name is at most ${PLAYER_NAME_MAX} characters; "${long.length > 60 ? `${long.slice(0, 57)}…` : long}" has ${long.length}`,
    );
  return players;
}
