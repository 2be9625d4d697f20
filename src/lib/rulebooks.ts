/**
 * Each game's pages in reading order: the rulebook chapters (what prev/next and the all-rules
 * print page walk), the reference pages and the tools. Page names are entry ids under
 * content/<game>/ ("index" is the game's overview). astro.config.mjs builds the sidebars from
 * this, and the all-rules page prints `rulebook` in this order.
 */
export interface Rulebook {
  readonly game: string;
  readonly title: string;
  readonly rulebook: readonly string[];
  readonly reference: readonly string[];
  readonly tools: readonly string[];
}

/** Reference pages every game has: the glossary, and the whole rulebook on one page for print. */
const REFERENCE = ['glossary', 'all-rules'];

export const RULEBOOKS: readonly Rulebook[] = [
  {
    game: 'wizards-tower',
    title: "The Wizard's Tower",
    rulebook: [
      'index',
      'wizard',
      'tests',
      'ratings',
      'quests',
      'month',
      'events',
      'maintain-wards',
      'research',
      'gather-allies',
      'resolve-quests',
      'attack-enemy-wizard',
      'tower-defence',
      'rulings',
    ],
    reference: REFERENCE,
    tools: [
      'dice-tester',
      'simulator',
      'companion',
      'monte-carlo',
      'findings',
      'wizard-sheet',
      'quest-deck',
    ],
  },
  {
    game: 'solo-tower-hack',
    title: 'Solo Tower Hack',
    rulebook: ['index', 'rules', 'rulings'],
    reference: REFERENCE,
    tools: ['tower', 'simulator'],
  },
  {
    game: 'tower-wizwar',
    title: 'Tower-WizWar',
    rulebook: ['index', 'rules', 'rulings'],
    reference: REFERENCE,
    tools: ['tools', 'print-and-play'],
  },
  {
    game: 'wizard-figures',
    title: 'The Fantasy Trip: Wizard figures',
    rulebook: ['index'],
    reference: REFERENCE,
    tools: ['figure-builder'],
  },
  {
    game: 'heist',
    title: "10 Minute Heist: The Wizard's Tower",
    rulebook: ['index', 'rulings'],
    reference: REFERENCE,
    tools: ['scoring'],
  },
];

/** The content entry id of a page ("wizards-tower/index" is the entry "wizards-tower"). */
export const entryId = (game: string, page: string): string =>
  page === 'index' ? game : `${game}/${page}`;

export const rulebookOf = (game: string): Rulebook | undefined =>
  RULEBOOKS.find((r) => r.game === game);
