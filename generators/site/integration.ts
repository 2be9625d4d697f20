/**
 * After the build: the app manifest and icons, a check that every internal link works under
 * the base path (a broken one fails the build), then the service worker over the finished
 * dist/. Loaded by path from astro.config.mjs, like the prebuilt sheets.
 */
import { fileURLToPath } from 'node:url';
import { writeAppManifest } from './app-manifest.ts';
import { brokenLinks } from './check-links.ts';
import { writeServiceWorker } from './service-worker.ts';

interface Logger {
  info(message: string): void;
}

export function publishChecks({ basePath }: { basePath: string }) {
  let publicDir = '';
  return {
    name: 'tower-press:publish',
    hooks: {
      'astro:config:done': ({ config }: { config: { publicDir: URL } }) => {
        publicDir = fileURLToPath(config.publicDir);
      },
      'astro:build:done': async ({ dir, logger }: { dir: URL; logger: Logger }) => {
        const dist = fileURLToPath(dir);
        writeAppManifest(dist, publicDir, basePath);
        const broken = brokenLinks(dist, basePath);
        if (broken.length) {
          throw new Error(
            `${broken.length} broken internal link${broken.length > 1 ? 's' : ''}:\n  ${broken.join('\n  ')}`,
          );
        }
        logger.info(`every internal link resolves under ${basePath}`);
        const { count, size, later } = await writeServiceWorker(dist, basePath);
        logger.info(
          `service worker precaches ${count} files (${(size / 1e6).toFixed(2)} MB); the page then stores ${later.urls.length} more (${(later.bytes / 1e6).toFixed(2)} MB: PDF library, fonts, deck reader, all-rules pages)`,
        );
      },
    },
  };
}
