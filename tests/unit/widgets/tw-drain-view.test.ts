/** What the Tower-WizWar mana-drain tracker shows, as the page draws it at build time and the widget after. */
import { describe, expect, test } from 'vitest';
import { drainView } from '../../../src/widgets/tower-wizwar/tw-drain-view.ts';

const boxes = (html: string) => html.match(/<span/g)?.length ?? 0;
const filled = (html: string) => html.match(/class="on/g)?.length ?? 0;

describe('the mana-drain view', () => {
  test('a new track: twelve empty boxes, no penalty, nothing to step back to', () => {
    const view = drainView(0, '', undefined, 0);
    expect(boxes(view.track)).toBe(12);
    expect(filled(view.track)).toBe(0);
    expect(view.status).toBe('Track at 0 steps: every cost +0.');
    expect(view.cost).toBe('A 0-mana effect costs 0 now.');
    expect(view.back).toBe('Step back (undo the last change)');
  });

  test('a long track grows by whole steps of three boxes, each third box marked', () => {
    const view = drainView(13, 'Activated an effect.', 12, 2);
    expect(boxes(view.track)).toBe(15);
    expect(filled(view.track)).toBe(13);
    expect(view.track.match(/ step"/g)).toHaveLength(5);
    expect(view.status).toMatch(/^Activated an effect\. Track at 13 steps: every cost \+\d+\.$/);
    expect(view.back).toBe('Step back to 12 (undo the last change)');
  });

  test('no cost line while the base cost field holds no usable number', () => {
    expect(drainView(3, '', 2, null).cost).toBe('');
  });
});
