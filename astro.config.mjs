// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import starlightSidebarTopics from 'starlight-sidebar-topics';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { readFileSync } from 'node:fs';
import { siteFromEnv } from './generators/site-env.ts';
import { satteri } from '@astrojs/markdown-satteri';
import { baseLinksPlugin } from './src/markdown/base-links.ts';
import { publishChecks } from './generators/site/integration.ts';

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
    'astro:config:setup': async (/** @type {{ command: string, config: { publicDir: URL }, logger: { info(m: string): void } }} */ { command, config, logger }) => {
      // Only builds and the dev server need them; preview serves what the build made.
      if (command !== 'build' && command !== 'dev') return;
      // Node's own import(), not Vite's: the config is loaded through Vite (a plugin ships
      // TypeScript from node_modules), and Vite's module runner is closed by the time hooks run.
      const nativeImport = /** @type {(url: string) => Promise<any>} */ (new Function('url', 'return import(url)'));
      const load = (/** @type {string} */ file) => nativeImport(pathToFileURL(resolve(file)).href);
      const publicDir = fileURLToPath(config.publicDir);
      const sheets = await (await load('generators/prebuilt-sheets.ts')).writePrebuiltSheets(publicDir);
      const cards = await (await load('generators/prebuilt-cards.ts')).writePrebuiltCards(publicDir);
      const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
      (await load('generators/site/cli-package.ts')).writeCliPackage(publicDir, version);
      logger.info(`${sheets} blank sheets, ${cards} card sheets and previews, and the CLI package written to public/generated/`);
    },
  },
});

/**
 * One sidebar per game (starlight-sidebar-topics): the rulebook chapters in reading order, then
 * reference pages, then the tools. Items are entry ids under content/. The rulebook group is what
 * prev/next walks (src/route-data.ts keeps pagination inside the current group).
 */
const game = (
  /** @type {string} */ id,
  /** @type {string} */ label,
  /** @type {{ rulebook: string[], reference: string[], tools: string[] }} */ groups,
) => ({
  id,
  label,
  link: `/${id}/`,
  items: [
    { label: 'Rulebook', items: groups.rulebook.map((page) => (page === 'index' ? id : `${id}/${page}`)) },
    { label: 'Reference', items: groups.reference.map((page) => `${id}/${page}`) },
    { label: 'Tools', items: groups.tools.map((page) => `${id}/${page}`) },
  ].filter((group) => group.items.length > 0),
});

export default defineConfig({
  site: siteUrl,
  base: basePath,
  trailingSlash: 'ignore',
  // Astro 7's Markdown engine (Sätteri) runs hast plugins of its own kind, not rehype's.
  markdown: { processor: satteri({ hastPlugins: [baseLinksPlugin(basePath)] }) },
  // Starlight brings its own MDX integration (@astrojs/mdx 8).
  integrations: [
    prebuiltSheets(),
    starlight({
      title: 'Tower Press',
      description: 'Rules, exact odds, printable sheets and maps for five wizard-and-tower games.',
      favicon: '/favicon.svg',
      // Our docs live in content/, outside src/: Starlight must still add heading anchor links there.
      markdown: { processedDirs: ['./content'] },
      customCss: ['./src/styles/fonts.css', './src/styles/theme.css', './src/styles/print.css', './src/styles/widgets.css', './src/styles/sth-widgets.css'],
      components: {
        Search: './src/components/Search.astro',
        Sidebar: './src/components/Sidebar.astro',
        Head: './src/components/Head.astro',
      },
      routeMiddleware: './src/route-data.ts',
      plugins: [
        starlightSidebarTopics(
          [
            game('wizards-tower', "The Wizard's Tower", {
              rulebook: ['index', 'wizard', 'tests', 'ratings', 'quests', 'month', 'events', 'maintain-wards', 'research', 'gather-allies', 'resolve-quests', 'attack-enemy-wizard', 'tower-defence', 'rulings'],
              reference: [],
              tools: ['dice-tester', 'simulator', 'companion', 'monte-carlo', 'findings', 'wizard-sheet', 'quest-deck'],
            }),
            game('solo-tower-hack', 'Solo Tower Hack', {
              rulebook: ['index', 'rules', 'rulings'],
              reference: [],
              tools: ['tower', 'simulator'],
            }),
            game('tower-wizwar', 'Tower-WizWar', {
              rulebook: ['index', 'rules', 'rulings'],
              reference: [],
              tools: ['tools', 'print-and-play'],
            }),
            game('wizard-figures', 'The Fantasy Trip: Wizard figures', {
              rulebook: ['index'],
              reference: [],
              tools: ['figure-builder'],
            }),
            game('heist', "10 Minute Heist: The Wizard's Tower", {
              rulebook: ['index', 'rulings'],
              reference: [],
              tools: ['scoring'],
            }),
          ],
          // The home page and the 404 page are the entrance: they show the game list, no sidebar;
          // so does the command-line tool page, which serves every game.
          { exclude: ['/', '/404', '/cli'] },
        ),
      ],
    }),
    // After Starlight, so the search index exists when the service worker lists what to keep offline.
    publishChecks({ basePath }),
  ],
});
