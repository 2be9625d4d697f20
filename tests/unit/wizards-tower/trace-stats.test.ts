/**
 * Statistics over a large machine trace: the dice the engine rolls give the band frequencies
 * the exact odds say, and the first event fires 4 times in 6 while no rival is about.
 */
import { describe, it, expect, beforeAll } from 'vitest';
import { BAND_IDS, bandForTotal, type BandId } from '../../../src/games/wizards-tower/bands.ts';
import { bandOdds, readRoll } from '../../../src/games/wizards-tower/test-roll.ts';
import { EXAMPLE_BUILD } from '../../../src/games/wizards-tower/wizard-build.ts';
import {
  makeEnv,
  newGame,
  playRun,
  SeededDice,
  strategy,
  STRATEGY_IDS,
  unattendedRivals,
  type TestRecord,
} from '../../../src/games/wizards-tower/engine/index.ts';
import { eventPhase, playEvent } from '../../../src/games/wizards-tower/engine/events.ts';
import { streamFromSeed } from '../../../src/lib/seed.ts';

type Counts = Map<number, number[]>;

/** Band counts per number of dice. */
function tally(counts: Counts, dice: number, band: BandId): void {
  let row = counts.get(dice);
  if (!row) counts.set(dice, (row = new Array<number>(BAND_IDS.length).fill(0)));
  row[BAND_IDS.indexOf(band)]!++;
}

/**
 * Regularised upper incomplete gamma Q(a, x), for the chi-square p-value (series for x < a+1,
 * continued fraction otherwise; Numerical Recipes §6.2).
 */
function gammaQ(a: number, x: number): number {
  const lnGamma = (z: number): number => {
    const c = [
      76.18009172947146, -86.50532032941677, 24.01409824083091, -1.231739572450155,
      0.1208650973866179e-2, -0.5395239384953e-5,
    ];
    let y = z;
    const t = z + 5.5 - (z + 0.5) * Math.log(z + 5.5);
    let s = 1.000000000190015;
    for (const k of c) s += k / ++y;
    return -t + Math.log((2.5066282746310005 * s) / z);
  };
  if (x <= 0) return 1;
  if (x < a + 1) {
    let sum = 1 / a;
    let term = sum;
    for (let n = 1; n < 500; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-15) break;
    }
    return 1 - sum * Math.exp(-x + a * Math.log(x) - lnGamma(a));
  }
  let b = x + 1 - a;
  let c = 1 / 1e-300;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 500; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < 1e-300) d = 1e-300;
    c = b + an / c;
    if (Math.abs(c) < 1e-300) c = 1e-300;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < 1e-15) break;
  }
  return Math.exp(-x + a * Math.log(x) - lnGamma(a)) * h;
}

interface Check {
  dice: number;
  n: number;
  /** Largest |observed − expected| in standard errors over the bands. */
  worstZ: number;
  /** A band the exact odds call impossible was seen. */
  impossibleSeen: boolean;
  chiSquare: number;
  df: number;
  p: number;
}

/** Compares one row of band counts with `bandOdds(dice)`: per-band z-scores and a chi-square test. */
function compare(dice: number, row: readonly number[]): Check {
  const odds = bandOdds(dice);
  const n = row.reduce((a, b) => a + b, 0);
  let worstZ = 0;
  let impossibleSeen = false;
  // Chi-square over the bands, with bands expected fewer than 5 times pooled into one cell.
  let chiSquare = 0;
  let cells = 0;
  let pooledObs = 0;
  let pooledExp = 0;
  BAND_IDS.forEach((b, i) => {
    const p = Number(odds[b].num) / Number(odds[b].den);
    const obs = row[i]!;
    if (p === 0) {
      if (obs > 0) impossibleSeen = true;
      return;
    }
    const exp = n * p;
    if (p < 1) worstZ = Math.max(worstZ, Math.abs(obs - exp) / Math.sqrt(n * p * (1 - p)));
    if (exp < 5) {
      pooledObs += obs;
      pooledExp += exp;
    } else {
      chiSquare += (obs - exp) ** 2 / exp;
      cells++;
    }
  });
  if (pooledExp > 0) {
    chiSquare += (pooledObs - pooledExp) ** 2 / pooledExp;
    cells++;
  }
  const df = Math.max(1, cells - 1);
  return {
    dice,
    n,
    worstZ,
    impossibleSeen,
    chiSquare,
    df,
    p: cells > 1 ? gammaQ(df / 2, chiSquare / 2) : 1,
  };
}

/** Enough samples for a dice count to be checked. */
const MIN_SAMPLES = 2000;
/** Per-band tolerance in standard errors, and the chi-square p-value below which the test fails. */
const Z_MAX = 4.5;
const P_MIN = 1e-5;

function failures(counts: Counts): Check[] {
  const checks = [...counts]
    .filter(([d, row]) => d >= 1 && row.reduce((a, b) => a + b, 0) >= MIN_SAMPLES)
    .map(([d, row]) => compare(d, row));
  return checks.filter((c) => c.impossibleSeen || c.worstZ > Z_MAX || c.p < P_MIN);
}

const RUNS = 800;
const MONTHS = 60;

describe('band frequencies in a large trace match the exact odds', () => {
  /** Records without Power dice, from actions on which the strategy never spent Power in the whole trace. */
  const plain: Counts = new Map();
  /** The first roll of every record (before any Power die), read again from its faces. */
  const firstRoll: Counts = new Map();
  let records = 0;
  let withPower = 0;
  let mismatched = 0;

  beforeAll(() => {
    // 800 runs of 60 months, shared among the strategies so that many dice counts turn up.
    for (const id of STRATEGY_IDS) {
      const byAction = new Map<string, { power: boolean; rows: [number, BandId][] }>();
      const trace = (r: TestRecord): void => {
        records++;
        if (r.dice === 0) return;
        // The recorded total and band are how every die rolled, Power dice included, reads.
        const reading = readRoll(r.faces);
        if (reading.total !== r.total || reading.band !== r.band) mismatched++;
        let entry = byAction.get(r.action);
        if (!entry) byAction.set(r.action, (entry = { power: false, rows: [] }));
        if (r.faces.length > r.dice) {
          withPower++;
          entry.power = true;
        } else entry.rows.push([r.dice, r.band]);
        tally(firstRoll, r.dice, readRoll(r.faces.slice(0, r.dice)).band);
      };
      for (let run = 0; run < RUNS / STRATEGY_IDS.length; run++)
        playRun({ seed: 'trace-stats', build: EXAMPLE_BUILD, strategy: id }, run, MONTHS, {
          trace,
        });
      // Where a strategy does add Power dice, whether it does depends on the band rolled, so the
      // rolls it left alone are not a fair sample; keep only actions it never helped.
      for (const { power, rows } of byAction.values())
        if (!power) for (const [dice, band] of rows) tally(plain, dice, band);
    }
  }, 60_000);

  it('the trace is large and its totals and bands agree with its faces', () => {
    expect(records).toBeGreaterThan(160_000);
    expect(withPower).toBeGreaterThan(1000);
    expect(mismatched).toBe(0);
  });

  it('recorded bands of rolls with no Power dice match bandOdds(n) for each n with enough samples', () => {
    const checked = [...plain]
      .filter(([d, row]) => d >= 1 && row.reduce((a, b) => a + b, 0) >= MIN_SAMPLES)
      .map(([d]) => d);
    expect(checked).toEqual(expect.arrayContaining([1, 2, 3, 4, 5]));
    expect(failures(plain)).toEqual([]);
  });

  it('the first roll of every test (before Power dice) matches bandOdds(n) too', () => {
    const checked = [...firstRoll]
      .filter(([d, row]) => d >= 1 && row.reduce((a, b) => a + b, 0) >= MIN_SAMPLES)
      .map(([d]) => d);
    expect(checked.length).toBeGreaterThanOrEqual(8);
    expect(failures(firstRoll)).toEqual([]);
  });

  it('the check can fail: a loaded die, or the wrong number of dice, is caught', () => {
    const loaded: Counts = new Map();
    const shifted: Counts = new Map();
    const stream = streamFromSeed('loaded');
    // A die that turns a quarter of its 1s into 6s.
    const roll = (): number => {
      const f = stream.d6();
      return f === 1 && stream.int(0, 3) === 0 ? 6 : f;
    };
    for (const dice of [2, 3, 4]) {
      for (let i = 0; i < 20_000; i++) {
        const faces = Array.from({ length: dice }, roll);
        tally(loaded, dice, readRoll(faces).band);
        // Fair dice, but one more than claimed.
        const fair = Array.from({ length: dice + 1 }, () => stream.d6());
        tally(shifted, dice, readRoll(fair).band);
      }
    }
    expect(failures(loaded).map((c) => c.dice)).toEqual([2, 3, 4]);
    expect(failures(shifted).map((c) => c.dice)).toEqual([2, 3, 4]);
    // One die can never succeed (WT-R1): a single success is caught however many samples there are.
    const one: Counts = new Map();
    for (let i = 0; i < 6000; i++) tally(one, 1, bandForTotal(1 + (i % 6)));
    expect(failures(one)).toEqual([]);
    tally(one, 1, 'success');
    expect(failures(one).map((c) => c.impossibleSeen)).toEqual([true]);
  });
});

describe('event rolls', () => {
  /** Plays `eventPhase(phase)` on `trials` fresh games set up by `prepare`; the share of events. */
  function eventShare(
    seed: string,
    trials: number,
    phase: number,
    prepare: (g: ReturnType<typeof newGame>, env: ReturnType<typeof makeEnv>) => void,
  ) {
    const env = makeEnv(new SeededDice(streamFromSeed(seed)), strategy('ward-keeper'), seed);
    let fired = 0;
    const types = new Array<number>(7).fill(0);
    for (let i = 0; i < trials; i++) {
      const g = newGame(EXAMPLE_BUILD);
      prepare(g, env);
      g.phase = phase - 1;
      const event = eventPhase(g, env, phase);
      if (event > 0) fired++;
      types[event]!++;
    }
    return { share: fired / trials, types };
  }
  const within = (share: number, p: number, n: number) =>
    Math.abs(share - p) <= 4 * Math.sqrt((p * (1 - p)) / n);

  it('the first event fires 4 times in 6 when no rival is active, and each of the six events is equally likely', () => {
    const n = 20_000;
    const { share, types } = eventShare('first-event', n, 2, (g) =>
      expect(unattendedRivals(g)).toBe(0),
    );
    expect(within(share, 4 / 6, n)).toBe(true);
    const fired = types.slice(1).reduce((a, b) => a + b, 0);
    for (let e = 1; e <= 6; e++) expect(within(types[e]! / fired, 1 / 6, fired)).toBe(true);
    // Able to fail: the same count is far from the fourth event's 1 in 6.
    expect(within(share, 1 / 6, n)).toBe(false);
  });

  it('the fourth event fires 1 time in 6, and one unattended rival makes the first 8 times in 9', () => {
    expect(within(eventShare('fourth-event', 10_000, 8, () => {}).share, 1 / 6, 10_000)).toBe(true);
    const withRival = eventShare('rival', 10_000, 2, (g, env) => {
      // Event 6: an Enemy Wizard goes to war (the engine builds its stack).
      playEvent(g, env, 6, -1);
      expect(unattendedRivals(g)).toBe(1);
    });
    // The lowest of two dice is 4 or less unless both show 5 or 6: 1 − (2/6)².
    expect(within(withRival.share, 8 / 9, 10_000)).toBe(true);
  });
});
