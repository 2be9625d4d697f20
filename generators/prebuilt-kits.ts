/**
 * The print-and-play kits the site offers, one per game, paper and edition (double-sided, and
 * one-sided for printers without duplex), built with the CLI's code when the site builds:
 * generated/kits/<game>-kit-<a4|letter>[-no-duplex].pdf, and beside each a small
 * JSON file with its pages, sheets of paper and parts (what the "Print and play" section
 * shows). Parts the build has already written (card sheets, blank sheets, rulebooks) are
 * read back rather than made twice: they are the same bytes.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { renderKit, type Kit } from './kits/kit.ts';
import { KIT_GAMES, PAPER_IDS, type KitGame, type PaperId } from './kits/sources.ts';
import { writeOutput } from './files/write-files.ts';
import { KIT_EDITIONS, kitFactsPath, kitPath, type KitFacts } from '../src/site/printables.ts';

export const kitFacts = (kit: Kit): KitFacts => ({
  duplex: kit.duplex,
  pages: kit.pages,
  sheets: kit.sheets,
  parts: kit.parts.map(({ title, from, to, sides, sheets }) => ({
    title,
    from,
    to,
    sides,
    sheets,
  })),
});

export async function writePrebuiltKits(
  publicDir: string,
  siteRoot: string | undefined,
  games: readonly KitGame[] = KIT_GAMES,
  papers: readonly PaperId[] = PAPER_IDS,
): Promise<number> {
  await mkdir(join(publicDir, 'generated', 'kits'), { recursive: true });
  const prebuilt = (sitePath: string) => {
    const file = join(publicDir, sitePath);
    return existsSync(file) ? new Uint8Array(readFileSync(file)) : undefined;
  };
  let count = 0;
  for (const game of games)
    for (const paper of papers)
      for (const edition of KIT_EDITIONS) {
        const duplex = edition === 'duplex';
        const kit = await renderKit(game, { paper, duplex, siteRoot, prebuilt });
        await writeOutput(join(publicDir, kitPath(game, paper, edition)), kit.bytes);
        await writeOutput(
          join(publicDir, kitFactsPath(game, paper, edition)),
          new TextEncoder().encode(JSON.stringify(kitFacts(kit))),
        );
        count++;
      }
  return count;
}
