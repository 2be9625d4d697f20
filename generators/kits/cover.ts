/**
 * What a kit's cover says (typeset by kit-document.ts): the title and credit, every part with
 * its pages, how it prints and the sheets it takes, how to print the whole kit in one job, and
 * what else to bring.
 */
import { BRING, type MakeOptions, type PartSpec } from './contents.ts';
import type { Kit, KitPart } from './kit.ts';
import { TYPST_PAPER } from './kit-document.ts';
import type { PageSize } from './plan.ts';
import { gameCredit, publicUrl, type KitGame, type PaperId } from './sources.ts';
import { plural } from '../../src/lib/text.ts';

const PAPER_NAME: Record<PaperId, string> = { a4: 'A4', letter: 'US Letter' };

/** What a blank back says, so nobody wonders whether a page failed to print. */
export const BLANK_BACK_TEXT = 'This side intentionally blank';

const range = (from: number, to: number): string => (from === to ? `${from}` : `${from}–${to}`);
const pagesOf = (list: readonly KitPart[]) =>
  `${list.length === 1 && list[0]!.from === list[0]!.to ? 'page' : 'pages'} ${list.map((p) => range(p.from, p.to)).join(', ')}`;

/** How to print the kit, for the cover: one job, and what the decks' pages need. */
function printingNotes(paper: PaperId, kit: Omit<Kit, 'bytes'>, specs: readonly PartSpec[]) {
  const ofKind = (kind: PartSpec['kind']) =>
    kit.parts.filter((p) => specs.some((s) => s.id === p.id && s.kind === kind));
  const decks = ofKind('deck-with-backs');
  const tests = ofKind('alignment-test');
  const size = `Print at actual size (100 %, “no scaling”), not “fit to page”, on ${PAPER_NAME[paper]} paper.`;
  if (kit.duplex)
    return [
      `Print all pages double-sided, flip on the long edge: one print job, ${plural(kit.pages, 'page')} on ${plural(kit.sheets, 'sheet')} of paper.`,
      size,
      `Every part starts on the front of a sheet; a page meant for one side only has a blank back that says so. The quick reference is on the back of this cover: keep it at the table.`,
      ...(decks.length
        ? [
            `Card decks (${pagesOf(decks)}): each page of fronts is followed by its backs, so every back lands behind its front.${tests.length ? ` To check your printer first, print the last sheet alone (${pagesOf(tests)}, the alignment test) and hold it up to the light.` : ''}`,
          ]
        : []),
    ];
  return [
    `Print all pages one-sided: one print job, ${plural(kit.pages, 'page')} on ${plural(kit.sheets, 'sheet')} of paper. Nothing is printed on the backs.`,
    size,
    ...(decks.length
      ? [
          `Card decks (${pagesOf(decks)}) are laid out to fold: each sheet holds fronts and their backs; fold it on the dashed line, faces out, then cut along the marks.${tests.length ? ` To check the fold first, print the last page alone (${pagesOf(tests)}, the alignment test).` : ''}`,
        ]
      : []),
    'A printer that prints on both sides saves paper with the double-sided edition of this kit.',
  ];
}

/**
 * The cover's data (kit.json). `make` holds the options the parts were made with, the seed as
 * the fonts can print it.
 */
export function coverData(
  game: KitGame,
  make: MakeOptions,
  kit: Omit<Kit, 'bytes'>,
  specs: readonly PartSpec[],
  blanks: readonly PageSize[],
) {
  const { duplex, paper } = make;
  const credit = gameCredit(game);
  const printedAs = (part: KitPart, i: number): string => {
    if (!duplex) return specs[i - 2]?.kind === 'deck-with-backs' ? 'one side, folded' : 'one side';
    if (i === 0) return 'front';
    if (i === 1) return 'back of the cover';
    return part.sides === 'single' ? 'front, blank back' : 'both sides';
  };
  const rows = kit.parts.map((p, i) => ({
    pages: range(p.from, p.to),
    title: p.title,
    note:
      i === 0
        ? 'what is inside and how to print it'
        : i === 1
          ? 'the numbers you look up most, on one page'
          : specs[i - 2]!.note(make),
    print: printedAs(p, i),
    sheets: i === 1 && duplex ? '–' : String(p.sheets),
  }));
  const edition = duplex ? 'double-sided' : 'one-sided';
  return {
    documentTitle: `${credit.title}: print-and-play kit (${PAPER_NAME[paper]}, ${edition})`,
    title: credit.title,
    subtitle: `Print-and-play kit · ${PAPER_NAME[paper]} · ${edition} · ${plural(kit.pages, 'page')}, ${plural(kit.sheets, 'sheet')} of paper`,
    credit: credit.credit,
    licence: credit.licence,
    typstPaper: TYPST_PAPER[paper],
    pages: String(kit.pages),
    footer: `${credit.title} · print-and-play kit`,
    rows,
    printing: printingNotes(paper, kit, specs),
    bring: BRING[game],
    site: publicUrl(make.siteRoot, `/${game}/`) ?? null,
    blanks,
    blankText: BLANK_BACK_TEXT,
  };
}
