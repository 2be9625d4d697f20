import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { docsSchema } from '@astrojs/starlight/schema';

// Rules pages live in the top-level content/ folder, one sub-folder per game.
export const collections = {
  docs: defineCollection({
    loader: glob({ base: './content', pattern: '**/*.{md,mdx}' }),
    schema: docsSchema(),
  }),
};
