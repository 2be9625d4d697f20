/** Rulings for the 10 Minute Heist scoring helper and score pad. Ids are stable. */
import { findRuling, type Ruling } from '../../lib/ruling.ts';

export const RULINGS: readonly Ruling[] = [
  {
    id: 'HZ-R1',
    topic: 'Tile names and points',
    source:
      'The scoring tiles are described partly by icons, and the text we have lost those icons, along with the points printed on each tile.',
    ruling:
      'The helper names each tile by what it scores (“Most Potion value”, “1st to exit” …) and asks you to type in the points shown on your own tiles, once; your browser remembers them. Penalty tiles take negative points.',
    why: 'Guessing the points would give wrong totals; the tiles on your table are the authority.',
  },
  {
    id: 'HZ-R2',
    topic: 'Ties, and a curse count below zero',
    source:
      'A tied category is not awarded. One card lowers “your total” by 2 when totals are compared, and a total below 0 counts as exactly 0, tying with other zeros; the icon saying which total was lost from our text.',
    ruling:
      'When two or more thieves share the best count in a category, nobody takes that tile, even if the count is 0. The lowered total is the curse count: after a card takes curses off, a count below 0 counts as 0, for both curse tiles and for the tie-break on fewest curses, so it ties with other zeros. No card lowers a suit total, so suit totals are 0 or more. A final score is the tiles’ points plus prestige, with no floor: penalty tiles can take it below 0.',
    why: 'The tie rule says it applies to every category. Only the curse count has a tile where a low total matters (Fewest curses), and a protective charm taking curses off is the reading that fits that card; nothing in the rules sets a floor under a final score.',
  },
  {
    id: 'HZ-R3',
    topic: 'The curse tiles',
    source:
      'Curses are scored on “the Curse Scoring Tiles”, and the two-player rules remove a “Fewest …” tile whose icon is lost.',
    ruling:
      'There are two curse tiles: Most curses (a penalty) and Fewest curses. Fewest curses is the one left out with two players, together with 2nd to exit and Last to exit.',
    why: 'Thirteen tiles are listed: five suits, three values and three exit tiles leave two for curses, and “fewest” can only be about curses.',
  },
  {
    id: 'HZ-R4',
    topic: 'Who wins a tie',
    source:
      'Tied top scores go to the thief with the fewest curses, then to the one with the most scoring tiles.',
    ruling:
      'The helper applies those two tie-breaks in that order; thieves still tied share the place (and the win).',
    why: 'It is the rule as written; we only spell out that the tie-breaks also order the other places.',
  },
];

export const ruling = (id: string): Ruling => findRuling(RULINGS, id);
