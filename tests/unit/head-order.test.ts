import { expect, test } from 'vitest';
import { stylesheetsBeforeFontPreloads } from '../../generators/site/head-order.ts';

const font = (name: string) =>
  `<link rel="preload" href="/_astro/${name}.woff2" as="font" type="font/woff2" crossorigin>`;
const print = '<link rel="stylesheet" href="/_astro/print.css" media="print">';
const main = '<link rel="stylesheet" href="/_astro/main.css">';
const module = '<script type="module" src="/_astro/page.js"></script>';

test('font preloads move to just after the last stylesheet, in their order', () => {
  const page =
    `<!DOCTYPE html><html><head>${font('a')}${font('b')}<meta charset="utf-8"/>` +
    `<title>T</title>${print}${main}${module}</head><body><p>x</p></body></html>`;
  expect(stylesheetsBeforeFontPreloads(page)).toBe(
    `<!DOCTYPE html><html><head><meta charset="utf-8"/>` +
      `<title>T</title>${print}${main}${font('a')}${font('b')}${module}</head><body><p>x</p></body></html>`,
  );
});

test('a page without a stylesheet or without font preloads is left as it is', () => {
  const noSheet = `<html><head>${font('a')}<title>T</title></head><body></body></html>`;
  const noFonts = `<html><head><title>T</title>${main}</head><body></body></html>`;
  expect(stylesheetsBeforeFontPreloads(noSheet)).toBe(noSheet);
  expect(stylesheetsBeforeFontPreloads(noFonts)).toBe(noFonts);
});

test('other preloads and anything in the body stay where they are', () => {
  const image = '<link rel="preload" href="/map.png" as="image">';
  const page = `<html><head>${image}${font('a')}${main}</head><body>${font('b')}</body></html>`;
  expect(stylesheetsBeforeFontPreloads(page)).toBe(
    `<html><head>${image}${main}${font('a')}</head><body>${font('b')}</body></html>`,
  );
});

test('moving twice changes nothing more', () => {
  const page = `<html><head>${font('a')}${main}</head><body></body></html>`;
  const once = stylesheetsBeforeFontPreloads(page);
  expect(stylesheetsBeforeFontPreloads(once)).toBe(once);
});
