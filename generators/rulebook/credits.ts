/**
 * The credits and licence each game's pages show (src/components/<game>/Attribution.astro,
 * Credit.astro and the overview pages), for the rulebook's title page.
 * TODO(registry): read them from src/games/index.ts once the game registry lands.
 */
import { h, type Node } from './element.ts';

const a = (href: string, text: string) => h('a', { href }, text);
const em = (text: string) => h('em', {}, text);

export const CREDITS: Readonly<Record<string, readonly Node[]>> = {
  'wizards-tower': [
    h(
      'p',
      {},
      'Adapted from ',
      em("The Wizard's Tower"),
      ' © 2025 Mick Hand (',
      a('https://iGM4u.com', 'iGM4u.com'),
      '), licensed under ',
      a('https://creativecommons.org/licenses/by-sa/4.0/', 'CC BY-SA 4.0'),
      '.',
    ),
    h(
      'p',
      {},
      'This book rewrites the rules in new words and adds rulings; it is shared under the same licence, CC BY-SA 4.0.',
    ),
  ],
  'solo-tower-hack': [
    h(
      'p',
      {},
      em('Solo Tower Hack'),
      ' v0.2 is by Ben Nelson (',
      a('http://www.zincgames.com/', 'zincgames.com'),
      '), a variant of ',
      em('Solo Dungeon Bash'),
      ' by ',
      a('https://bookranger.co.uk/', 'BookRanger'),
      ', with thanks to FNH1 and ShaunGamer.',
    ),
    h(
      'p',
      {},
      'This book describes the game in our own words; get the rules sheet itself from its authors or from ',
      a('https://boardgamegeek.com/', 'BoardGameGeek'),
      '. The level tables are facts of the game.',
    ),
  ],
  'tower-wizwar': [
    h(
      'p',
      {},
      em('Tower-WizWar'),
      ' is an unfinished design document published on ',
      a('http://wishray.net/', 'wishray.net'),
      '.',
    ),
    h(
      'p',
      {},
      "This book summarises it in our own words; see the original for the designer's text and diagrams.",
    ),
  ],
  'wizard-figures': [
    h(
      'p',
      {},
      em('The Fantasy Trip: Wizard'),
      ' is by Steve Jackson, published by ',
      a('https://www.sjgames.com/tft/', 'Steve Jackson Games'),
      '.',
    ),
    h(
      'p',
      {},
      'This book is compatible with it and not affiliated with its publisher. Spell lists, combat rules and everything else in the game are in the publisher’s book.',
    ),
  ],
  heist: [
    h(
      'p',
      {},
      em("10 Minute Heist: The Wizard's Tower"),
      ' is a card game from ',
      a('https://www.dailymagicgames.com/', 'Daily Magic Games'),
      '. All rights are theirs.',
    ),
    h(
      'p',
      {},
      'This book is compatible with the game and gives only its shape, in our own words, with no card names, text or art. Buy the game from the publisher.',
    ),
  ],
};
