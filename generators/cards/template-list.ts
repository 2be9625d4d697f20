/**
 * `tower-press cards --templates [--json]`: every card template, its fields and an example, as
 * readable text or as JSON for tools. The words and numbers come from the templates
 * (src/print/cards/template-guide.ts); the README shows the same text.
 */
import { LIMITS, CARD_SIZES } from '../../src/print/cards/schema.ts';
import { templateGuides, templateGuideText } from '../../src/print/cards/template-guide.ts';
import { loadFonts } from '../pdf/fonts-node.ts';
import { UsageError } from '../command.ts';

/** Flags that only make sense when printing cards; `--templates` takes none of them. */
const LISTING_FLAGS = new Set(['--templates', '--json']);

export function listTemplates(args: readonly string[], json: boolean, out: (t: string) => void) {
  if (!args.includes('--templates'))
    throw new UsageError('--json goes with --templates (tower-press cards --templates --json)');
  const other = args.find((a) => !LISTING_FLAGS.has(a));
  if (other !== undefined)
    throw new UsageError(`--templates takes nothing else (only --json), got "${other}"`);
  const guides = templateGuides(loadFonts());
  if (!json) {
    out(templateGuideText(guides));
    return 0;
  }
  out(
    JSON.stringify(
      {
        cardSizes: CARD_SIZES,
        limits: { line: LIMITS.line, word: LIMITS.word, lines: LIMITS.lines },
        templates: guides,
      },
      null,
      2,
    ),
  );
  return 0;
}
