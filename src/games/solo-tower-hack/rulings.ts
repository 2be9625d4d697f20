/**
 * Solo Tower Hack rulings: the readings the tower generator, the play engine, the odds and
 * the printed maps follow where the v0.2 sheet is unclear. Ids are stable.
 */
import { withBase } from '../../site/base-path.ts';
import { findRuling, type Ruling } from '../../lib/ruling.ts';

export const RULINGS: readonly Ruling[] = [
  {
    id: 'STH-R1',
    topic: 'A double on the stairs roll',
    source: 'Each pair of levels gets a 2d6 roll, and each die marks the column of a staircase.',
    ruling:
      'When both dice show the same number there is a single staircase between those two levels, in that column.',
    why: 'Two dice pointing at one room can only draw one line there. Single-stair levels make the climb tighter, which is part of the luck of the layout.',
  },
  {
    id: 'STH-R2',
    topic: 'Tied combat rolls',
    source: 'The higher total strikes the blow; nothing is said about equal totals.',
    ruling:
      'On equal totals nobody is hurt and both sides roll again. A tie still counts as a round in the fight log, but it never changes the damage track.',
    why: 'The sheet only ever hands damage to the loser of a roll, and a tie has no loser.',
  },
  {
    id: 'STH-R3',
    topic: 'The limit on the fighting bonus',
    source:
      'Fight rolls improve by 1 for each 3 XP, and the sheet then names a ceiling of 10 without saying whether the 10 counts XP or the bonus itself.',
    ruling:
      'The cap is on the bonus: it stops at +10, reached at 30 XP. XP past 30 is still counted but adds nothing. The printed XP grid therefore has 30 boxes.',
    why: 'An XP cap of 10 would stop the bonus at +3 and make the later levels (monsters at +7 to +10) near hopeless; a bonus cap of +10 matches the BBEG’s +10.',
  },
  {
    id: 'STH-R4',
    topic: 'Start and End rooms',
    source:
      'You climb from the Start room to the End room, but the sheet does not say which rooms of Level 1 and Level 10 they join.',
    ruling:
      'The Start room lies under the whole of Level 1: your first move enters any Level 1 room you like. The End room lies over the whole of Level 10: from any Level 10 room your next move may be into the End, where the BBEG waits (any roll).',
    why: 'The stairs roll only links Levels 1 to 10 among themselves, so nothing else fixes a column; letting both ends open on every room keeps every tower winnable.',
  },
  {
    id: 'STH-R5',
    topic: 'Moving inside a level',
    source:
      'Rooms already entered are closed to you for good, a higher level is reached only where a staircase stands, and a turn is a single step to a neighbouring room. Which neighbours count, and what happens if the steps run out, is left open.',
    ruling:
      'A move is one step left or right on the same level, or up a staircase from the room it stands in (or into the End from Level 10). You may walk past a staircase. A move is not allowed if it leaves no unvisited way up, so a wrong turn can never strand you.',
    why: 'With no going back, a step away from the last staircase on a level would end the game with no rule for what happens; forbidding that step is the smallest fix.',
  },
  {
    id: 'STH-R6',
    topic: 'When potions are drunk',
    source: 'Drinking potions is the last step of a turn; each potion drunk removes one Damage.',
    ruling:
      'Potions can be drunk at any time outside a fight, never during one. There is no limit on how many you carry. Drinking is optional, and you cannot drink with no Damage to heal.',
    why: 'A fight is to the death and comes before the drinking step, so the potion cannot save you mid-fight; the sheet sets no cap, and healing below zero Damage means nothing.',
  },
];

export const ruling = (id: string): Ruling => findRuling(RULINGS, id);

/** Address of a ruling on the Rulings page: "/solo-tower-hack/rulings/#sth-r2", under the site's base path. */
export const rulingHref = (id: string): string =>
  withBase(`/solo-tower-hack/rulings/#${id.toLowerCase()}`);
