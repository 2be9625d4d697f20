/** The d6 event table and the tower-attack sub-table, as data. */

export type DefenceId = 'towerWards' | 'allies' | 'domain' | 'power';

export const DEFENCE_NAMES: Record<DefenceId, string> = {
  towerWards: 'Tower Wards',
  allies: 'Allies in the Tower',
  domain: 'Domain Security',
  power: 'Power',
};

export interface DefenceStep {
  /** Defences that may answer at this step; more than one means you choose. */
  readonly options: readonly DefenceId[];
  /** Both defences roll, whatever the first one rolls (the Army & Spell attack). */
  readonly both?: boolean;
}

export interface AttackType {
  readonly roll: number;
  readonly name: string;
  /** Defences in the order they are tried (WT-R8). */
  readonly steps: readonly DefenceStep[];
}

export const ATTACK_TYPES: readonly AttackType[] = [
  { roll: 1, name: 'Demons', steps: [{ options: ['towerWards'] }, { options: ['allies'] }, { options: ['power'] }] },
  { roll: 2, name: 'A spell', steps: [{ options: ['towerWards'] }, { options: ['power'] }] },
  { roll: 3, name: 'Hostile Allies', steps: [{ options: ['allies', 'towerWards'] }, { options: ['power'] }] },
  { roll: 4, name: 'An army', steps: [{ options: ['domain', 'towerWards'] }, { options: ['power'] }] },
  { roll: 5, name: 'Allies and a spell', steps: [{ options: ['towerWards'] }, { options: ['allies', 'power'] }] },
  { roll: 6, name: 'An army and a spell', steps: [{ options: ['domain', 'towerWards'], both: true }, { options: ['power'] }] },
];

export function describeDefences(type: AttackType): string {
  return type.steps
    .map((s) => s.options.map((d) => DEFENCE_NAMES[d]).join(s.both ? ' and ' : ' or ') + (s.both ? ' (both roll)' : ''))
    .join(', then ');
}

export interface GameEvent {
  readonly roll: number;
  readonly name: string;
  readonly summary: string;
  readonly rulings: readonly string[];
}

export const EVENTS: readonly GameEvent[] = [
  { roll: 1, name: 'Your Tower is attacked', summary: 'Three waves strike, one card each. Roll 1d6 on the attack table for the kind of attack; each card is met by the defences listed, in order.', rulings: ['WT-R7', 'WT-R8', 'WT-R9'] },
  { roll: 2, name: 'An urgent Quest', summary: 'Draw a Quest card face up and at once send one or more Allies from the Tower to it; then roll 1d6 and put that many challenge cards face down under the Quest card.', rulings: ['WT-R10', 'WT-R16'] },
  { roll: 3, name: 'A Quest grows harder', summary: 'Choose the Quest (Enemy Wizards included) with the fewest cards left; ties go to the one with more Allies on it, then your pick. Draw a card face up and lay it sideways on top. Allies on that Quest must face it straight away.', rulings: ['WT-R10'] },
  { roll: 4, name: 'Trouble in your Domain', summary: 'Draw a card face up; its suit names the Domain Factor that must deal with it: Hearts Loyalty, Spades Security, Diamonds Prosperity, Clubs your choice. Test with that Factor.', rulings: ['WT-R11'] },
  { roll: 5, name: 'Your Research is challenged', summary: 'Test your Research Rating; failing costs you Research.', rulings: ['WT-R11'] },
  { roll: 6, name: 'An Enemy Wizard goes to war', summary: 'Roll 1d6 for the rival’s Power: deal that many cards face down, turned sideways. Roll 1d6 again and draw that many face down and upright on top: their Wards. Draw one more card, tucked underneath: the reward for defeating them, which counts as their Quest card. You may send Allies against them like a Quest, or attack them with your Power in phase 10.', rulings: ['WT-R13', 'WT-R16'] },
];

/**
 * Domain Security only fights if 1d6 rolls under Loyalty plus Prosperity: then with one
 * Advantage, otherwise with one Disadvantage. When Loyalty + Prosperity comes to 2 or less,
 * Security stays home: an automatic Disaster.
 */
export type DomainMuster = 'advantage' | 'disadvantage' | 'refuses';

export function domainMuster(loyalty: number, prosperity: number, die: number): DomainMuster {
  // WT-R18: the "total" that stops Security fighting is Loyalty + Prosperity.
  const total = loyalty + prosperity;
  if (total <= 2) return 'refuses';
  return die < total ? 'advantage' : 'disadvantage';
}
