import { describe, expect, test } from 'vitest';
import { gameHtml } from '../../../src/widgets/wizards-tower/wt-game-view.ts';
import { turnTopUp } from '../../../src/games/wizards-tower/engine/core.ts';
import { addQuest, card, rig } from './engine-rig.ts';

describe('the game view', () => {
  test('shows a stack top first, face-down cards hidden, and says so to a screen reader', () => {
    const r = rig();
    // The engine keeps the top card last; the view must still read from the top down.
    const q = addQuest(
      r,
      [card('K', 'clubs'), card('5', 'clubs'), card('7', 'hearts')],
      card('Q', 'hearts'),
      2,
    );
    turnTopUp(q);
    const html = gameHtml(r.g, 'view');
    expect(html).toContain('>K♣ ▮ ▮</span>');
    expect(html).toContain('aria-label="3 cards, top first: K♣, face down, face down"');
  });
});
