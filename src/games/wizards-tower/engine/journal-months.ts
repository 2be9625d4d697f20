/**
 * The journal grouped for display: by month, then by phase. Its own small module, so the
 * pages that show a journal load only this, not the engine's journal writer.
 */
import { PHASES } from '../phases.ts';
import type { JournalEntry } from './env.ts';
import { monthOfYear, yearOf } from './state.ts';

/** One month of the journal: its heading, then one paragraph per phase (the phase name, then its entries). */
export interface JournalMonth {
  /** The month counted from the start of the game (1 = month 1 of year 1). */
  month: number;
  heading: string;
  phases: { name: string; texts: string[] }[];
}

/** Groups journal entries by month and phase, in the order they were written. */
export function journalMonths(entries: readonly JournalEntry[]): JournalMonth[] {
  const months: JournalMonth[] = [];
  let month = 0;
  let phase = -1;
  for (const e of entries) {
    if (e.month !== month) {
      month = e.month;
      phase = -1;
      months.push({
        month,
        heading: `Month ${monthOfYear(month)} of year ${yearOf(month)}`,
        phases: [],
      });
    }
    const current = months[months.length - 1]!;
    if (e.phase !== phase) {
      phase = e.phase;
      current.phases.push({ name: PHASES[phase - 1]?.name ?? '', texts: [] });
    }
    current.phases[current.phases.length - 1]!.texts.push(e.text);
  }
  return months;
}
