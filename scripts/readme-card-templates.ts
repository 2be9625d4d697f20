/**
 * Rewrites the card manual's (docs/cards.md) list of card templates from the templates themselves (what
 * `tower-press cards --templates` prints). Run after changing a template:
 * node scripts/readme-card-templates.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { loadFonts } from '../generators/pdf/fonts-node.ts';
import { readmeWithTemplates } from '../generators/cards/readme-templates.ts';
import { templateGuides, templateGuideText } from '../src/print/cards/template-guide.ts';

const file = new URL('../docs/cards.md', import.meta.url);
const readme = readFileSync(file, 'utf8');
const next = readmeWithTemplates(readme, templateGuideText(templateGuides(loadFonts())));
if (next !== readme) writeFileSync(file, next);
console.log(
  next === readme
    ? 'docs/cards.md: the template list is current'
    : 'docs/cards.md: template list rewritten',
);
