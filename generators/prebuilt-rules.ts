/**
 * The rulebooks the site offers, made when the site builds (astro.config.mjs) with the CLI's own
 * code: every game, A4 and Letter, book and booklet, written under public/generated/rules/ (not
 * committed). Each game's book model is built once and typeset four times.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { writeOutput } from './files/write-files.ts';
import { buildBookModel } from './rulebook/book.ts';
import { RULEBOOK_GAMES } from './rulebook/games.ts';
import { renderModel } from './rulebook/index.ts';
import { rulebookPath } from './rulebook/paths.ts';

/** Writes every rulebook under `publicDir`; returns how many files. `siteUrl` is SITE_URL + BASE_PATH or undefined. */
export async function writePrebuiltRules(
  publicDir: string,
  siteUrl: string | undefined,
): Promise<number> {
  await mkdir(join(publicDir, 'generated', 'rules'), { recursive: true });
  let count = 0;
  for (const game of RULEBOOK_GAMES) {
    const model = await buildBookModel(game);
    for (const paper of ['a4', 'letter'] as const) {
      for (const booklet of [false, true]) {
        const { pdf } = renderModel(model, { paper, booklet, siteUrl });
        await writeOutput(
          join(publicDir, rulebookPath(game, paper, booklet ? 'booklet' : 'rules')),
          pdf,
        );
        count++;
      }
    }
  }
  return count;
}
