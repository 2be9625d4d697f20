import { describe, expect, it } from 'vitest';
import { duration, Progress, type ProgressStream } from '../../generators/progress.ts';

/** A terminal (or not) that keeps what is written, and a clock moved by hand. */
function setup(isTTY: boolean, options: { quiet?: boolean; after?: number } = {}) {
  const stream: ProgressStream & { text: string } = {
    isTTY,
    columns: 100,
    text: '',
    write: (t: string) => (stream.text += t),
  };
  let now = 0;
  const progress = new Progress('simulate', 10_000, {
    unit: 'runs',
    stream,
    now: () => now,
    ...options,
  });
  return { stream, progress, tick: (ms: number) => (now += ms) };
}

describe('progress line', () => {
  it('on a terminal: runs done, rate and time left, redrawn in place, at most every 250 ms, erased at the end', () => {
    const { stream, progress, tick } = setup(true);
    tick(1000);
    progress.update(2500);
    expect(stream.text).toBe(
      '\rsimulate: 2,500 of 10,000 runs (25%), 2,500 runs/s, about 3 s left\x1b[K',
    );
    tick(100);
    progress.update(2600); // too soon: not redrawn
    expect(stream.text.split('\r')).toHaveLength(2);
    tick(200);
    progress.update(5200);
    expect(stream.text).toMatch(
      /\rsimulate: 5,200 of 10,000 runs \(52%\), 4,000 runs\/s, about 2 s left\x1b\[K$/,
    );
    progress.clear();
    expect(stream.text.endsWith('\r\x1b[K')).toBe(true);
  });

  it('writes nothing when standard error is not a terminal, or with --quiet', () => {
    for (const { stream, progress, tick } of [setup(false), setup(true, { quiet: true })]) {
      tick(1000);
      progress.update(10);
      progress.clear();
      expect(stream.text).toBe('');
    }
  });

  it('stays silent for work shorter than `after`', () => {
    const { stream, progress, tick } = setup(true, { after: 1000 });
    tick(900);
    progress.update(9000);
    progress.clear();
    expect(stream.text).toBe('');
    tick(200);
    progress.update(9500);
    expect(stream.text).toMatch(/9,500 of 10,000/);
  });

  it('fits the line to the terminal width', () => {
    const { stream, progress, tick } = setup(true);
    stream.columns = 30;
    tick(1000);
    progress.update(1);
    expect(stream.text).toBe('\rsimulate: 1 of 10,000 runs (0\x1b[K');
  });

  it('says how long is left in seconds, minutes or hours', () => {
    expect(duration(0.2)).toBe('1 s');
    expect(duration(89)).toBe('89 s');
    expect(duration(200)).toBe('3 min 20 s');
    expect(duration(5700)).toBe('1 h 35 min');
  });
});
