/** The `hyphen` package ships no types: the one call the chronicle makes. */
declare module 'hyphen/en-us/index.js' {
  const en: {
    hyphenateSync(text: string, options?: { hyphenChar?: string; minWordLength?: number }): string;
  };
  export default en;
}
