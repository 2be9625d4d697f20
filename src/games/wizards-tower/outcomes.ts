/**
 * What each band of each action's test does: the outcome tables of The Wizard's Tower, in
 * our own words with the numbers exactly as the rules give them. Pages, the dice tester and
 * printed sheets all read these.
 */
import type { BandId } from './bands.ts';
import { ACTION_NAMES, type ActionId } from './action-names.ts';

export type { ActionId };

export interface ActionOutcomes {
  readonly id: ActionId;
  readonly name: string;
  /** The part of the month it belongs to. */
  readonly group: string;
  /** What supplies the dice. */
  readonly dicePool: string;
  readonly outcomes: Readonly<Record<BandId, string>>;
  /**
   * The same outcomes cut down to a few words each, for the compact outcome reference on the
   * wizard sheet. Says MAY exactly where the full text does; the full text stays the rule.
   */
  readonly short: Readonly<Record<BandId, string>>;
  /** Ruling ids that shape how this table is read. */
  readonly rulings: readonly string[];
  /** Rules page that explains it. */
  readonly page: string;
}

const NOTHING = 'Nothing happens.';

/** Research Disaster and Extreme Fail on Discover a Quest, shared by Reveal Quest Challenges. */
const DISCOVER_DISASTER =
  'Time and materials are squandered. Take the Quest with the fewest cards left (never an Enemy Wizard) and roll 1d6: if it beats the number of cards left, that Quest is abandoned. Research drops by 1 until the start of next month (WT-R4).';
const DISCOVER_EXTREME_FAIL =
  'Time and materials are squandered. For every Quest, Enemy Wizards included, roll 1d6: on a result equal to or above its number of cards left, draw one more card face down and put it on the top or the bottom of that stack, as you prefer. Research MAY drop by 1 until next month.';

/** Tower defence: what happens to a wave that a defence failed to stop (WT-R8, WT-R22). */
const WAVE_GOES_ON =
  'If the attack type lists another defence, the same wave now faces it, one step easier (WT-R7, WT-R8). If not, the wave has got through: its card goes face down on top of the stack of the rival behind the attack, or to the discards if there is none.';
const KING_IN_PERSON =
  'If this card is a King and a rival is behind the attack, you have beaten the rival in person: take their reward, and remove them and their stack from the game.';

export const ACTIONS: readonly ActionOutcomes[] = [
  {
    id: 'maintainWards',
    name: ACTION_NAMES.maintainWards,
    group: 'Phase 1',
    dicePool: 'Wards Rating',
    page: '/wizards-tower/maintain-wards/',
    rulings: ['WT-R15', 'WT-R39'],
    outcomes: {
      disaster:
        'The Tower Wards collapse to 0 and stay there until a Maintain Tower Wards success rebuilds them (WT-R39), and the Wards Rating drops by 1 (never below 1).',
      extremeFail: 'The Wards Rating drops by 1 (never below 1).',
      fail: NOTHING,
      success: 'If the Tower Wards are below the Wards Rating, they are brought back up to it.',
      extremeSuccess:
        'Bring the Tower Wards up to the Wards Rating if they were lower, then add 1 more to the Tower Wards. The Rating itself stays as it is.',
      critical:
        'Bring the Tower Wards up to the Wards Rating if they were lower, add 1 more to the Tower Wards, and the Wards Rating MAY improve.',
    },
    short: {
      disaster: 'Tower Wards 0 until rebuilt; Wards −1',
      extremeFail: 'Wards −1',
      fail: 'Nothing',
      success: 'Tower Wards back up to the Rating',
      extremeSuccess: 'Tower Wards to Rating +1',
      critical: 'As Extreme Success; Wards MAY improve',
    },
  },
  {
    id: 'researchImprove',
    name: ACTION_NAMES.researchImprove,
    group: 'Phase 3 — Research',
    dicePool: 'Research Rating',
    page: '/wizards-tower/research/',
    rulings: ['WT-R4', 'WT-R27'],
    outcomes: {
      disaster:
        'Research drops by 1. If that leaves it at 1 or 0, the loss is only temporary and returns at the start of next month (WT-R4).',
      extremeFail: 'Research drops by 1 until the start of next month.',
      fail: NOTHING,
      success: 'The study pays off: one Rating of your choice MAY improve.',
      extremeSuccess: 'The study pays off: two different Ratings MAY improve (roll for each).',
      critical: 'The study pays off: three different Ratings MAY improve (roll for each).',
    },
    short: {
      disaster: 'Research −1 (temporary if left at 1 or 0)',
      extremeFail: 'Research −1 this month',
      fail: 'Nothing',
      success: '1 Rating MAY improve',
      extremeSuccess: '2 different Ratings MAY improve',
      critical: '3 different Ratings MAY improve',
    },
  },
  {
    id: 'researchManufacture',
    name: ACTION_NAMES.researchManufacture,
    group: 'Phase 3 — Research',
    dicePool: 'Research Rating',
    page: '/wizards-tower/research/',
    rulings: ['WT-R4'],
    outcomes: {
      disaster:
        'Your creation turns on you: Research drops by 1. If that leaves it at 1 or 0, the loss is only temporary (WT-R4).',
      extremeFail: 'Research drops by 1 until the start of next month.',
      fail: NOTHING,
      success: 'You make one Ally and set it in your Tower.',
      extremeSuccess:
        'You make one Ally and may send it straight to a Quest or keep it in the Tower. Research MAY improve.',
      critical:
        'You make two Allies and may send them straight to a Quest or keep them in the Tower. Research MAY improve.',
    },
    short: {
      disaster: 'Research −1 (temporary if left at 1 or 0)',
      extremeFail: 'Research −1 this month',
      fail: 'Nothing',
      success: '1 Ally, in the Tower',
      extremeSuccess: '1 Ally (Quest or Tower); Research MAY improve',
      critical: '2 Allies (Quest or Tower); Research MAY improve',
    },
  },
  {
    id: 'researchDiscover',
    name: ACTION_NAMES.researchDiscover,
    group: 'Phase 3 — Research',
    dicePool: 'Research Rating',
    page: '/wizards-tower/research/',
    rulings: ['WT-R4', 'WT-R16', 'WT-R19', 'WT-R43'],
    outcomes: {
      disaster: DISCOVER_DISASTER,
      extremeFail: DISCOVER_EXTREME_FAIL,
      fail: NOTHING,
      success:
        'A new Quest: draw its Quest card face up as the reward, roll 1d6 and place that many challenge cards face down on it.',
      extremeSuccess:
        'A new Quest, made the same way as on a Normal Success. Research MAY improve (to at most 6).',
      critical:
        'Two new Quests, each made the same way as on a Normal Success. Research improves by 1 (to at most 6).',
    },
    short: {
      disaster: 'Quest with fewest cards: 1d6 over them ends it; Research −1 this month',
      extremeFail: 'Each Quest: 1d6 at or over its cards adds a card; Research MAY −1',
      fail: 'Nothing',
      success: 'New Quest: reward + 1d6 challenges',
      extremeSuccess: 'New Quest; Research MAY improve',
      critical: '2 new Quests; Research +1',
    },
  },
  {
    id: 'researchReveal',
    name: ACTION_NAMES.researchReveal,
    group: 'Phase 3 — Research',
    dicePool: 'Research Rating',
    page: '/wizards-tower/research/',
    rulings: ['WT-R4', 'WT-R19', 'WT-R43'],
    outcomes: {
      disaster: `As for Discover a Quest: ${DISCOVER_DISASTER}`,
      extremeFail: `As for Discover a Quest: ${DISCOVER_EXTREME_FAIL}`,
      fail: NOTHING,
      success:
        'Turn face up the top face-down challenge card of one Quest (Enemy Wizards count as Quests).',
      extremeSuccess:
        'Turn face up the top face-down challenge card of one Quest (Enemy Wizards count). Research MAY improve (to at most 6).',
      critical:
        'Turn face up the top face-down challenge card of two different Quests (Enemy Wizards count). Research improves by 1 (to at most 6).',
    },
    short: {
      disaster: 'As for Discover a Quest',
      extremeFail: 'As for Discover a Quest (Research MAY −1)',
      fail: 'Nothing',
      success: 'Turn up the top card of 1 Quest',
      extremeSuccess: '1 Quest’s top card up; Research MAY improve',
      critical: '2 Quests’ top cards up; Research +1',
    },
  },
  {
    id: 'recruitAdventurer',
    name: ACTION_NAMES.recruitAdventurer,
    group: 'Phase 5 — Gather Allies',
    dicePool: 'Allies Rating',
    page: '/wizards-tower/gather-allies/',
    rulings: ['WT-R5'],
    outcomes: {
      disaster:
        'Time and goodwill are wasted: one Domain Factor of your choice drops by 1 (never below 1) and the Allies Rating drops by 1.',
      extremeFail:
        'Time and goodwill are wasted: one Domain Factor of your choice drops by 1 (never below 1) until next month, and the Allies Rating MAY drop by 1.',
      fail: NOTHING,
      success: 'One adventurer signs on: add an Ally to your Tower.',
      extremeSuccess:
        'One adventurer signs on: add an Ally to your Tower. The Allies Rating MAY improve.',
      critical:
        'Two adventurers sign on: add two Allies to your Tower. The Allies Rating MAY improve.',
    },
    short: {
      disaster: 'A Domain Factor −1; Allies −1',
      extremeFail: 'A Domain Factor −1 this month; Allies MAY −1',
      fail: 'Nothing',
      success: '+1 Ally in the Tower',
      extremeSuccess: '+1 Ally; Allies MAY improve',
      critical: '+2 Allies; Allies MAY improve',
    },
  },
  {
    id: 'improveDomain',
    name: ACTION_NAMES.improveDomain,
    group: 'Phase 5 — Gather Allies',
    dicePool: 'Domain Control Rating (name your target first: Domain Control or one Factor)',
    page: '/wizards-tower/gather-allies/',
    rulings: ['WT-R5', 'WT-R6'],
    outcomes: {
      disaster:
        'Time and goodwill are wasted: one Domain Factor of your choice drops by 1 (never below 1) and Domain Control drops by 1.',
      extremeFail:
        'Time and goodwill are wasted: one Domain Factor of your choice drops by 1 (never below 1) until next month, and Domain Control MAY drop by 1.',
      fail: NOTHING,
      success: 'Your target (the chosen Factor, or Domain Control itself) MAY improve.',
      extremeSuccess:
        'Your target (the chosen Factor, or Domain Control itself) improves by 1, to at most 6.',
      critical:
        'Your target improves by 1 (to at most 6), and one other Domain Factor MAY improve as well (any Factor, if your target was Domain Control).',
    },
    short: {
      disaster: 'A Domain Factor −1; Domain Control −1',
      extremeFail: 'A Factor −1 this month; Domain Control MAY −1',
      fail: 'Nothing',
      success: 'Your target MAY improve',
      extremeSuccess: 'Your target +1',
      critical: 'Your target +1; another Factor MAY improve',
    },
  },
  {
    id: 'resolveQuest',
    name: ACTION_NAMES.resolveQuest,
    group: 'Phase 7',
    dicePool: 'Allies on the Quest, adjusted by the card’s rank',
    page: '/wizards-tower/resolve-quests/',
    rulings: ['WT-R2', 'WT-R3', 'WT-R14', 'WT-R20', 'WT-R40'],
    outcomes: {
      disaster:
        'Every Ally on the Quest is lost, and the Allies Rating drops by 1 (never below 1). The card stays where it is.',
      extremeFail:
        'Two Allies are lost, and the Allies Rating MAY drop by 1. The card stays where it is.',
      fail: 'One Ally MAY be lost (roll as for Ally loss, WT-R3); the Allies Rating is not touched. The card stays where it is.',
      success: 'The Allies beat the card. If it was the Quest card, you gain its reward.',
      extremeSuccess:
        'The Allies beat the card; if it was the Quest card, you gain its reward. The Allies Rating MAY improve.',
      critical:
        'The Allies beat this card and also the one below it, if any (turn it up if it was face down: it is beaten whatever it is); should either be the Quest card, its reward is yours. The Allies Rating improves by 1 (to at most 6).',
    },
    short: {
      disaster: 'Every Ally on it lost; Allies −1',
      extremeFail: '2 Allies lost; Allies MAY −1',
      fail: '1 Ally MAY be lost',
      success: 'Card beaten (Quest card: its reward)',
      extremeSuccess: 'Card beaten; Allies MAY improve',
      critical: 'This card and the next beaten; Allies +1',
    },
  },
  {
    id: 'attackEnemyWizard',
    name: ACTION_NAMES.attackEnemyWizard,
    group: 'Phase 10',
    dicePool: 'Power Rating, plus one die per Ally at the enemy’s tower',
    page: '/wizards-tower/attack-enemy-wizard/',
    rulings: ['WT-R12', 'WT-R13', 'WT-R35', 'WT-R41', 'WT-R42'],
    outcomes: {
      disaster:
        'The Power Rating drops by 1, and the enemy’s defences turn out deeper than you thought: add a card face down to their stack.',
      extremeFail: 'The Power Rating MAY drop by 1. Add a card face down to the enemy’s stack.',
      fail: 'Nothing happens; the card stays in play.',
      success: 'You beat the card. If it was their reward card, you gain that reward.',
      extremeSuccess:
        'You beat the card; if it was their reward card, you gain the reward. Your Power Rating MAY improve (WT-R12).',
      critical:
        'You beat this card and the next one too, if there is one (turn it up if it was face down: it is beaten whatever it is); if either was the reward card, you gain it. Your Power Rating improves by 1, to at most 6 (WT-R12).',
    },
    short: {
      disaster: 'Power −1; their stack +1 card face down',
      extremeFail: 'Power MAY −1; their stack +1 card face down',
      fail: 'Nothing; the card stays',
      success: 'Card beaten (reward card: the reward)',
      extremeSuccess: 'Card beaten; Power MAY improve',
      critical: 'This card and the next beaten; Power +1',
    },
  },
  {
    id: 'towerDefence',
    name: ACTION_NAMES.towerDefence,
    group: 'Event 1 — Your Tower is attacked',
    dicePool:
      'Tower Wards, Allies in the Tower, Domain Security or Power, as the attack type allows, adjusted by the wave’s card',
    page: '/wizards-tower/tower-defence/',
    rulings: [
      'WT-R7',
      'WT-R8',
      'WT-R9',
      'WT-R22',
      'WT-R23',
      'WT-R24',
      'WT-R25',
      'WT-R36',
      'WT-R38',
      'WT-R39',
    ],
    outcomes: {
      disaster: `The defence is broken. Tower Wards: they collapse to 0 until a Maintain Tower Wards success rebuilds them (WT-R39) and the Wards Rating drops by 1 (never below 1). Allies in the Tower: all of them are lost and the Allies Rating drops by 1 (never below 1). Domain: every Domain Factor drops by 1 and so does Domain Control (none below 1). Power: the Power Rating drops by 1 (never below 1). ${WAVE_GOES_ON}`,
      extremeFail: `The defence gives way. Tower Wards: they lose 1, not rebuilt before a Maintain Tower Wards success (WT-R39), and the Wards Rating MAY drop by 1. Allies in the Tower: one Ally is lost and the Allies Rating MAY drop by 1. Domain: one Domain Factor of your choice drops by 1 and Domain Control MAY drop by 1 (none below 1). Power: the Power Rating MAY drop by 1 (never below 1). ${WAVE_GOES_ON}`,
      fail: `The defence does not hold. Allies in the Tower: one Ally MAY be lost (roll as for Ally loss, WT-R3). Tower Wards, Domain or Power: nothing further is lost (WT-R25). ${WAVE_GOES_ON}`,
      success: `Whichever defence rolled (Tower Wards, Allies, Domain or Power), it holds and loses nothing: you beat the card. If it was the last wave, you have survived the attack. If a rival is behind the attack, they lose 1 card (WT-R22); once their stack is empty, their reward is yours.`,
      extremeSuccess: `Whichever defence rolled (Tower Wards, Allies, Domain or Power), it holds and loses nothing: you beat the card. If it was the last wave, you have survived the attack. If a rival is behind the attack, they lose 2 cards (WT-R22); once their stack is empty, their reward is yours. ${KING_IN_PERSON}`,
      critical: `Whichever defence rolled (Tower Wards, Allies, Domain or Power), it holds and loses nothing: you beat this wave and the next one as well; if either was the last, you have survived the attack. If a rival is behind the attack, they lose 3 cards (WT-R22); once their stack is empty, their reward is yours. ${KING_IN_PERSON}`,
    },
    short: {
      disaster: 'Tower Wards 0 / all Allies / all Factors −1; its Rating −1; wave goes on',
      extremeFail: 'Tower Wards −1 / 1 Ally / 1 Factor −1; its Rating MAY −1; wave goes on',
      fail: 'An Ally MAY be lost (Allies only); wave goes on',
      success: 'Wave beaten; the rival loses 1 card',
      extremeSuccess: 'Wave beaten; the rival loses 2 cards',
      critical: 'This and the next wave beaten; rival loses 3 cards',
    },
  },
];

export function actionOutcomes(id: ActionId): ActionOutcomes {
  const found = ACTIONS.find((a) => a.id === id);
  if (!found) throw new RangeError(`Unknown action: ${id}`);
  return found;
}

export const isActionId = (text: string): text is ActionId => ACTIONS.some((a) => a.id === text);
