// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';

/** A sidebar group listing one game's folder of rules pages. */
const game = (/** @type {string} */ label, /** @type {string} */ directory) => ({ label, items: [{ autogenerate: { directory } }] });

export default defineConfig({
  site: 'http://localhost:4321',
  // Starlight brings its own MDX integration (@astrojs/mdx 8).
  integrations: [
    starlight({
      title: 'Tower Press',
      description: 'Rules, exact odds, printable sheets and maps for five wizard-and-tower games.',
      favicon: '/favicon.svg',
      // Our docs live in content/, outside src/: Starlight must still add heading anchor links there.
      markdown: { processedDirs: ['./content'] },
      customCss: ['./src/styles/fonts.css', './src/styles/theme.css', './src/styles/print.css'],
      components: {
        Search: './src/components/Search.astro',
      },
      sidebar: [
        { label: 'Home', link: '/' },
        game("The Wizard's Tower", 'wizards-tower'),
        game('Solo Tower Hack', 'solo-tower-hack'),
        game('Tower-WizWar', 'tower-wizwar'),
        game('The Fantasy Trip: Wizard figures', 'wizard-figures'),
        game("10 Minute Heist: The Wizard's Tower", 'heist'),
      ],
    }),
  ],
});
