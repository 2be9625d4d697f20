/**
 * The card manual's (docs/cards.md) copy of `tower-press cards --templates`: the text between two markers in the
 * cards section. `node scripts/readme-card-templates.ts` rewrites it; a unit test fails when it
 * differs from what the command prints, so the two cannot drift apart.
 */
const BEGIN = /<!-- cards-templates:begin[^>]*-->\n/;
const END = '<!-- cards-templates:end -->';

/** The card manual with the listing put between the markers (as a plain-text code block). */
export function readmeWithTemplates(readme: string, listing: string): string {
  const begin = BEGIN.exec(readme);
  const end = readme.indexOf(END);
  if (!begin || end < begin.index)
    throw new Error(`docs/cards.md has no "<!-- cards-templates:begin -->" … "${END}" block`);
  const start = begin.index + begin[0].length;
  return `${readme.slice(0, start)}\n\`\`\`text\n${listing}\n\`\`\`\n\n${readme.slice(end)}`;
}
