/**
 * What the engine is played with, kept apart from the game state: where dice and cards come
 * from, who makes the choices, and the optional journal and trace sinks. In Monte Carlo runs
 * the sinks are null, and the engine builds no text and no records.
 */
import type { ActionId } from '../outcomes.ts';
import type { BandId } from '../bands.ts';
import type { Stream } from '../../../lib/seed.ts';
import { newQuestion, type Policy, type Question } from './decisions.ts';

/** Where dice come from. The seeded source reads a stream; the play companion may ask the player. */
export interface DiceSource {
  /** Rolls `count` d6 into `out[from …]`; `why` says what the roll is for. */
  roll(count: number, out: number[], from: number, why: string): void;
  /** A random whole number from 0 to max for drawing a card: never typed in by the player. */
  cardIndex(max: number): number;
}

export class SeededDice implements DiceSource {
  readonly stream: Stream;
  constructor(stream: Stream) {
    this.stream = stream;
  }
  /**
   * One generator draw per die. Packing several dice into one wide draw makes fewer calls, but
   * a range that changes from call to call costs a floating-point division and remainder each
   * time; a d6 draw's fixed range compiles to integer arithmetic. Measured, the engine is no
   * slower, and its draws are exactly what the benchmark's RNG-bound baseline times.
   */
  roll(count: number, out: number[], from: number): void {
    this.stream.fillD6(out, from, from + count);
  }
  cardIndex(max: number): number {
    return this.stream.int(0, max);
  }
}

/** One test roll, for the machine trace (`--trace`). */
export interface TestRecord {
  month: number;
  phase: number;
  action: ActionId | 'domainIssue' | 'researchChallenge';
  /** Dice rolled before any Power dice (0: an automatic result). */
  dice: number;
  /** Every die rolled, in order, Power dice last. */
  faces: number[];
  total: number;
  band: BandId;
}

export interface JournalEntry {
  month: number;
  phase: number;
  text: string;
}

export interface Sinks {
  journal: ((entry: JournalEntry) => void) | null;
  trace: ((record: TestRecord) => void) | null;
}

export interface Env extends Sinks {
  dice: DiceSource;
  policy: Policy;
  /** Seed text: names in the journal are drawn from it, not from the dice. */
  seed: string;
  /** The reusable question. */
  q: Question;
  /** The last test roll: faces (reused buffer), how many, total and band. */
  faces: number[];
  faceCount: number;
  baseDice: number;
  total: number;
  /** Which event roll is being played, for the cause of death. */
  eventName: string;
  /** The tower attack being fought, for the cause of death. */
  attackName: string;
  /** Buffers the phases reuse from call to call, so the hot path allocates nothing. */
  scratch: Scratch;
}

/**
 * Scratch space belongs to one game's `Env`, never to a module: a policy may then play other
 * games with the same engine while it decides (looking ahead) without touching this one.
 */
export interface Scratch {
  /** A single-die roll. */
  die: number[];
  /** Cards drawn to slide under a stack. */
  drawn: number[];
  /** An event roll's dice: the wizard's own die first, then one per unattended rival. */
  eventDice: number[];
  /** The stack index of the rival behind each event die (from index 1). */
  eventRivals: number[];
  /** Phase 9: one die per unattended stack. */
  growthDice: number[];
  /** Phase 7: the ids of the Quests whose turn has come this phase (WT-R40). */
  questsDone: number[];
  /** A tower attack's waves, in order; NO_CARD once a wave is beaten or gone. */
  waveCards: number[];
  /** Whether each wave came from the rival's stack. */
  waveFromRival: boolean[];
}

export function makeEnv(
  dice: DiceSource,
  policy: Policy,
  seed: string,
  sinks: Partial<Sinks> = {},
): Env {
  return {
    dice,
    policy,
    seed,
    journal: sinks.journal ?? null,
    trace: sinks.trace ?? null,
    q: newQuestion(),
    faces: new Array<number>(64).fill(0),
    faceCount: 0,
    baseDice: 0,
    total: 0,
    eventName: '',
    attackName: '',
    scratch: {
      die: [0],
      drawn: [],
      eventDice: [],
      eventRivals: [],
      growthDice: [],
      questsDone: [],
      waveCards: [],
      waveFromRival: [],
    },
  };
}
