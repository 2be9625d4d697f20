import { parseArgs } from 'node:util';
import { writeOutput } from '../files/write-files.ts';
import { Progress } from '../progress.ts';
import { RULEBOOK_GAMES, isRulebookGame } from '../rulebook/games.ts';
import { renderRulebookWithPages } from '../rulebook/index.ts';
import { siteFromEnv } from '../site-env.ts';
import { isStdout, outFlag, paperFlag, type Command, gameArgument } from '../command.ts';

export const rulesCommand: Command = {
  name: 'rules',
  summary: 'a game’s rulebook as a typeset PDF (A4 or Letter, or a booklet to fold)',
  usage: `tower-press rules ${RULEBOOK_GAMES.join('|')} [--paper a4|letter] [--booklet] [--quiet] --out FILE.pdf`,
  async run(args, out, err) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      strict: true,
      options: {
        paper: { type: 'string' },
        booklet: { type: 'boolean', default: false },
        quiet: { type: 'boolean', default: false },
        out: { type: 'string' },
      },
    });
    const game = gameArgument(positionals, RULEBOOK_GAMES, isRulebookGame);
    const paper = paperFlag(values.paper);
    const target = outFlag(values.out, '--out FILE.pdf is required');
    // The same address as the site's own rulebooks: SITE_URL + BASE_PATH, or no site links.
    const siteUrl = siteFromEnv().root;
    // Steps: reading the rules, typesetting, and for a booklet imposing the pages.
    const steps = values.booklet ? 3 : 2;
    const progress = new Progress('rules', steps, {
      unit: 'steps',
      quiet: values.quiet,
      after: 1000,
    });
    let pdf: Uint8Array;
    let pages: number;
    try {
      ({ pdf, pages } = await renderRulebookWithPages(game, {
        paper,
        booklet: values.booklet,
        siteUrl,
        onStep: (done) => progress.update(done),
      }));
    } finally {
      progress.clear();
    }
    await writeOutput(target, pdf);
    const what = values.booklet
      ? `booklet on ${pages / 2} sheet${pages > 2 ? 's' : ''} (${pages} sides)`
      : `${pages} pages`;
    (isStdout(target) ? err : out)(
      `Wrote ${values.out}: ${game} rulebook, ${paper}, ${what}, ${pdf.length.toLocaleString('en')} bytes`,
    );
    return 0;
  },
};
