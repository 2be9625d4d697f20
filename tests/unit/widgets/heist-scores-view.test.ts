/** What Heist scoring shows under "Scores", as the page draws it at build time and the widget after. */
import { describe, expect, test } from 'vitest';
import { TILES, type TileId } from '../../../src/games/heist/scoring.ts';
import {
  blankHaul,
  noTilePoints,
  printedTileNames,
  problemsHtml,
  scoresView,
} from '../../../src/widgets/heist/heist-scores-view.ts';
import { drawnKey } from '../../../src/widgets/kit/draw-html.ts';

const blank = (n: number) => Array.from({ length: n }, (_, p) => blankHaul(p));
const allTyped = (points: number) =>
  Object.fromEntries(TILES.map((t) => [t.id, t.penalty ? 0 : points])) as Record<TileId, number>;

describe('the scores view', () => {
  test('blank hauls: only the exit tiles are taken, so their points are asked for', () => {
    const view = scoresView(blank(3), printedTileNames(), noTilePoints());
    expect(view.problems).toEqual([]);
    expect(view.winner).toBe('Scores so far: 3 tiles taken still need points.');
    expect(view.needsPoints).toBe(true);
    expect(view.results).toContain(
      'Type the points of these 3 tiles to settle the scores: 1st to exit (Thief 1)',
    );
    expect(view.results).toContain('0 + ? (1 tile to type)');
  });

  test('with every tile typed, the first to leave wins a tie of blank hauls', () => {
    const view = scoresView(blank(3), printedTileNames(), allTyped(4));
    expect(view.needsPoints).toBe(false);
    expect(view.results).not.toContain('data-needed');
    expect(view.winner).toMatch(/ wins\.$| share the win\.$/);
  });

  test('a field out of range hides the scores and says what to do', () => {
    const view = scoresView(null, printedTileNames(), noTilePoints());
    expect(view.results).toBe('');
    expect(view.winner).toBe('Fix the hauls above to see the scores.');
    expect(view.problems).toHaveLength(1);
  });

  test('names typed by players are escaped, in the tables and in the faults', () => {
    const hauls = blank(2).map((h, i) => ({ ...h, name: i ? '<b>Ogre</b>' : 'A & B' }));
    const view = scoresView(hauls, printedTileNames(), noTilePoints());
    expect(view.results).toContain('&lt;b&gt;Ogre&lt;/b&gt;');
    expect(view.results).toContain('A &amp; B');
    expect(view.results).toContain('(two thieves: three tiles are left out)');
    expect(problemsHtml(['x < y'])).toBe('<li>x &lt; y</li>');
  });

  test('the same view gives the same key; a change of one character another', () => {
    const a = scoresView(blank(3), printedTileNames(), noTilePoints()).results;
    expect(drawnKey(a)).toBe(drawnKey(String(a)));
    expect(drawnKey(a)).not.toBe(drawnKey(a.replace('Thief 1', 'Thief 7')));
  });
});
