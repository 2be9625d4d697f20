/**
 * Runs a rules page (content/<game>/<page>.mdx) for print. The MDX is compiled by satteri, the
 * compiler the site's Astro build uses, into its usual JavaScript module; that module is run with
 * a JSX runtime that builds an element tree (element.ts) instead of HTML. Its imports are
 * honoured: data modules (`RULINGS`, `RATINGS`…) are the real ones, and each Astro component is
 * swapped for its print counterpart (counterparts.ts), which reads the same data. So expressions
 * such as `{RATINGS.map(…)}` print exactly what the page shows.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse as parseJs } from 'acorn';
import { mdxToJs } from 'satteri';
import { parse as parseYaml } from 'yaml';
import { FRAGMENT, flatten, jsx, type Component, type Node } from './element.ts';

export interface EvaluatedPage {
  /** The page's front matter (title, description, sidebar…). */
  readonly frontmatter: Record<string, unknown>;
  readonly body: Node[];
}

interface ImportSpecifier {
  type: 'ImportDefaultSpecifier' | 'ImportSpecifier' | 'ImportNamespaceSpecifier';
  local: { name: string };
  imported?: { name?: string; value?: string };
}
interface ProgramNode {
  type: string;
  start: number;
  end: number;
  source?: { value: string };
  specifiers?: ImportSpecifier[];
  declaration?: { start: number };
}

/**
 * Evaluates one page. `counterparts` maps an Astro component's file name ("BandTable") to its
 * print counterpart; a page using a component that has none is an error naming both.
 */
export async function evaluatePage(
  file: string,
  counterparts: Readonly<Record<string, Component>>,
): Promise<EvaluatedPage> {
  const source = readFileSync(file, 'utf8');
  const { code, frontmatter } = mdxToJs(source, { jsxImportSource: 'tp-print' });
  const program = parseJs(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as {
    body: ProgramNode[];
  };
  const fileUrl = pathToFileURL(file);
  const bindings: Record<string, unknown> = {};
  let body = '';
  let at = 0;
  for (const node of program.body) {
    if (node.type === 'ImportDeclaration') {
      body += code.slice(at, node.start);
      at = node.end;
      const from = node.source!.value;
      const module: Record<string, unknown> = from.endsWith('/jsx-runtime')
        ? { jsx, jsxs: jsx, Fragment: FRAGMENT }
        : from.endsWith('.astro')
          ? { default: counterpartOf(basename(from, '.astro'), counterparts, file) }
          : await import(new URL(from, fileUrl).href);
      for (const s of node.specifiers ?? []) {
        const name =
          s.type === 'ImportDefaultSpecifier'
            ? 'default'
            : s.type === 'ImportNamespaceSpecifier'
              ? null
              : (s.imported!.name ?? s.imported!.value!);
        bindings[s.local.name] = name === null ? module : module[name];
      }
    } else if (node.type === 'ExportDefaultDeclaration') {
      body += code.slice(at, node.start) + 'const __printContent = ';
      at = node.declaration!.start;
    } else if (node.type.startsWith('Export')) {
      throw new Error(`${file}: print cannot run a page that exports values`);
    }
  }
  body += code.slice(at) + '\nreturn __printContent;';
  const names = Object.keys(bindings);
  // The compiled page, run with its imports as parameters: nothing is written to disk.
  const content = new Function(...names, body)(...names.map((n) => bindings[n])) as Component;
  return {
    frontmatter: frontmatter ? (parseYaml(frontmatter.value) as Record<string, unknown>) : {},
    body: flatten(content({})),
  };
}

function counterpartOf(
  name: string,
  counterparts: Readonly<Record<string, Component>>,
  file: string,
): Component {
  const found = counterparts[name];
  if (!found)
    throw new Error(
      `${file} uses the component ${name}, which has no print counterpart in generators/rulebook/counterparts.ts`,
    );
  return found;
}
