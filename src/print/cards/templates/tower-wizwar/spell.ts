/**
 * Tower-WizWar components: draft cards, tokens, the play-map spots and mana-drain track, and
 * card templates for spells, towers, celestial and orbital cards (blank when their fields are
 * empty). Numbers and names come from src/games/tower-wizwar.
 */
import {
  CARD_TYPES,
  DRAFT_CARDS,
  RULE_OF_THREE,
  SPELLBOOKS,
  SPOT_KINDS,
  type SpotKind,
} from '../../../../games/tower-wizwar/rules.ts';
import { FONT, h, type CardElement, type CardNode } from '../../element.ts';
import { imageSlot } from '../image-slot.ts';
import { BACK_BACKGROUND, frame, FRAME_INSET } from '../text.ts';
import type { CardTemplate, FieldValues } from '../template.ts';

const str = (v: FieldValues[string] | undefined) => (v === undefined ? '' : String(v));
const COINS = ['gold', 'silver', 'bronze'] as const;
const COIN_LETTER = { gold: 'G', silver: 'S', bronze: 'B' } as const;

/** A coin: a ring, double for gold, with its letter. */
function coin(kind: (typeof COINS)[number], size: number): CardNode {
  return h(
    'div',
    {
      style: {
        // border-box: the ring is drawn inside the coin's size, never past its cell.
        width: size,
        height: size,
        boxSizing: 'border-box',
        borderRadius: size / 2,
        border: kind === 'gold' ? `${size / 12}px double #000` : `${size / 16}px solid #000`,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontFamily: FONT.heading,
        fontSize: size * 0.5,
        backgroundColor: kind === 'bronze' ? '#dddddd' : '#fff',
      },
    },
    COIN_LETTER[kind],
  );
}

/** A labelled empty box for a blank template, or the value when there is one. */
function slot(
  label: string,
  value: string,
  style: Record<string, string | number> = {},
  size = 8,
): CardNode {
  return h(
    'div',
    {
      style: {
        display: 'flex',
        flexDirection: 'column',
        border: '0.8px solid #777',
        padding: 3,
        ...style,
      },
    },
    h(
      'div',
      {
        style: {
          fontFamily: FONT.bold,
          fontSize: 6,
          lineHeight: 1.2,
          color: '#555',
          textTransform: 'uppercase',
        },
      },
      label,
    ),
    h('div', { style: { fontSize: size, lineHeight: 1.2 } }, value || ' '),
  );
}
/** A slot's height: label and value lines, padding and border. */
const SLOT_H = 6 * 1.2 + 8 * 1.2 + 6 + 1.6;
/** A text box's padding and border, top and bottom together (and left and right). */
const BOX_PAD = 8 + 1.6;

export const draftCard: CardTemplate = {
  name: 'tw-draft',
  description: 'A draft-deck card: a number from 1 to 6 and the coin it gives.',
  fields: { number: { type: 'number', required: true } },
  sizes: ['poker', 'bridge', 'mini', 'tarot'],
  example: { number: 1 },
  render(f, width, height, fit) {
    const n = Number(f.number);
    const size = fit.line('number', String(n), FONT.heading, 20, (width - 2 * FRAME_INSET) / 2);
    const kind = DRAFT_CARDS.find((c) => c.number === n)?.coin ?? 'bronze';
    return frame(
      width,
      height,
      h('div', { style: { fontFamily: FONT.heading, fontSize: size } }, String(n)),
      h(
        'div',
        {
          style: {
            display: 'flex',
            flexGrow: 1,
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
          },
        },
        coin(kind, 70),
        h(
          'div',
          {
            style: {
              fontFamily: FONT.bold,
              fontSize: 11,
              marginTop: 8,
              textTransform: 'uppercase',
              letterSpacing: 1,
            },
          },
          kind,
        ),
      ),
      h(
        'div',
        {
          style: {
            display: 'flex',
            justifyContent: 'flex-end',
            fontFamily: FONT.heading,
            fontSize: size,
          },
        },
        String(n),
      ),
    );
  },
};

const TOKEN_KINDS = ['gold', 'silver', 'bronze', 'harm', 'wound', 'expended', 'blank'] as const;

export const token: CardTemplate = {
  name: 'tw-token',
  description:
    'A round token to cut out: a coin, a Harm, a Wound or an Expended marker, or a blank ring to mark by hand.',
  fields: { kind: { type: 'text', required: true, oneOf: TOKEN_KINDS } },
  sizes: [{ width: 25, height: 25 }],
  example: { kind: 'gold' },
  render(f, width) {
    const kind = str(f.kind) as (typeof TOKEN_KINDS)[number];
    const d = width - 2;
    if (kind === 'gold' || kind === 'silver' || kind === 'bronze') {
      return h(
        'div',
        {
          style: {
            width,
            height: width,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          },
        },
        coin(kind, d),
      );
    }
    const box = {
      width,
      height: width,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
    };
    // A blank ring, for a marker the players draw themselves (and to fill a sheet's last places).
    if (kind === 'blank')
      return h(
        'div',
        { style: box },
        h('div', {
          style: {
            width: d,
            height: d,
            boxSizing: 'border-box',
            borderRadius: d / 2,
            border: '1.5px solid #000',
          },
        }),
      );
    const mark = { harm: '✕', wound: 'W', expended: 'E' }[kind];
    return h(
      'div',
      {
        style: {
          width,
          height: width,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        },
      },
      h(
        'div',
        {
          style: {
            width: d,
            height: d,
            boxSizing: 'border-box',
            borderRadius: kind === 'expended' ? 4 : d / 2,
            border: '1.5px solid #000',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            backgroundColor: kind === 'wound' ? '#000' : '#fff',
            color: kind === 'wound' ? '#fff' : '#000',
          },
        },
        h(
          'div',
          { style: { fontFamily: FONT.heading, fontSize: d * 0.36 } },
          kind === 'harm' ? 'H' : mark,
        ),
        h(
          'div',
          { style: { fontFamily: FONT.bold, fontSize: Math.max(6, d * 0.13) } },
          kind.toUpperCase(),
        ),
      ),
    );
  },
};

/** A play-map spot's dashed outline, its contents centred in a column. */
function spotFrame(width: number, height: number, padding: number, ...children: CardNode[]) {
  return h(
    'div',
    {
      style: {
        width,
        height,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        boxSizing: 'border-box',
        border: '1.5px dashed #000',
        borderRadius: 6,
        padding,
      },
    },
    ...children,
  );
}

/**
 * The play map's blank spot (its deck's blank card, which fills the map's last sheet): the same
 * dashed outline with lines for what a spot says, for a house-rule spot, a second player's
 * spare, or a spot to mark a card's place while it is out of play.
 */
function blankSpot(width: number, height: number): CardElement {
  const line = (label: string) =>
    h(
      'div',
      { style: { display: 'flex', flexDirection: 'column', width: '100%', marginTop: 6 } },
      h(
        'div',
        { style: { fontFamily: FONT.bold, fontSize: 6.5, textTransform: 'uppercase' } },
        label,
      ),
      h('div', { style: { height: 13, borderBottom: '0.6px solid #000' } }),
      h('div', { style: { height: 13, borderBottom: '0.6px solid #000' } }),
    );
  return spotFrame(
    width,
    height,
    8,
    h('div', { style: { fontFamily: FONT.heading, fontSize: 13 } }, 'Spot'),
    line('Name'),
    line('Holds'),
    line('Attacks? Blocks?'),
  );
}

export const spot: CardTemplate = {
  name: 'tw-spot',
  description:
    'One spot of the play map, card-sized, saying what it may hold; with no kind, a blank spot to write on.',
  fields: { kind: { type: 'text', oneOf: Object.keys(SPOT_KINDS) } },
  sizes: ['poker', 'bridge', 'mini', 'tarot'],
  example: { kind: Object.keys(SPOT_KINDS)[0]! },
  render(f, width, height) {
    if (f.kind === undefined) return blankSpot(width, height);
    const k = SPOT_KINDS[str(f.kind) as SpotKind];
    return spotFrame(
      width,
      height,
      6,
      h('div', { style: { fontFamily: FONT.heading, fontSize: 40 } }, k.name[0]!),
      h('div', { style: { fontFamily: FONT.heading, fontSize: 13 } }, k.name),
      h('div', { style: { fontSize: 7, textAlign: 'center', marginTop: 8 } }, `Holds ${k.holds}.`),
      h(
        'div',
        { style: { fontSize: 7, textAlign: 'center', marginTop: 3 } },
        k.attack ? 'Cards here may attack.' : 'Cards here do not attack.',
      ),
      h(
        'div',
        { style: { fontSize: 7, textAlign: 'center', marginTop: 3 } },
        `Blocks: ${k.block}.`,
      ),
    );
  },
};

export const drainTrack: CardTemplate = {
  name: 'tw-drain-track',
  description: 'The mana-drain track: steps 0–17, every third step adds +1 to costs.',
  fields: {},
  sizes: ['poker', 'bridge', 'tarot'],
  example: {},
  render(_f, width, height) {
    const steps = Array.from({ length: 18 }, (_, i) => i + 1);
    return frame(
      width,
      height,
      h('div', { style: { fontFamily: FONT.heading, fontSize: 12 } }, 'Mana drain'),
      h(
        'div',
        { style: { fontSize: 6.5, marginBottom: 4 } },
        `One step per activation; every ${RULE_OF_THREE} steps, +1 to every cost.`,
      ),
      h(
        'div',
        { style: { display: 'flex', flexWrap: 'wrap' } },
        // border-box: a thick box is as wide as a thin one, so the columns stay in line.
        h(
          'div',
          {
            style: {
              width: 34,
              height: 16,
              boxSizing: 'border-box',
              border: '1px solid #000',
              margin: 1,
              fontSize: 7,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
            },
          },
          '0',
        ),
        ...steps.map((n) =>
          h(
            'div',
            {
              style: {
                width: 34,
                height: 16,
                boxSizing: 'border-box',
                border: n % RULE_OF_THREE === 0 ? '2px solid #000' : '1px solid #000',
                margin: 1,
                fontSize: 7,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
              },
            },
            n % RULE_OF_THREE === 0 ? `${n} · +${n / RULE_OF_THREE}` : String(n),
          ),
        ),
      ),
    );
  },
};

/** Share of the content height a picture's box takes on a spell card. */
export const SPELL_IMAGE_SHARE = 0.32;

const SPELL_TYPES = CARD_TYPES.filter((t) => t !== 'celestial' && t !== 'orbital');

export const spellCard: CardTemplate = {
  name: 'tw-spell',
  description:
    'A spell card: name, cost, type, spellbook and element, an optional picture, stat line, keywords and text. Leave fields out for a blank.',
  fields: {
    name: { type: 'text' },
    cost: { type: 'number' },
    type: { type: 'text', oneOf: SPELL_TYPES },
    spellbook: { type: 'text', oneOf: SPELLBOOKS.map((b) => b.name) },
    element: { type: 'text', oneOf: ['Air', 'Earth', 'Fire', 'Water', 'Unaligned'] },
    stats: { type: 'text' },
    keywords: { type: 'text' },
    image: { type: 'image' },
    text: { type: 'lines', max: 6 },
  },
  sizes: ['poker', 'bridge', 'tarot'],
  example: {
    name: 'Cinder Whelp',
    cost: 3,
    type: 'minion',
    spellbook: 'Journals of the Distant Wildfire',
    element: 'Fire',
    stats: '3/1',
    keywords: 'Ephemeral',
    text: ['Eager, hot, short-lived.'],
  },
  render(f, width, height, fit, art) {
    const lines = Array.isArray(f.text) ? (f.text as string[]) : [];
    const inner = width - 2 * FRAME_INSET;
    // The name keeps clear of the cost circle; both shrink to fit or are refused.
    const nameFont = fit.headingFor(str(f.name));
    const name = fit.block('name', [str(f.name)], nameFont, 11, inner - 30, 26, 1.15, 0, 6);
    const costSize = fit.line('cost', str(f.cost), FONT.bold, 11, 19);
    const statsSize = fit.line('stats', str(f.stats), FONT.bold, 10, inner - 16);
    const keywordsSize = f.keywords
      ? fit.line('keywords', str(f.keywords), FONT.bold, 7.5, inner - BOX_PAD)
      : 7.5;
    // A picture's box, the full inner width, between the spellbook and the text box.
    const imageHeight = f.image ? (height - 2 * FRAME_INSET) * SPELL_IMAGE_SHARE : 0;
    const room =
      height -
      2 * FRAME_INSET -
      26 -
      (4 + SLOT_H) -
      (2 + SLOT_H) -
      (2 + BOX_PAD) -
      (3 + 10 * 1.2 + 2 + 3) -
      (f.keywords ? keywordsSize * 1.2 + 3 : 0) -
      (f.image ? imageHeight + 2 : 0);
    const body = fit.block('text', lines, FONT.body, 7.5, inner - BOX_PAD, room, 1.2, 2);
    return frame(
      width,
      height,
      h(
        'div',
        {
          style: {
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'flex-start',
            height: 26,
          },
        },
        h(
          'div',
          {
            style: {
              fontFamily: nameFont,
              fontSize: name.size,
              lineHeight: 1.15,
              width: inner - 30,
            },
          },
          str(f.name) || ' ',
        ),
        h(
          'div',
          {
            style: {
              width: 24,
              height: 24,
              boxSizing: 'border-box',
              borderRadius: 12,
              border: '1.5px solid #000',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              fontFamily: FONT.bold,
              fontSize: costSize,
            },
          },
          str(f.cost),
        ),
      ),
      h(
        'div',
        { style: { display: 'flex', marginTop: 4 } },
        slot('Type', str(f.type), { flexGrow: 1 }),
        slot('Element', str(f.element), { flexGrow: 1 }),
      ),
      slot('Spellbook', str(f.spellbook), { marginTop: 2 }),
      f.image ? imageSlot(str(f.image), inner, imageHeight, art, { marginTop: 2 }) : null,
      h(
        'div',
        {
          style: {
            display: 'flex',
            flexDirection: 'column',
            flexGrow: 1,
            border: '0.8px solid #777',
            marginTop: 2,
            padding: 4,
          },
        },
        f.keywords
          ? h(
              'div',
              {
                style: {
                  fontFamily: FONT.bold,
                  fontSize: keywordsSize,
                  lineHeight: 1.2,
                  marginBottom: 3,
                },
              },
              str(f.keywords),
            )
          : null,
        ...lines.map((l) =>
          h('div', { style: { fontSize: body.size, lineHeight: 1.2, marginBottom: 2 } }, l),
        ),
      ),
      h(
        'div',
        { style: { display: 'flex', justifyContent: 'flex-end', marginTop: 3 } },
        h(
          'div',
          {
            style: {
              border: '1.5px solid #000',
              borderRadius: 3,
              padding: '1px 6px',
              fontFamily: FONT.bold,
              fontSize: statsSize,
              lineHeight: 1.2,
              minWidth: 40,
              textAlign: 'center',
            },
          },
          str(f.stats) || '  /  ',
        ),
      ),
    );
  },
};

export const towerCard: CardTemplate = {
  name: 'tw-tower',
  description:
    'A tower card: name, value (2–7), draft (2–5), stat line and text. Leave fields out for a blank.',
  fields: {
    name: { type: 'text' },
    value: { type: 'number' },
    draft: { type: 'number' },
    stats: { type: 'text' },
    text: { type: 'lines', max: 5 },
  },
  sizes: ['poker', 'bridge', 'mini', 'tarot'],
  example: {
    name: 'Lantern Keep',
    value: 4,
    draft: 3,
    stats: '2/5',
    text: ['When a spell is cast at this tower, draft a Bronze.'],
  },
  render(f, width, height, fit) {
    const lines = Array.isArray(f.text) ? (f.text as string[]) : [];
    const inner = width - 2 * FRAME_INSET;
    const nameFont = fit.headingFor(str(f.name));
    // One line, smaller down to 6 pt; longer names wrap onto the box's two lines at 6 pt.
    const nameSize = fit.line('name', str(f.name), nameFont, 12, inner, 6, {
      height: 12 * 1.2,
      lineHeight: 1.2,
    });
    const third = inner / 3 - 8;
    const [value, draft, stats] = (['value', 'draft', 'stats'] as const).map((k) =>
      fit.line(k, str(f[k]), FONT.body, 8, third),
    );
    const room =
      height -
      2 * FRAME_INSET -
      6.5 * 1.2 -
      (12 * 1.2 + 4) -
      SLOT_H -
      (2 + BOX_PAD) -
      (3 + 18) -
      6 * 1.2;
    const body = fit.block('text', lines, FONT.body, 7.5, inner - BOX_PAD, room, 1.2);
    return frame(
      width,
      height,
      h(
        'div',
        { style: { fontFamily: FONT.bold, fontSize: 6.5, lineHeight: 1.2, letterSpacing: 1 } },
        'TOWER',
      ),
      h(
        'div',
        {
          style: {
            fontFamily: nameFont,
            fontSize: nameSize,
            lineHeight: 1.2,
            height: 12 * 1.2,
            marginBottom: 4,
          },
        },
        str(f.name) || ' ',
      ),
      h(
        'div',
        { style: { display: 'flex' } },
        slot('Value (2–7)', str(f.value), { flexGrow: 1, width: 0 }, value),
        slot('Draft (2–5)', str(f.draft), { flexGrow: 1, width: 0 }, draft),
        slot('Attack/Might', str(f.stats), { flexGrow: 1, width: 0 }, stats),
      ),
      h(
        'div',
        {
          style: {
            display: 'flex',
            flexDirection: 'column',
            flexGrow: 1,
            border: '0.8px solid #777',
            marginTop: 2,
            padding: 4,
          },
        },
        ...lines.map((l) => h('div', { style: { fontSize: body.size, lineHeight: 1.2 } }, l)),
      ),
      h(
        'div',
        { style: { display: 'flex', justifyContent: 'center', marginTop: 3 } },
        ...[1, 2, 3].map(() =>
          h('div', { style: { width: 14, height: 14, border: '1px solid #000', margin: 2 } }),
        ),
      ),
      h(
        'div',
        { style: { fontSize: 6, lineHeight: 1.2, textAlign: 'center' } },
        'Wounds: the third destroys the tower',
      ),
    );
  },
};

function nonSpell(kind: 'celestial' | 'orbital', note: string, example: FieldValues): CardTemplate {
  return {
    name: `tw-${kind}`,
    description: `${kind === 'orbital' ? 'An' : 'A'} ${kind} card (a non-spell card): name and text. Leave fields out for a blank.`,
    fields: {
      name: { type: 'text' },
      element: { type: 'text', oneOf: ['Air', 'Earth', 'Fire', 'Water', 'Unaligned'] },
      text: { type: 'lines', max: 7 },
    },
    sizes: ['poker', 'bridge', 'tarot'],
    example: example,
    render(f, width, height, fit) {
      const lines = Array.isArray(f.text) ? (f.text as string[]) : [];
      const inner = width - 2 * FRAME_INSET;
      const nameFont = fit.headingFor(str(f.name));
      const nameSize = fit.line('name', str(f.name), nameFont, 12, inner, 6, {
        height: 12 * 1.2,
        lineHeight: 1.2,
      });
      const noteH = fit.block('note', [note], FONT.body, 6, inner, 60, 1.2).height;
      const room =
        height -
        2 * FRAME_INSET -
        6.5 * 1.2 -
        12 * 1.2 -
        (3 + SLOT_H) -
        (2 + BOX_PAD) -
        (3 + noteH);
      const body = fit.block('text', lines, FONT.body, 7.5, inner - BOX_PAD, room, 1.2, 2);
      return frame(
        width,
        height,
        h(
          'div',
          { style: { fontFamily: FONT.bold, fontSize: 6.5, lineHeight: 1.2, letterSpacing: 1 } },
          kind.toUpperCase(),
        ),
        h(
          'div',
          {
            style: { fontFamily: nameFont, fontSize: nameSize, lineHeight: 1.2, height: 12 * 1.2 },
          },
          str(f.name) || ' ',
        ),
        slot('Element', str(f.element), { marginTop: 3 }),
        h(
          'div',
          {
            style: {
              display: 'flex',
              flexDirection: 'column',
              flexGrow: 1,
              border: '0.8px solid #777',
              marginTop: 2,
              padding: 4,
            },
          },
          ...lines.map((l) =>
            h('div', { style: { fontSize: body.size, lineHeight: 1.2, marginBottom: 2 } }, l),
          ),
        ),
        h('div', { style: { fontSize: 6, lineHeight: 1.2, marginTop: 3 } }, note),
      );
    },
  };
}

export const celestialCard = nonSpell(
  'celestial',
  'Played, not cast. On play: the top tower of your deck of towers takes the tower spot (the old one goes under the deck); one Harm on your wizard becomes a Wound.',
  { name: 'Rising Sun', element: 'Fire', text: ['Your minions get +1 attack this turn.'] },
);
export const orbitalCard = nonSpell(
  'orbital',
  'Played, not cast, into a Juxtapose spot. One orbital’s text opens each of your cast phases.',
  { name: 'Wandering Moon', element: 'Water', text: ['Draw a card, then discard a card.'] },
);

export const spellbookBack: CardTemplate = {
  name: 'tw-back',
  description: 'A card back: a spellbook’s name, or the kind of non-spell card.',
  side: 'back',
  background: BACK_BACKGROUND,
  fields: { title: { type: 'text', required: true } },
  sizes: ['poker', 'bridge', 'tarot'],
  example: { title: 'Records of the Dream Storm' },
  render(f, width, height, fit) {
    const inner = width - 2 * (1.5 + 5 + 3 + 8);
    const titleFont = fit.headingFor(str(f.title));
    const title = fit.block(
      'title',
      [str(f.title)],
      titleFont,
      13,
      inner,
      height - 2 * 17.5 - 20,
      1.2,
      0,
      6,
    );
    return h(
      'div',
      {
        style: {
          width,
          height,
          display: 'flex',
          boxSizing: 'border-box',
          padding: 5,
          border: '1.5px solid #000',
          borderRadius: 6,
          backgroundColor: '#fff',
        },
      },
      h(
        'div',
        {
          style: {
            display: 'flex',
            flexGrow: 1,
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            border: '3px double #000',
            borderRadius: 5,
            padding: 8,
          },
        },
        h(
          'div',
          { style: { fontFamily: FONT.bold, fontSize: 7, letterSpacing: 1 } },
          'TOWER-WIZWAR',
        ),
        h(
          'div',
          {
            style: {
              fontFamily: titleFont,
              fontSize: title.size,
              lineHeight: 1.2,
              textAlign: 'center',
              marginTop: 6,
            },
          },
          str(f.title),
        ),
      ),
    );
  },
};

export const TOWER_WIZWAR_TEMPLATES = [
  draftCard,
  token,
  spot,
  drainTrack,
  spellCard,
  towerCard,
  celestialCard,
  orbitalCard,
  spellbookBack,
];
