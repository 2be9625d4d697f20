/** General-purpose templates: a titled text card and a plain back with the deck's name. */
import { FONT, h, type CardNode } from '../element.ts';
import type { CardTemplate, FieldValues } from './index.ts';

const str = (v: FieldValues[string] | undefined) => (v === undefined ? '' : String(v));

export const frame = (width: number, height: number, ...children: CardNode[]) =>
  h('div', {
    style: {
      width, height, display: 'flex', flexDirection: 'column', boxSizing: 'border-box', padding: 6,
      border: '1.5px solid #000', borderRadius: 6, backgroundColor: '#fff', color: '#000', fontFamily: FONT.body,
    },
  }, ...children);

export const textCard: CardTemplate = {
  name: 'text',
  description: 'A title, an optional kind line, body text and a small footer.',
  fields: {
    title: { type: 'text', required: true, max: 40 },
    kind: { type: 'text', max: 40 },
    body: { type: 'lines', max: 12 },
    footer: { type: 'text', max: 60 },
  },
  render(f, width, height) {
    const lines = Array.isArray(f.body) ? (f.body as string[]) : f.body ? [str(f.body)] : [];
    return frame(width, height,
      h('div', { style: { fontFamily: FONT.heading, fontSize: 14, lineHeight: 1.1 } }, str(f.title)),
      f.kind ? h('div', { style: { fontFamily: FONT.bold, fontSize: 8, marginTop: 2, textTransform: 'uppercase', letterSpacing: 0.6 } }, str(f.kind)) : null,
      h('div', { style: { borderTop: '1px solid #000', marginTop: 5, marginBottom: 5 } }),
      h('div', { style: { display: 'flex', flexDirection: 'column', flexGrow: 1, fontSize: 8.5, lineHeight: 1.3 } },
        ...lines.map((l) => h('div', { style: { marginBottom: 3 } }, l))),
      f.footer ? h('div', { style: { fontSize: 6, color: '#444' } }, str(f.footer)) : null,
    );
  },
};

/** Backs are grey through the bleed to the cell's edge, so a back printed a little off still looks even. */
export const BACK_BACKGROUND = '#d4d4d4';

export const plainBack: CardTemplate = {
  name: 'plain-back',
  description: 'A back with a double frame and the deck’s title in the middle.',
  background: BACK_BACKGROUND,
  fields: { title: { type: 'text', required: true, max: 40 }, subtitle: { type: 'text', max: 40 } },
  render(f, width, height) {
    return h('div', {
      style: { width, height, display: 'flex', boxSizing: 'border-box', padding: 5, border: '1.5px solid #000', borderRadius: 6, backgroundColor: '#fff' },
    }, h('div', {
      style: { display: 'flex', flexGrow: 1, flexDirection: 'column', alignItems: 'center', justifyContent: 'center', border: '3px double #000', borderRadius: 5, padding: 6 },
    },
    h('div', { style: { fontFamily: FONT.heading, fontSize: 15, textAlign: 'center' } }, str(f.title)),
    f.subtitle ? h('div', { style: { fontFamily: FONT.body, fontSize: 8, marginTop: 6, textAlign: 'center' } }, str(f.subtitle)) : null));
  },
};
