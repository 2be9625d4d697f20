/**
 * Rules pages link to each other from the site root ("/wizards-tower/rulings/#wt-r3"), as a
 * reader sees the site. This Markdown step (a Sätteri hast plugin, Astro 7's Markdown engine)
 * puts the published base path (BASE_PATH) in front of every such link as the page is built:
 * Markdown links and images, HTML written in MDX, and the href/src props of MDX components
 * (LinkCard…). It is the one way content links reach the base; pages and widgets use
 * withBase() for the same job.
 */
import { prefixBase } from '../site/prefix-base.ts';

export { prefixBase };

const LINK_PROPS = ['href', 'src'] as const;

interface Props {
  properties?: Record<string, unknown>;
  attributes?: readonly { type: string; name?: string; value?: unknown }[];
}
interface Ctx {
  setProperty(node: never, key: string, value: unknown): void;
}

export function baseLinksPlugin(basePath: string) {
  const base = basePath.endsWith('/') ? basePath : `${basePath}/`;
  const rewrite = (node: Props, ctx: Ctx): void => {
    for (const key of LINK_PROPS) {
      const fromProps = node.properties?.[key];
      const fromAttributes = node.attributes?.find(
        (a) => a.type === 'mdxJsxAttribute' && a.name === key,
      )?.value;
      const value = fromProps ?? fromAttributes;
      if (typeof value !== 'string') continue;
      const prefixed = prefixBase(base, value);
      if (prefixed !== value) ctx.setProperty(node as never, key, prefixed);
    }
  };
  const everyNode = { filter: [] as string[], visit: rewrite };
  return {
    name: 'tower-press-base-links',
    element: everyNode,
    mdxJsxFlowElement: everyNode,
    mdxJsxTextElement: everyNode,
  };
}
