/** Small text helpers shared by pages, PDFs and the CLI. */

/** "1 sheet", "3 sheets"; `many` for irregular plurals. */
export const plural = (n: number, one: string, many = `${one}s`): string =>
  `${n} ${n === 1 ? one : many}`;

/** `text` as a literal inside a regular expression. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
