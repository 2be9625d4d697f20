/**
 * SOURCE_DATE_EPOCH (reproducible-builds.org): the date every PDF carries, in whole seconds since
 * 1970. Unset or empty, PDFs carry the fixed date (src/print/document.ts), as the site's do.
 */
import { FIXED_DATE } from '../../src/print/document.ts';

/** The date PDFs carry, or what is wrong with SOURCE_DATE_EPOCH. */
export function sourceDateEpoch(
  env: NodeJS.ProcessEnv = process.env,
): { date: Date } | { problem: string } {
  const text = env.SOURCE_DATE_EPOCH;
  if (text === undefined || text === '') return { date: FIXED_DATE };
  // Up to year 9999: PDF dates have four-digit years.
  if (!/^\d{1,12}$/.test(text) || Number(text) > 253402300799)
    return {
      problem: `SOURCE_DATE_EPOCH must be whole seconds since 1970-01-01 (up to 253402300799), got "${text}"`,
    };
  return { date: new Date(Number(text) * 1000) };
}
