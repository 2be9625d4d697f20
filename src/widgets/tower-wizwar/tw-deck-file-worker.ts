/**
 * Web Worker for the Tower-WizWar deck validator: reads an uploaded deck file and the CSV files
 * its cards come from (decode, parse, check) off the page's thread, since a YAML file near the
 * 2 MB limit takes seconds to parse and the page must stay usable meanwhile.
 */
import { readChosenDeckFiles } from '../../print/cards/tower-wizwar-deck-file.ts';
import { parseCsvTableInBrowser } from '../../print/cards/csv-table-browser.ts';

/** The files chosen: a deck file, and the CSV files its cards come from, if any. */
export type DeckFilesMessage = { name: string; bytes: ArrayBuffer }[];

self.onmessage = (event: MessageEvent<DeckFilesMessage>) => {
  const files = event.data.map((f) => ({ name: f.name, bytes: new Uint8Array(f.bytes) }));
  try {
    self.postMessage(readChosenDeckFiles(files, parseCsvTableInBrowser));
  } catch (e) {
    const names = files.map((f) => f.name).join(', ');
    self.postMessage({ problems: [`${names}: could not be read: ${(e as Error).message}`] });
  }
};
