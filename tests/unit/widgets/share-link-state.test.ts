/** The Share button's choice of way and its words. */
import { describe, expect, it } from 'vitest';
import { shareMessage, shareWay } from '../../../src/widgets/kit/share-link-state.ts';

describe('sharing a widget’s link', () => {
  it('uses the share sheet, else the clipboard, else shows the link', () => {
    expect(shareWay({ share: () => {}, clipboard: { writeText: () => {} } })).toBe('share-sheet');
    expect(shareWay({ clipboard: { writeText: () => {} } })).toBe('clipboard');
    expect(shareWay({})).toBe('show');
  });
  it('says what happened; a cancelled share sheet says nothing', () => {
    expect(shareMessage('clipboard', 'done')).toBe('Link copied: paste it anywhere to share this.');
    expect(shareMessage('share-sheet', 'cancelled')).toBeNull();
    expect(shareMessage('clipboard', 'failed')).toBe('Copy this link to share it:');
    expect(shareMessage('show', 'failed')).toBe('Copy this link to share it:');
  });
});
