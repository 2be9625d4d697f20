/**
 * The name of each tested action, as the rules print it. Kept apart from the outcome tables
 * (outcomes.ts reads it) so a page that only names a test does not ship every table's text.
 */
export type ActionId =
  | 'maintainWards'
  | 'researchImprove'
  | 'researchManufacture'
  | 'researchDiscover'
  | 'researchReveal'
  | 'recruitAdventurer'
  | 'improveDomain'
  | 'resolveQuest'
  | 'attackEnemyWizard'
  | 'towerDefence';

export const ACTION_NAMES: Readonly<Record<ActionId, string>> = {
  maintainWards: 'Maintain Tower Wards',
  researchImprove: 'Research: Improve Your Ratings',
  researchManufacture: 'Research: Manufacture',
  researchDiscover: 'Research: Discover a Quest',
  researchReveal: 'Research: Reveal Quest Challenges',
  recruitAdventurer: 'Gather Allies: Recruit an Adventurer',
  improveDomain: 'Gather Allies: Improve Your Domain',
  resolveQuest: 'Resolve Quests',
  attackEnemyWizard: 'Power: Attack an Enemy Wizard',
  towerDefence: 'Tower Defence',
};
