/**
 * Named starting wizards for comparing builds in the Monte Carlo and on the Findings page.
 * Every one is a legal point-buy (checked in tests/unit/wizards-tower/monte-carlo.test.ts).
 */
import { EXAMPLE_BUILD, type WizardBuild } from './wizard-build.ts';

export interface BuildPreset {
  readonly id: string;
  readonly name: string;
  readonly build: WizardBuild;
}

const build = (
  ratings: WizardBuild['ratings'],
  factors: WizardBuild['factors'] = { security: 1, prosperity: 1, loyalty: 1 },
): WizardBuild => ({ name: '', ratings, factors, allyNames: [] });

export const BUILD_PRESETS: readonly BuildPreset[] = [
  // The site's own starting wizard: the rules give no example build, so it is not called theirs.
  { id: 'example', name: 'Sample wizard', build: EXAMPLE_BUILD },
  {
    id: 'wards',
    name: 'Ward-heavy',
    build: build({ wards: 3, research: 3, power: 2, allies: 1, domainControl: 1 }),
  },
  {
    id: 'power',
    name: 'Power-heavy',
    build: build({ wards: 2, research: 2, power: 3, allies: 2, domainControl: 1 }),
  },
  {
    id: 'allies',
    name: 'Allies-heavy',
    build: build(
      { wards: 2, research: 2, power: 1, allies: 3, domainControl: 2 },
      { security: 2, prosperity: 1, loyalty: 1 },
    ),
  },
];

/** "W2 R3 P2 A2 D1": a build's Ratings in short. */
export const buildShort = (b: WizardBuild): string =>
  `W${b.ratings.wards} R${b.ratings.research} P${b.ratings.power} A${b.ratings.allies} D${b.ratings.domainControl}`;
