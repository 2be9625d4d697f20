/**
 * Where a book model comes from. In this repository it is built from content/ (book.ts, which
 * runs the MDX compiler). The packed CLI has no content/ and no compiler: `npm pack` writes every
 * model into dist-cli/rulebooks.json beside the compiled CLI (scripts/build-cli.ts), and the CLI
 * reads them from there. Same model, same bytes.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { BookModel } from './model.ts';

/** The packed models file: beside this module once compiled into dist-cli/, absent in the sources. */
const PACKED = new URL('./rulebooks.json', import.meta.url);

let packed: Record<string, BookModel> | null | undefined;

export async function loadBookModel(game: string): Promise<BookModel> {
  packed ??= existsSync(PACKED) ? (JSON.parse(readFileSync(PACKED, 'utf8')) as never) : null;
  if (packed) {
    const model = packed[game];
    if (!model) throw new Error(`No rulebook for the game "${game}"`);
    return model;
  }
  // Loaded by address so esbuild leaves it out of the packed CLI (which never takes this path).
  const book = new URL('./book.ts', import.meta.url).href;
  const { buildBookModel } = (await import(book)) as typeof import('./book.ts');
  return buildBookModel(game);
}
