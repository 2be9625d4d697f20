/**
 * What makes the site installable on a phone: a web app manifest and its icons, drawn from
 * the site's favicon with resvg. Written into dist/ after the build.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';

export const MANIFEST_FILE = 'manifest.webmanifest';
const PARCHMENT = '#f6f1e7';
const VIOLET = '#5a3fb0';

/** The favicon on a square background, the tower filling `share` of it (maskable icons keep a safe margin). */
function icon(favicon: string, size: number, share: number): Buffer {
  const inner = favicon
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/<title>.*?<\/title>/, '');
  const scale = (size * share) / 32;
  const offset = (size - 32 * scale) / 2;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" fill="${PARCHMENT}"/><g transform="translate(${offset} ${offset}) scale(${scale})">${inner}</g></svg>`;
  return new Resvg(svg).render().asPng();
}

/** Writes the manifest and icons into `dist`, for a site served at `basePath`. */
export function writeAppManifest(dist: string, publicDir: string, basePath: string): void {
  const favicon = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
  const icons = [
    { file: 'icon-192.png', size: 192, share: 0.8, purpose: 'any' },
    { file: 'icon-512.png', size: 512, share: 0.8, purpose: 'any' },
    { file: 'icon-maskable-512.png', size: 512, share: 0.6, purpose: 'maskable' },
    { file: 'apple-touch-icon.png', size: 180, share: 0.8, purpose: null },
  ];
  for (const { file, size, share } of icons)
    writeFileSync(join(dist, file), icon(favicon, size, share));
  const manifest = {
    // A stable identity, so a later change of start_url is the same installed app.
    id: basePath,
    name: 'Tower Press',
    short_name: 'Tower Press',
    description:
      'Rules, exact odds, printable sheets and maps for five wizard-and-tower games, offline at the table.',
    start_url: basePath,
    scope: basePath,
    display: 'standalone',
    background_color: PARCHMENT,
    theme_color: VIOLET,
    icons: icons
      .filter((i) => i.purpose)
      .map(({ file, size, purpose }) => ({
        src: `${basePath}${file}`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose,
      })),
  };
  writeFileSync(join(dist, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}
