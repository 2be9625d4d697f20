/**
 * Bundles browser code for a benchmark page as Vite would for the site: the `browser` builds of
 * packages, and `?url` imports (the fonts) as addresses the page serves from node_modules.
 */
import { build, type Plugin } from 'esbuild';
import { fileURLToPath } from 'node:url';

const urlImports: Plugin = {
  name: 'url-imports',
  setup(b) {
    b.onResolve({ filter: /\?url$/ }, (args) => ({
      path: args.path.replace(/\?url$/, ''),
      namespace: 'url',
    }));
    b.onLoad({ filter: /.*/, namespace: 'url' }, (args) => ({
      contents: `export default ${JSON.stringify(`/node_modules/${args.path}`)};`,
      loader: 'js',
    }));
  },
};

/** The bundle's text, and where a served `/node_modules/…` address is on disk. */
export async function browserBundle(entry: string): Promise<string> {
  const out = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    minify: true,
    write: false,
    logLevel: 'silent',
    plugins: [urlImports],
  });
  return out.outputFiles[0]!.text;
}

export const nodeModulesFile = (path: string): string =>
  fileURLToPath(import.meta.resolve(path.replace(/^\/node_modules\//, '')));
