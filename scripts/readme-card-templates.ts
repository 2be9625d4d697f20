/**
 * Rewrites the README's list of card templates from the templates themselves (what
 * `tower-press cards --templates` prints). Run after changing a template:
 * node scripts/readme-card-templates.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { loadFonts } from '../generators/pdf/fonts-node.ts';
import { readmeWithTemplates } from '../generators/cards/readme-templates.ts';
import { templateGuides, templateGuideText } from '../src/print/cards/template-guide.ts';

const file = new URL('../README.md', import.meta.url);
const readme = readFileSync(file, 'utf8');
const next = readmeWithTemplates(readme, templateGuideText(templateGuides(loadFonts())));
if (next !== readme) writeFileSync(file, next);
console.log(
  next === readme
    ? 'README.md: the template list is current'
    : 'README.md: template list rewritten',
);
