/**
 * The game registry: the one list of the site's games. The sidebars (astro.config.mjs), prev/next
 * and "On this page" (src/route-data.ts), the 404 page, the all-rules print page, the credits and
 * the glossary links all read it. Adding a game means one entry here, its pages in
 * content/<id>/ and its code in src/games/<id>/ (the unit tests check that these agree).
 */
import type { Game } from './game.ts';
import { GLOSSARY as WT_GLOSSARY } from './wizards-tower/glossary.ts';
import { RULINGS as WT_RULINGS, RULINGS_PAGE as WT_RULINGS_PAGE } from './wizards-tower/rulings.ts';
import { GLOSSARY as STH_GLOSSARY } from './solo-tower-hack/glossary.ts';
import {
  RULINGS as STH_RULINGS,
  RULINGS_PAGE as STH_RULINGS_PAGE,
} from './solo-tower-hack/rulings.ts';
import { GLOSSARY as TWW_GLOSSARY } from './tower-wizwar/glossary.ts';
import {
  RULINGS as TWW_RULINGS,
  RULINGS_PAGE as TWW_RULINGS_PAGE,
} from './tower-wizwar/rulings.ts';
import { GLOSSARY as FIGURES_GLOSSARY } from './wizard-figures/glossary.ts';
import { GLOSSARY as HEIST_GLOSSARY } from './heist/glossary.ts';
import { RULINGS as HEIST_RULINGS, RULINGS_PAGE as HEIST_RULINGS_PAGE } from './heist/rulings.ts';

export type { Credit, Game, Licence, Link, Printables } from './game.ts';

/** Reference pages every game has: the glossary, and the whole rulebook on one page for print. */
const REFERENCE = ['glossary', 'all-rules'];

/** Where else Solo Tower Hack's rules sheet can be had. */
const BGG = { label: 'BoardGameGeek', url: 'https://boardgamegeek.com/' };

/**
 * Keeps each entry's id as its literal text, so GameId below is exactly the registered ids and a
 * table keyed by GameId (a kit's "bring" list, its quick reference) must name every game.
 */
const registry = <const Id extends string>(
  games: readonly (Game & { readonly id: Id })[],
): readonly (Game & { readonly id: Id })[] => games;

/** The games in the order the site lists them. */
export const GAMES = registry([
  {
    id: 'wizards-tower',
    title: "The Wizard's Tower",
    blurb: 'A solo journaling game: a wizard, a tower, and a month at a time.',
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
    glossary: WT_GLOSSARY,
    rulings: WT_RULINGS,
    rulingsPage: WT_RULINGS_PAGE,
    widgetPrefixes: ['wt-'],
    credit: {
      work: "The Wizard's Tower",
      authors: ['Mick Hand'],
      year: 2025,
      source: { label: 'iGM4u.com', url: 'https://iGM4u.com' },
      licence: {
        name: 'CC BY-SA 4.0',
        url: 'https://creativecommons.org/licenses/by-sa/4.0/',
        shareAlike: true,
      },
      onOurPages:
        'This page rewrites the rules in new words and adds rulings; it is shared under the same licence.',
      use: 'Rules adapted in new words, with tables and rulings; those pages are shared under CC BY-SA 4.0',
    },
    printables: { sheets: ['wizards-tower'], decks: ['wizards-tower-quest'], maps: [] },
  },
  {
    id: 'solo-tower-hack',
    title: 'Solo Tower Hack',
    blurb: 'A one-player climb through ten levels with two dice and a pencil.',
    rulebook: ['index', 'rules', 'rulings'],
    reference: REFERENCE,
    tools: ['tower', 'simulator'],
    glossary: STH_GLOSSARY,
    rulings: STH_RULINGS,
    rulingsPage: STH_RULINGS_PAGE,
    widgetPrefixes: ['sth-'],
    credit: {
      work: 'Solo Tower Hack',
      edition: ' v0.2',
      authors: ['Ben Nelson'],
      source: { label: 'zincgames.com', url: 'http://www.zincgames.com/' },
      basedOn: {
        work: 'Solo Dungeon Bash',
        by: { label: 'BookRanger', url: 'https://bookranger.co.uk/' },
      },
      thanks: ['FNH1', 'ShaunGamer'],
      alsoAt: BGG,
      licence: { name: 'Copy for your own use; not to be republished' },
      onOurPages: [
        'This page describes the game in our own words; get the rules sheet itself from its authors or from ',
        { link: BGG.url, text: BGG.label },
        '. The level tables are facts of the game.',
      ],
      use: 'Summarised only; get the game from its authors',
    },
    printables: { sheets: [], decks: [], maps: ['tower-map'] },
  },
  {
    id: 'tower-wizwar',
    title: 'Tower-WizWar',
    blurb: 'An unfinished design for a duel of wizards and their towers.',
    rulebook: ['index', 'rules', 'rulings'],
    reference: REFERENCE,
    tools: ['tools', 'print-and-play'],
    glossary: TWW_GLOSSARY,
    rulings: TWW_RULINGS,
    rulingsPage: TWW_RULINGS_PAGE,
    widgetPrefixes: ['tw-'],
    credit: {
      work: 'Tower-WizWar',
      edition: ' design document',
      authors: [],
      source: { label: 'wishray.net', url: 'http://wishray.net/' },
      licence: { name: 'Unpublished design' },
      status: 'an unfinished',
      onOurPages:
        "This page summarises it in our own words; see the original for the designer's text and diagrams.",
      use: 'Summarised only',
    },
    printables: {
      sheets: [],
      decks: [
        'tower-wizwar-draft-deck',
        'tower-wizwar-tokens',
        'tower-wizwar-play-map',
        'tower-wizwar-blanks',
        'tower-wizwar-sample-spells',
      ],
      maps: [],
    },
  },
  {
    id: 'wizard-figures',
    title: 'The Fantasy Trip: Wizard figures',
    shortTitle: 'Wizard figures',
    blurb: 'Create and print wizard figures for the classic combat game.',
    rulebook: ['index'],
    reference: REFERENCE,
    tools: ['figure-builder'],
    glossary: FIGURES_GLOSSARY,
    widgetPrefixes: ['tft-'],
    credit: {
      work: 'The Fantasy Trip: Wizard',
      edition: ', 3rd edition',
      authors: ['Steve Jackson'],
      publisher: { label: 'Steve Jackson Games', url: 'https://www.sjgames.com/tft/' },
      source: { label: 'Steve Jackson Games', url: 'https://www.sjgames.com/tft/' },
      licence: { name: 'All rights reserved' },
      use: 'Figure-creation facts only; this site is compatible with the game, not affiliated with it',
    },
    printables: { sheets: ['figure', 'figure-roster'], decks: [], maps: [] },
  },
  {
    id: 'heist',
    title: "10 Minute Heist: The Wizard's Tower",
    shortTitle: '10 Minute Heist',
    blurb: 'Loot the absent wizard’s tower, then let the helper score it.',
    rulebook: ['index', 'rulings'],
    reference: REFERENCE,
    tools: ['scoring'],
    glossary: HEIST_GLOSSARY,
    rulings: HEIST_RULINGS,
    rulingsPage: HEIST_RULINGS_PAGE,
    widgetPrefixes: ['heist-'],
    credit: {
      work: "10 Minute Heist: The Wizard's Tower",
      authors: [],
      publisher: { label: 'Daily Magic Games', url: 'https://www.dailymagicgames.com/' },
      source: { label: 'Daily Magic Games', url: 'https://www.dailymagicgames.com/' },
      licence: { name: 'All rights reserved' },
      onOurPages:
        'This site describes its scoring only; no card names, text or art are reproduced.',
      use: 'Mechanics facts only, no card names, text or art',
    },
    printables: { sheets: ['heist-scorepad'], decks: [], maps: [] },
  },
]);

/** The id of a registered game ("wizards-tower", …). */
export type GameId = (typeof GAMES)[number]['id'];

/** The registered game with this id; throws (naming the known ids) for an unknown one. */
export function gameById(id: string): Game {
  const game = GAMES.find((g) => g.id === id);
  if (!game)
    throw new RangeError(`Unknown game "${id}" (known: ${GAMES.map((g) => g.id).join(', ')})`);
  return game;
}

/** A game's name for tight places: its short title, or its title when that is short already. */
export const shortTitleOf = (game: Game): string => game.shortTitle ?? game.title;

/** The prefix of elements every game's pages share (the Share button), not owned by one game. */
export const SITE_WIDGET_PREFIX = 'tp-';

/** Every registered widget element prefix: the site's own, then each game's. */
export const WIDGET_PREFIXES: readonly string[] = [
  SITE_WIDGET_PREFIX,
  ...GAMES.flatMap((g) => g.widgetPrefixes),
];

/** The content entry id of a game's page ("index" is the game's own entry: "wizards-tower"). */
export const entryId = (game: string, page: string): string =>
  page === 'index' ? game : `${game}/${page}`;

/** A game's rulebook chapters in reading order, as content entry ids. */
export const chapterEntryIds = (game: Game): string[] =>
  game.rulebook.map((page) => entryId(game.id, page));

/** The game whose rulebook has this content entry as a chapter, if any. */
export const gameOfChapter = (id: string): Game | undefined =>
  GAMES.find((g) => g.rulebook.some((page) => entryId(g.id, page) === id));
