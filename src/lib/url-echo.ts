/**
 * Quoting a value from a link back to the reader. A link can carry megabytes (a 60,000-character
 * `?src=` took a page 11–21 s to show whole), so a note never repeats more than ECHO_MAX
 * characters of it: the start, "…", and how long the value was. The length is looked at before
 * anything else is done with the value.
 */

/** The most characters (code points) of a value a note repeats; Monte Carlo's links used 64 first. */
export const ECHO_MAX = 64;

/** The first `max` code points of `text` (no character split in half), and whether more followed. */
function head(text: string, max: number): { start: string; cut: boolean } {
  // `max` code points take at most 2 × max UTF-16 units: nothing beyond that is looked at.
  if (text.length <= max) return { start: text, cut: false };
  const points = Array.from(text.slice(0, 2 * max + 1));
  return points.length > max
    ? { start: points.slice(0, max).join(''), cut: true }
    : { start: text, cut: false };
}

/** Code points in `text` (an emoji is one), counted without building an array. */
function countPoints(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0xdc00 || c > 0xdfff || i === 0 || (text.charCodeAt(i - 1) & 0xfc00) !== 0xd800) n++;
  }
  return n;
}

/** `text` whole when short, else its first `max` characters and "…" (no quotes, no length). */
export function echoValue(text: string, max: number = ECHO_MAX): string {
  const { start, cut } = head(text, max);
  return cut ? `${start}…` : text;
}

/** `text` as a note quotes it: “whole” when short, else “its start…” and its length. */
export function quoteValue(text: string, max: number = ECHO_MAX): string {
  const { start, cut } = head(text, max);
  if (!cut) return `“${text}”`;
  return `“${start}…” (${countPoints(text).toLocaleString('en')} characters; only the first ${max} are shown)`;
}

/** A link parameter as a note quotes it: “name=value”, the value cut like quoteValue. */
export function quoteParam(name: string, value: string, max: number = ECHO_MAX): string {
  const { start, cut } = head(value, max);
  if (!cut) return `“${name}=${value}”`;
  return `“${name}=${start}…” (${countPoints(value).toLocaleString('en')} characters; only the first ${max} are shown)`;
}

/** Several values quoted, at most `shown` of them, then how many more there were. */
export function quoteList(values: readonly string[], shown = 3): string {
  const quoted = values.slice(0, shown).map((v) => quoteValue(v));
  const more = values.length - quoted.length;
  return more > 0
    ? `${quoted.join(', ')} and ${more.toLocaleString('en')} more`
    : quoted.join(', ');
}
