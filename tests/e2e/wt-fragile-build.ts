import type { WizardBuild } from '../../src/games/wizards-tower/wizard-build.ts';

/** A legal but fragile wizard for the game-over tests: one point each in Wards and Research, so the Tower falls easily. */
export const FRAGILE: WizardBuild = {
  name: '',
  ratings: { wards: 1, research: 1, power: 2, allies: 3, domainControl: 3 },
  factors: { security: 2, prosperity: 1, loyalty: 2 },
  allyNames: [],
};
