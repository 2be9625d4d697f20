// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import starlightSidebarTopics from 'starlight-sidebar-topics';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join, resolve } from 'node:path';
import { readFileSync } from 'node:fs';
import { siteFromEnv } from './generators/site-env.ts';
import { satteri } from '@astrojs/markdown-satteri';
import { baseLinksPlugin } from './src/markdown/base-links.ts';
import { publishChecks } from './generators/site/integration.ts';
import { glossaryHastPlugin } from './src/site/rehype-glossary.ts';
import { GAMES } from './src/games/index.ts';
import { sidebarTopic } from './src/games/pages.ts';
import { cspIntegration } from './generators/site/csp.ts';
import { anchorIconIntegration } from './generators/site/anchor-icons.ts';

// Where the site is published: SITE_URL (its address, optional) and BASE_PATH (default "/").
// Without SITE_URL pages carry no canonical address and there is no sitemap.
const { siteUrl, basePath } = siteFromEnv();

/**
 * Writes the blank printable sheets and card sheets into public/generated/ before Astro copies public/, in
 * dev and build alike. The generators run on Node itself (loaded by path, not bundled), the
 * same code as the CLI.
 */
const prebuiltSheets = () => ({
  name: 'tower-press:prebuilt-pdfs',
  hooks: {
    'astro:config:setup': async (
      /** @type {{ command: string, config: { publicDir: URL }, logger: { info(m: string): void } }} */ {
        command,
        config,
        logger,
      },
    ) => {
      // Only builds and the dev server need them; preview serves what the build made.
      if (command !== 'build' && command !== 'dev') return;
      // Node's own import(), not Vite's: the config is loaded through Vite (a plugin ships
      // TypeScript from node_modules), and Vite's module runner is closed by the time hooks run.
      const nativeImport = /** @type {(url: string) => Promise<any>} */ (
        new Function('url', 'return import(url)')
      );
      const load = (/** @type {string} */ file) => nativeImport(pathToFileURL(resolve(file)).href);
      const publicDir = fileURLToPath(config.publicDir);
      const root = fileURLToPath(new URL('.', import.meta.url));
      const { runCached } = await load('generators/site/prebuilt-cache.ts');
      const siteRoot = `site root: ${siteFromEnv().root ?? ''}`;
      // What each step's files are made from: its inputs' contents, the code that draws them
      // (src/, generators/) and the packages (package-lock.json). Unchanged, a step is skipped.
      const code = ['package.json', 'package-lock.json', 'src', 'generators'];
      const run = (
        /** @type {string} */ name,
        /** @type {string[]} */ inputs,
        /** @type {string[]} */ settings,
        /** @type {() => Promise<number>} */ make,
      ) => runCached(root, join(publicDir, 'generated'), { name, inputs, settings, run: make });
      const started = Date.now();
      const sheets = await run('sheets', code, [], async () =>
        (await load('generators/prebuilt-sheets.ts')).writePrebuiltSheets(publicDir),
      );
      const cards = await run('cards', [...code, 'content/cards', 'examples'], [], async () =>
        (await load('generators/prebuilt-cards.ts')).writePrebuiltCards(publicDir),
      );
      const rules = await run('rules', [...code, 'content'], [siteRoot], async () =>
        (await load('generators/prebuilt-rules.ts')).writePrebuiltRules(
          publicDir,
          siteFromEnv().root,
        ),
      );
      const chronicle = await run('chronicle', code, [], async () =>
        (await load('generators/prebuilt-chronicle.ts')).writePrebuiltChronicle(publicDir),
      );
      // Kits last: they reuse the card sheets, blank sheets and rulebooks written above.
      const kits = await run(
        'kits',
        [...code, 'content', 'examples'],
        [siteRoot, sheets.key, cards.key, rules.key],
        async () =>
          (await load('generators/prebuilt-kits.ts')).writePrebuiltKits(
            publicDir,
            siteFromEnv().root,
          ),
      );
      const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
      const cli = await run('cli', [...code, 'bin', 'scripts', 'README.md'], [], async () => {
        (await load('generators/site/cli-package.ts')).writeCliPackage(publicDir, version);
        return 1;
      });
      const made = [sheets, cards, rules, chronicle, kits, cli].filter(
        (step) => !step.cached,
      ).length;
      logger.info(
        `${sheets.count} blank sheets, ${cards.count} card sheets and previews, ${rules.count} rulebooks, ${chronicle.count} sample chronicles, ${kits.count} print-and-play kits and the CLI package in public/generated/ (${made} of 6 steps made, the rest unchanged; ${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
    },
  },
});

/**
 * Glossary keyword links: adds our hast plugin to the Markdown processor (Sätteri, which MDX
 * uses too), the way Starlight adds its own, so it runs whatever processor options are set.
 */
const glossaryLinks = (/** @type {string} */ basePath) => ({
  name: 'tower-press:glossary-links',
  hooks: {
    'astro:config:setup': (
      /** @type {{ config: { markdown: { processor?: { name: string, options: { hastPlugins?: unknown[] } } } }, logger: { warn(m: string): void } }} */ {
        config,
        logger,
      },
    ) => {
      const processor = config.markdown.processor;
      if (!processor?.options?.hastPlugins) {
        logger.warn(
          `Glossary links need the Sätteri Markdown processor; "${processor?.name}" has no hast plugins.`,
        );
        return;
      }
      processor.options.hastPlugins.push(
        glossaryHastPlugin(
          GAMES.map((game) => game.glossary),
          basePath,
        ),
      );
    },
  },
});

export default defineConfig({
  site: siteUrl,
  base: basePath,
  trailingSlash: 'ignore',
  // Astro 7's Markdown engine (Sätteri) runs hast plugins of its own kind, not rehype's.
  markdown: { processor: satteri({ hastPlugins: [baseLinksPlugin(basePath)] }) },
  vite: {
    resolve: {
      // Starlight's search imports the Pagefind interface in every page's idle time; we make it
      // when search is about to be used instead (the JS budget): see the file.
      alias: [
        {
          find: /^@pagefind\/default-ui$/,
          replacement: fileURLToPath(new URL('./src/widgets/kit/site-search.ts', import.meta.url)),
        },
      ],
    },
    build: {
      // pdfkit's browser build (about 1.4 MB) is one chunk, loaded only when a PDF is asked for.
      chunkSizeWarningLimit: 2000,
      rolldownOptions: {
        // Astro marks every MDX page's module "use astro:head-inject" for its own use; the
        // bundler's notice that it may drop the directive is about Astro, not our pages.
        onwarn(warning, warn) {
          if (
            warning.code === 'MODULE_LEVEL_DIRECTIVE' &&
            /astro:head-inject/.test(warning.message)
          )
            return;
          warn(warning);
        },
      },
    },
  },
  // Starlight brings its own MDX integration (@astrojs/mdx 8).
  integrations: [
    prebuiltSheets(),
    glossaryLinks(basePath),
    starlight({
      title: 'Tower Press',
      description: 'Rules, exact odds, printable sheets and maps for five wizard-and-tower games.',
      favicon: '/favicon.svg',
      // Our docs live in content/, outside src/: Starlight must still add heading anchor links there.
      markdown: { processedDirs: ['./content'] },
      customCss: [
        './src/fonts/web-fonts.css',
        './src/styles/fonts.css',
        './src/styles/theme.css',
        './src/styles/print.css',
        './src/styles/widgets.css',
        './src/styles/widget-kit.css',
        './src/styles/sth-widgets.css',
        './src/styles/glossary.css',
      ],
      components: {
        Search: './src/components/Search.astro',
        Sidebar: './src/components/Sidebar.astro',
        Head: './src/components/Head.astro',
        MarkdownContent: './src/components/MarkdownContent.astro',
      },
      routeMiddleware: './src/route-data.ts',
      plugins: [
        starlightSidebarTopics(
          GAMES.map(sidebarTopic),
          // The home page and the 404 page are the entrance: they show the game list, no sidebar;
          // so does the command-line tool page, which serves every game.
          { exclude: ['/', '/404', '/cli'] },
        ),
      ],
    }),
    // Heading link icons drawn once by CSS instead of in every heading: before the pages are hashed.
    anchorIconIntegration(),
    // Content-Security-Policy meta tags and _headers: after the pages are final, before the
    // service worker hashes them.
    cspIntegration(),
    // After Starlight, so the search index exists when the service worker lists what to keep offline.
    publishChecks({ basePath }),
  ],
});
