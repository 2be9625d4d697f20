/**
 * SOURCE_DATE_EPOCH (reproducible-builds.org): the date every PDF carries, in whole seconds since
 * 1970. Unset or empty, PDFs carry the fixed date (src/print/document.ts), as the site's do.
 */
import { FIXED_DATE, setPrintDate } from '../../src/print/document.ts';

/** What is wrong with SOURCE_DATE_EPOCH, or null once the date is set from it (or it is unset). */
export function applySourceDateEpoch(env: NodeJS.ProcessEnv = process.env): string | null {
  const text = env.SOURCE_DATE_EPOCH;
  // Reset each time: main() may run more than once in a process (the tests do).
  setPrintDate(FIXED_DATE);
  if (text === undefined || text === '') return null;
  // Up to year 9999: PDF dates have four-digit years.
  if (!/^\d{1,12}$/.test(text) || Number(text) > 253402300799)
    return `SOURCE_DATE_EPOCH must be whole seconds since 1970-01-01 (up to 253402300799), got "${text}"`;
  setPrintDate(new Date(Number(text) * 1000));
  return null;
}
