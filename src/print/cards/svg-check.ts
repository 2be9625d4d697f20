/**
 * SVG pictures on cards, read once by an XML parser (saxes: strict XML 1.0 with namespaces, no
 * DTD and so no entity of the file's own) and checked on the tree it gives. What the drawing code
 * (svg-to-pdfkit for PDFs, resvg for PNGs) receives is that checked tree written out again by
 * `serialise` below, never the file's own text: so both read exactly the document that was
 * checked, in a plain form their own parsers agree on (SVG elements without prefixes, attributes
 * in double quotes, comments, processing instructions and elements of other vocabularies gone).
 *
 * Elements and attributes are told apart by namespace URI, never by prefix: `<s:script>` is a
 * script whatever `s` is called, and `x:href` is a link when `x` is bound to XLink. The work a
 * picture asks of the drawing code is bounded before any drawing (see drawnCost): every element
 * drawn is counted through every reference (`<use>`, `url(#…)` paints, clips, masks, filters,
 * markers, pattern and gradient `href`s), so patterns nested in patterns multiply in the count
 * as they do when drawn.
 */
import { SaxesParser, type SaxesTagNS } from 'saxes';
import { IMAGE_LIMITS } from './images.ts';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** An SVG element as checked and as it will be written out. */
interface SvgNode {
  readonly name: string;
  /** Attributes as written out: no-namespace names, `xlink:href` and `xml:space`. */
  readonly attrs: Map<string, string>;
  readonly children: (SvgNode | string)[];
  readonly parent: SvgNode | null;
}

/** Why a picture is refused, thrown from inside the parser's handlers and caught by checkSvg. */
class Refused extends Error {}

const refuse = (why: string): never => {
  throw new Refused(why);
};

/** Names the drawing code's own parser reads the same way (theirs take ASCII word characters). */
const PLAIN_NAME = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

/** Elements that animate: drawn still by both renderers, but able to change a link, so refused. */
const ANIMATION = new Set(['animate', 'animateColor', 'animateMotion', 'animateTransform', 'set']);

const short = (text: string) => JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);

/** Every `url(…)` target in a value or style sheet; refused unless it points inside the file. */
function urlTargets(value: string): string[] {
  const ids: string[] = [];
  for (const m of value.matchAll(/url\(\s*(['"]?)([^)]*)\)/gi)) {
    const target = m[2]!.replace(/['"]\s*$/, '').trim();
    if (!target.startsWith('#'))
      refuse(`uses url(${target.slice(0, 40)}); an SVG on a card may only point inside itself`);
    ids.push(target.slice(1));
  }
  if (/url\(/i.test(value) && !ids.length) refuse('has a url( left open');
  return ids;
}

/** Checks one attribute kept for drawing; refuses links out of the file and CSS escapes. */
function checkAttribute(element: string, name: string, value: string): void {
  if (/^on/i.test(name)) refuse(`has event handlers (${name.slice(0, 20)}=…)`);
  if ((name === 'href' || name === 'xlink:href') && !value.trim().startsWith('#'))
    refuse(
      `links to ${short(value.trim())}; an SVG on a card may only point inside itself (href="#…")`,
    );
  // A CSS escape can spell url( or @import without those letters: none is taken.
  if (value.includes('\\'))
    refuse(`has a backslash in ${name.slice(0, 20)}= on <${element}>; write it without escapes`);
  urlTargets(value);
}

/** Checks a <style> sheet's text: nothing imported, nothing outside the file, no escapes. */
function checkStyleSheet(css: string): void {
  if (/@import/i.test(css)) refuse('imports a style sheet (@import)');
  if (css.includes('\\')) refuse('has a backslash in a <style> sheet; write it without escapes');
  urlTargets(css);
}

/**
 * The file's text as a tree of SVG elements, or a refusal: not well-formed XML, a DOCTYPE,
 * an external style sheet, nesting past IMAGE_LIMITS.svgDepth or more than
 * IMAGE_LIMITS.svgElements elements (counted as read, so a huge file stops early), scripts,
 * HTML, animation, event handlers and links out of the file. Elements of other vocabularies
 * (an editor's own, metadata) are left out with everything inside them: nothing draws them.
 */
function parseSvg(text: string): { root: SvgNode; usesXlink: boolean } {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const stack: (SvgNode | null)[] = [];
  let root: SvgNode | null = null;
  let elements = 0;
  let usesXlink = false;
  const styles: SvgNode[] = [];
  parser.on('error', (e) => {
    // "3:14: unexpected close tag." → line 3, column 14: unexpected close tag
    const m = /^(\d+):(\d+): (.*?)\.?$/.exec(e.message);
    refuse(
      `is not well-formed XML (${m ? `line ${m[1]}, column ${m[2]}: ${m[3]}` : e.message}); open it in a drawing program and save it again`,
    );
  });
  parser.on('doctype', () => refuse('has a DOCTYPE or entities; save it without them (plain SVG)'));
  parser.on('processinginstruction', (pi) => {
    if (pi.target.toLowerCase() === 'xml-stylesheet') refuse('links an external style sheet');
  });
  parser.on('opentag', (tag: SaxesTagNS) => {
    if (stack.length >= IMAGE_LIMITS.svgDepth)
      refuse(
        `nests elements more than ${IMAGE_LIMITS.svgDepth} deep; at most ${IMAGE_LIMITS.svgDepth}`,
      );
    if (++elements > IMAGE_LIMITS.svgElements)
      refuse(
        `has more than ${IMAGE_LIMITS.svgElements.toLocaleString('en')} elements; at most ${IMAGE_LIMITS.svgElements.toLocaleString('en')}`,
      );
    const parent = stack.length ? stack.at(-1)! : undefined;
    if (tag.uri === XHTML_NS) refuse(`embeds HTML (<${tag.name.slice(0, 20)}>)`);
    // Kept: SVG elements inside SVG elements. Anything else is left out with its content.
    if (tag.uri !== SVG_NS || parent === null) {
      if (parent === undefined)
        refuse(
          `is not an SVG: it starts with <${tag.name.slice(0, 20)}>${tag.uri ? ` of ${short(tag.uri)}` : ''}, not <svg xmlns="${SVG_NS}">`,
        );
      stack.push(null);
      return;
    }
    const name = tag.local;
    if (name === 'script') refuse('holds a script');
    if (name === 'foreignObject') refuse('embeds HTML (foreignObject)');
    if (ANIMATION.has(name)) refuse(`is animated (<${name}>); save a still picture`);
    if (!PLAIN_NAME.test(name)) refuse(`has an element ${short(name)} that SVG does not have`);
    const attrs = new Map<string, string>();
    for (const attr of Object.values(tag.attributes)) {
      let kept: string | null = null;
      // (A no-namespace name no renderer could read the same way is left out: none knows it.)
      if (attr.uri === '' && attr.name !== 'xmlns' && PLAIN_NAME.test(attr.local))
        kept = attr.local;
      else if (attr.uri === XLINK_NS && attr.local === 'href') kept = 'xlink:href';
      else if (attr.uri === XML_NS && attr.local === 'space') kept = 'xml:space';
      // Event handlers are refused in any namespace; other attributes of other vocabularies go.
      if (kept === null && attr.uri !== XMLNS_NS && /^on/i.test(attr.local)) kept = attr.local;
      if (kept === null) continue;
      if (attrs.has(kept)) refuse(`has the attribute ${kept} twice on <${name}>`);
      checkAttribute(name, kept, attr.value);
      if (kept === 'xlink:href') usesXlink = true;
      attrs.set(kept, attr.value);
    }
    // Pictures inside a picture could only be fragments, which nothing draws: refused plainly.
    if (name === 'image' || name === 'feImage')
      refuse(
        `holds an <${name}>; a picture on a card is drawn from shapes (give bitmaps their own image field)`,
      );
    const node: SvgNode = { name, attrs, children: [], parent: parent ?? null };
    if (parent) parent.children.push(node);
    else root = node;
    if (name === 'style') styles.push(node);
    stack.push(node);
  });
  const addText = (t: string) => {
    const at = stack.at(-1);
    if (at) at.children.push(t);
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => void stack.pop());
  parser.write(text).close();
  if (!root) return refuse('has no <svg> element');
  for (const style of styles) checkStyleSheet(textOf(style));
  return { root, usesXlink };
}

const textOf = (node: SvgNode) =>
  node.children.filter((c): c is string => typeof c === 'string').join('');

// ---------------------------------------------------------------------------------------------
// The work a picture asks for: every element drawn, counted through every reference.

/** Properties whose value may be url(#…): the inherited ones, and those of the element alone. */
const INHERITED = ['fill', 'stroke', 'marker-start', 'marker-mid', 'marker-end'] as const;
const OWN = ['clip-path', 'mask', 'filter'] as const;
type Prop = (typeof INHERITED)[number] | (typeof OWN)[number];
/** For each property, the ids its value may point to (empty: it points nowhere). */
type Refs = Partial<Record<Prop, string[]>>;

/**
 * What drawing one more of these costs, in plain elements: svg-to-pdfkit makes each a group or
 * shading of its own in the PDF, measured at about 20 ms a pattern and 5 ms a gradient, clip or
 * mask, against 0.3 ms an element (IMAGE_LIMITS.svgElements then bounds a picture to seconds).
 */
export const GROUP_WEIGHT: Readonly<Record<string, number>> = {
  pattern: 60,
  linearGradient: 15,
  radialGradient: 15,
  clipPath: 15,
  mask: 15,
  filter: 15,
};

/** Elements that draw nothing where they stand: only what references them draws their content. */
const NOT_DRAWN_HERE = new Set([
  'defs',
  'symbol',
  'pattern',
  'marker',
  'clipPath',
  'mask',
  'linearGradient',
  'radialGradient',
  'filter',
  'style',
  'title',
  'desc',
  'metadata',
]);
const SHAPES = new Set([
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
]);

/** `prop: value` declarations with a url( in a style attribute or a rule's body. */
function declarations(css: string): Refs {
  const refs: Refs = {};
  for (const decl of css.split(';')) {
    const m = /^\s*([A-Za-z-]+)\s*:([\s\S]*)$/.exec(decl);
    if (!m) continue;
    const prop = m[1]!.toLowerCase();
    const ids = urlTargets(m[2]!);
    const props: readonly string[] =
      prop === 'marker' ? ['marker-start', 'marker-mid', 'marker-end'] : [prop];
    for (const p of props)
      if ((INHERITED as readonly string[]).includes(p) || (OWN as readonly string[]).includes(p))
        refs[p as Prop] = ids;
  }
  return refs;
}

/** A style sheet's rules that set a url(#…) property, with the last part of each selector. */
interface SheetRule {
  /** Parts like `rect.a#b`, or null for a selector too involved to match here (matches all). */
  readonly selectors: readonly ({ tag?: string; classes: string[]; id?: string } | null)[];
  readonly refs: Refs;
}

function sheetRules(css: string): SheetRule[] {
  const rules: SheetRule[] = [];
  const plain = css.replace(/\/\*[\s\S]*?\*\//g, ' ');
  for (const m of plain.matchAll(/([^{}]*)\{([^{}]*)\}/g)) {
    const refs = declarations(m[2]!);
    if (!Object.keys(refs).length) continue;
    const selectors = m[1]!.split(',').map((sel) => {
      // Only the part naming the element itself decides; what comes before only narrows it.
      const last =
        sel
          .trim()
          .split(/[\s>+~]+/)
          .at(-1) ?? '';
      const parts = /^(\*|[A-Za-z][\w-]*)?((?:[.#][\w-]+)*)$/.exec(last);
      if (!parts || !last) return null;
      const tag = parts[1] && parts[1] !== '*' ? parts[1] : undefined;
      const classes = [...parts[2]!.matchAll(/\.([\w-]+)/g)].map((c) => c[1]!);
      const id = /#([\w-]+)/.exec(parts[2]!)?.[1];
      return { tag, classes, id };
    });
    rules.push({ selectors, refs });
  }
  return rules;
}

/** Numbers in a path's `d` or a polyline's `points`: at least as many as its vertices. */
const vertexCount = (node: SvgNode): number => {
  if (node.name === 'line') return 2;
  const data = node.attrs.get('d') ?? node.attrs.get('points') ?? '';
  return (data.match(/[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g) ?? []).length;
};

/** Where a rule applies: by id, class, element name, or '*' for every element. */
const ruleKey = (s: SheetRule['selectors'][number]) =>
  s === null ? '*' : s.id ? `#${s.id}` : s.classes[0] ? `.${s.classes[0]}` : (s.tag ?? '*');

/** Adds `from`'s ids to `to`, property by property, each id once. */
function merge(to: Refs, from: Refs): void {
  for (const [p, ids] of Object.entries(from) as [Prop, string[]][])
    to[p] = [...new Set([...(to[p] ?? []), ...ids])];
}

/**
 * How many elements drawing the picture draws, counted through every reference, and refused
 * past IMAGE_LIMITS.svgElements or IMAGE_LIMITS.svgDepth (each reference followed is one level
 * deeper) or on a reference loop. It walks as a renderer does and stops as soon as the count
 * passes the limit, so the walk itself is bounded by the limit. Where a value may come from
 * several places (a style sheet rule that may or may not match, a presentation attribute, a
 * parent, the element a <use> copies it to), every candidate is counted: the count is never less
 * than what is drawn.
 */
function drawnCost(root: SvgNode): number {
  const byId = new Map<string, SvgNode[]>();
  const rules = new Map<string, SheetRule[]>();
  const all: SvgNode[] = [];
  for (const todo = [root]; todo.length;) {
    const node = todo.pop()!;
    all.push(node);
    const id = node.attrs.get('id');
    if (id !== undefined) byId.set(id, [...(byId.get(id) ?? []), node]);
    if (node.name === 'style')
      for (const rule of sheetRules(textOf(node)))
        for (const key of new Set(rule.selectors.map(ruleKey)))
          rules.set(key, [...(rules.get(key) ?? []), rule]);
    for (const c of node.children) if (typeof c !== 'string') todo.push(c);
  }
  const matches = (node: SvgNode, rule: SheetRule, classes: readonly string[]) =>
    rule.selectors.some(
      (s) =>
        s === null ||
        ((!s.tag || s.tag === node.name) &&
          (!s.id || s.id === node.attrs.get('id')) &&
          s.classes.every((c) => classes.includes(c))),
    );
  /**
   * Each element's own values, and whether they are sure (a presentation attribute or its style
   * attribute) or may not apply (a rule whose selector may not match: the parent's stay too).
   */
  const own = new Map<SvgNode, { refs: Refs; sure: Set<Prop> }>();
  for (const node of all) {
    const refs: Refs = {};
    const sure = new Set<Prop>();
    for (const prop of [...INHERITED, ...OWN]) {
      const value = node.attrs.get(prop);
      if (value !== undefined) ((refs[prop] = urlTargets(value)), sure.add(prop));
    }
    const classes = (node.attrs.get('class') ?? '').split(/\s+/).filter(Boolean);
    const keys = new Set(['*', node.name, ...classes.map((c) => `.${c}`)]);
    const id = node.attrs.get('id');
    if (id !== undefined) keys.add(`#${id}`);
    const seen = new Set<SheetRule>();
    for (const key of keys)
      for (const rule of rules.get(key) ?? [])
        if (!seen.has(rule) && (seen.add(rule), matches(node, rule, classes)))
          merge(refs, rule.refs);
    // The style attribute wins over everything else.
    const style = declarations(node.attrs.get('style') ?? '');
    for (const p of Object.keys(style) as Prop[]) sure.add(p);
    Object.assign(refs, style);
    // Only ids that name an element count: each one followed draws at least one element.
    for (const p of Object.keys(refs) as Prop[])
      refs[p] = [...new Set(refs[p])].filter((i) => byId.has(i));
    own.set(node, { refs, sure });
  }
  /** What each element inherits where it stands in the file (a pattern's content gets this). */
  const standing = new Map<SvgNode, Refs>();
  const inheritedBy = (node: SvgNode, from: Refs): Refs => {
    const { refs: mine, sure } = own.get(node)!;
    const refs: Refs = {};
    for (const p of INHERITED)
      refs[p] = sure.has(p) ? mine[p]! : [...new Set([...(mine[p] ?? []), ...(from[p] ?? [])])];
    return refs;
  };
  for (const todo: [SvgNode, Refs][] = [[root, {}]]; todo.length;) {
    const [node, from] = todo.pop()!;
    const refs = inheritedBy(node, from);
    standing.set(node, refs);
    for (const c of node.children) if (typeof c !== 'string') todo.push([c, refs]);
  }

  let drawn = 0;
  const count = (n: number) => {
    drawn += n;
    if (drawn > IMAGE_LIMITS.svgElements)
      refuse(
        `draws more than ${IMAGE_LIMITS.svgElements.toLocaleString('en')} elements, counting every repeat (<use>, patterns, markers, clips, masks; a pattern drawn counts as 60, a gradient, clip, mask or filter as 15); at most ${IMAGE_LIMITS.svgElements.toLocaleString('en')}`,
      );
  };
  const following: SvgNode[] = [];
  /** Draws what `id` names, for a reference from an element `depth` deep; its cost. */
  const follow = (id: string, from: Refs, depth: number): number => {
    let cost = 0;
    for (const target of byId.get(id) ?? []) {
      if (following.includes(target))
        refuse(`has a reference loop (#${id.slice(0, 30)} leads back to itself)`);
      // It inherits from where it stands and, copied by a <use>, from the <use> too.
      const inherited = { ...(target.parent ? standing.get(target.parent)! : {}) };
      merge(inherited, from);
      following.push(target);
      cost += walk(target, inherited, depth + 1, true);
      following.pop();
      const weight = GROUP_WEIGHT[target.name] ?? 0;
      count(weight);
      cost += weight;
    }
    return cost;
  };
  /** Draws `node` (its content too when `referenced`, even if it draws nothing where it stands). */
  const walk = (node: SvgNode, inherited: Refs, depth: number, referenced: boolean): number => {
    if (depth > IMAGE_LIMITS.svgDepth)
      refuse(
        `nests more than ${IMAGE_LIMITS.svgDepth} deep, counting each reference as one level; at most ${IMAGE_LIMITS.svgDepth}`,
      );
    const before = drawn;
    count(1);
    const refs = inheritedBy(node, inherited);
    if (SHAPES.has(node.name)) {
      for (const p of ['fill', 'stroke'] as const) for (const id of refs[p]!) follow(id, {}, depth);
      const vertices = vertexCount(node);
      for (const p of ['marker-start', 'marker-mid', 'marker-end'] as const)
        for (const id of refs[p]!) {
          // A marker is drawn at each vertex: drawn once here, counted again for the others.
          const once = follow(id, {}, depth);
          if (vertices > 1) count(once * (vertices - 1));
        }
    }
    for (const p of OWN) for (const id of own.get(node)!.refs[p] ?? []) follow(id, {}, depth);
    // <use>, and patterns, gradients and text paths taking their content from another element.
    for (const link of ['href', 'xlink:href'])
      if (node.attrs.has(link)) follow(node.attrs.get(link)!.trim().slice(1), refs, depth);
    if (referenced || !NOT_DRAWN_HERE.has(node.name))
      for (const child of node.children)
        if (typeof child !== 'string') walk(child, refs, depth + 1, false);
    return drawn - before;
  };
  walk(root, {}, 1, false);
  return drawn;
}

// ---------------------------------------------------------------------------------------------
// Written out again, for the drawing code.

const escapeText = (t: string) =>
  t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (v: string) =>
  escapeText(v)
    .replace(/"/g, '&quot;')
    .replace(/\t/g, '&#9;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;');

/** The tree as text: elements without prefixes, attributes in double quotes, text escaped. */
function serialise(node: SvgNode, rootAttrs?: string): string {
  const attrs = rootAttrs ?? [...node.attrs].map(([k, v]) => ` ${k}="${escapeAttr(v)}"`).join('');
  if (!node.children.length) return `<${node.name}${attrs}/>`;
  const inner = node.children
    .map((c) => (typeof c === 'string' ? escapeText(c) : serialise(c)))
    .join('');
  return `<${node.name}${attrs}>${inner}</${node.name}>`;
}

/** A length in an SVG's width or height: a number with an absolute unit (or none). */
function svgLength(value: string | undefined): number | null {
  const m = /^\s*(\d+(?:\.\d+)?|\.\d+)\s*(px|pt|pc|mm|cm|in)?\s*$/.exec(value ?? '');
  if (!m) return null;
  const perPx: Record<string, number> = {
    px: 1,
    pt: 4 / 3,
    pc: 16,
    mm: 96 / 25.4,
    cm: 96 / 2.54,
    in: 96,
  };
  return Number(m[1]) * perPx[m[2] ?? 'px']!;
}

/**
 * Checks an SVG's text and returns the checked tree written out, ready to nest in a card: with
 * a viewBox and the SVG namespace, without its own width and height (the card gives it a box of
 * its own proportions). Refused, saying why: anything not well-formed XML, DOCTYPEs and
 * entities, anything that reaches outside the file (links to other files or URLs, data: URIs,
 * external style sheets), scripts and event handlers, embedded HTML, animation, nesting deeper
 * than IMAGE_LIMITS.svgDepth and more than IMAGE_LIMITS.svgElements elements drawn in all.
 */
export function checkSvg(
  text: string,
): { svg: string; width: number; height: number; drawn: number } | { problem: string } {
  try {
    const { root, usesXlink } = parseSvg(text);
    const drawn = drawnCost(root);
    const viewBox = (root.attrs.get('viewBox') ?? '')
      .trim()
      .split(/[\s,]+/)
      .map(Number);
    const hasViewBox = viewBox.length === 4 && viewBox.every(Number.isFinite);
    let width: number;
    let height: number;
    if (hasViewBox) {
      [width, height] = [viewBox[2]!, viewBox[3]!];
    } else {
      const w = svgLength(root.attrs.get('width'));
      const h = svgLength(root.attrs.get('height'));
      if (w === null || h === null)
        refuse(
          'needs a viewBox, or a width and height in absolute units (like width="60mm" height="40mm"), to know its proportions',
        );
      [width, height] = [w!, h!];
    }
    if (!(width > 0 && height > 0)) refuse(`has an empty size (${width} × ${height})`);
    const kept = [...root.attrs]
      .filter(([k]) => !/^(width|height|viewBox|preserveAspectRatio)$/.test(k))
      .map(([k, v]) => ` ${k}="${escapeAttr(v)}"`)
      .join('');
    const vb = hasViewBox ? viewBox.join(' ') : `0 0 ${width} ${height}`;
    // Drawn into a box of its own proportions (see keepProportions), so "none" stretches nothing.
    const attrs = ` xmlns="${SVG_NS}"${usesXlink ? ` xmlns:xlink="${XLINK_NS}"` : ''} viewBox="${vb}" preserveAspectRatio="none"${kept}`;
    return { svg: serialise(root, attrs), width, height, drawn };
  } catch (e) {
    if (e instanceof Refused) return { problem: `the SVG ${e.message}` };
    throw e;
  }
}
