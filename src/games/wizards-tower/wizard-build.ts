/**
 * A starting wizard: the point-buy (every Rating 1, five more points, none above 3 at the
 * start), the Domain Factors that follow from Domain Control, and the starting Allies.
 * Used by the sheet builder on the site, the `sheet` CLI and the printed sheet.
 */
import {
  DOMAIN_FACTORS,
  FACTOR_START,
  RATINGS,
  START_BASE,
  START_EXTRA_POINTS,
  START_MAX,
  type DomainFactorId,
  type RatingId,
} from './ratings.ts';
import { plural } from '../../lib/text.ts';

export interface WizardBuild {
  name: string;
  ratings: Record<RatingId, number>;
  factors: Record<DomainFactorId, number>;
  /** Names for the starting Allies (optional; at most one per Ally). */
  allyNames: string[];
}

export interface BuildProblem {
  /** The rating, factor or field the problem is about, e.g. "wards", "security", "name". */
  field: string;
  message: string;
}

export const NAME_MAX = 40;

/** The site's sample wizard (the rules give no example build): Wards 2, Research 3, Power 2, Allies 2, Domain Control 1. */
export const EXAMPLE_BUILD: WizardBuild = {
  name: '',
  ratings: { wards: 2, research: 3, power: 2, allies: 2, domainControl: 1 },
  factors: { security: 1, prosperity: 1, loyalty: 1 },
  allyNames: [],
};

const ratingName = (id: RatingId) => RATINGS.find((r) => r.id === id)!.name;
const factorName = (id: DomainFactorId) => DOMAIN_FACTORS.find((f) => f.id === id)!.name;

/** Extra points placed above the base of every Rating (whole-number Ratings only). */
export function extraPointsPlaced(build: WizardBuild): number {
  return RATINGS.reduce(
    (n, r) => n + (Number.isInteger(build.ratings[r.id]) ? build.ratings[r.id] - START_BASE : 0),
    0,
  );
}

/** Every rule the build breaks, each with the field it concerns; empty when the wizard is legal. */
export function checkBuild(build: WizardBuild): BuildProblem[] {
  const problems: BuildProblem[] = [];
  if (build.name.length > NAME_MAX)
    problems.push({
      field: 'name',
      message: `The name is ${build.name.length} characters long; keep it to ${NAME_MAX}.`,
    });
  for (const { id } of RATINGS) {
    const value = build.ratings[id];
    if (!Number.isInteger(value) || value < START_BASE || value > START_MAX) {
      problems.push({
        field: id,
        message: `${ratingName(id)} is ${value}; at the start every Rating is from ${START_BASE} to ${START_MAX}.`,
      });
    }
  }
  // Counted as the form's "Extra points placed" line counts them, out-of-range Ratings included:
  // a Rating of 4 and 7 of 5 points spent are two broken rules, and both are said.
  const spent = extraPointsPlaced(build);
  if (spent !== START_EXTRA_POINTS) {
    problems.push({
      field: 'ratings',
      message:
        spent < START_EXTRA_POINTS
          ? `You have placed ${spent} of the ${START_EXTRA_POINTS} extra points: ${plural(START_EXTRA_POINTS - spent, 'point')} still to place.`
          : `You have placed ${spent} extra points, ${plural(spent - START_EXTRA_POINTS, 'point')} more than the ${START_EXTRA_POINTS} allowed.`,
    });
  }
  const toPlace = build.ratings.domainControl - START_BASE;
  let placed = 0;
  for (const { id } of DOMAIN_FACTORS) {
    const value = build.factors[id];
    if (!Number.isInteger(value) || value < FACTOR_START)
      problems.push({
        field: id,
        message: `${factorName(id)} is ${value}; every Domain Factor starts at ${FACTOR_START} or more.`,
      });
    else placed += value - FACTOR_START;
  }
  if (
    Number.isInteger(toPlace) &&
    toPlace >= 0 &&
    problems.every((p) => !DOMAIN_FACTORS.some((f) => f.id === p.field)) &&
    placed !== toPlace
  ) {
    problems.push({
      field: 'factors',
      message: `Domain Control ${build.ratings.domainControl} gives ${plural(toPlace, 'point')} to add to the Domain Factors (one per point above 1); you have added ${placed}.`,
    });
  }
  if (build.allyNames.length > Math.max(0, build.ratings.allies)) {
    problems.push({
      field: 'allyNames',
      message: `You named ${build.allyNames.length} Allies, but an Allies Rating of ${build.ratings.allies} starts you with ${build.ratings.allies}.`,
    });
  }
  build.allyNames.forEach((n, i) => {
    if (n.length > 30)
      problems.push({ field: 'allyNames', message: `Ally ${i + 1}’s name is over 30 characters.` });
  });
  return problems;
}

/** Tower Wards start equal to the Wards Rating; the starting Allies number the Allies Rating. */
export const startingTowerWards = (build: WizardBuild): number => build.ratings.wards;
export const startingAllies = (build: WizardBuild): number => build.ratings.allies;

/** Reads "wards=2,research=3,power=2,allies=2,domainControl=1,security=1,…"; unknown keys are errors. */
export function parseRatingsText(text: string): Partial<Record<RatingId | DomainFactorId, number>> {
  const out: Partial<Record<RatingId | DomainFactorId, number>> = {};
  const known = new Map<string, RatingId | DomainFactorId>([
    ...RATINGS.map((r) => [r.id.toLowerCase(), r.id] as const),
    ['domain', 'domainControl'],
    ['domain-control', 'domainControl'],
    ...DOMAIN_FACTORS.map((f) => [f.id, f.id] as const),
  ]);
  for (const part of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [key = '', value = ''] = part.split('=').map((s) => s.trim());
    const id = known.get(key.toLowerCase());
    if (!id)
      throw new RangeError(`unknown rating "${key}" (known: ${[...known.keys()].join(', ')})`);
    if (!/^\d+$/.test(value)) throw new RangeError(`${key} must be a whole number, got "${value}"`);
    out[id] = Number(value);
  }
  return out;
}
