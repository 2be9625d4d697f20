/**
 * Web Worker for the Tower-WizWar deck validator: reads an uploaded deck file (decode, parse,
 * check) off the page's thread, since a YAML file near the 2 MB limit takes seconds to parse
 * and the page must stay usable meanwhile.
 */
import { readDeckFile } from '../../print/cards/tower-wizwar-deck-file.ts';

self.onmessage = (event: MessageEvent<{ name: string; bytes: ArrayBuffer }>) => {
  const { name, bytes } = event.data;
  try {
    self.postMessage(readDeckFile(new Uint8Array(bytes), name));
  } catch (e) {
    self.postMessage({ problems: [`${name}: could not be read: ${(e as Error).message}`] });
  }
};
