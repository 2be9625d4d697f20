/** The Wizard's Tower's reference cards: the month's phases, the events, the kinds of Tower attack. */
import { ATTACK_TYPES, EVENTS } from '../../../../games/wizards-tower/events.ts';
import { PHASES } from '../../../../games/wizards-tower/phases.ts';
import { FONT, h } from '../../element.ts';
import { frame } from '../frame.ts';
import type { CardTemplate } from '../template.ts';

export const TOPICS = ['phases', 'events', 'attacks'] as const;

export const referenceCard: CardTemplate = {
  name: 'wt-reference',
  description: 'A reference card: the month’s phases, the events or the kinds of Tower attack.',
  fields: { topic: { type: 'text', required: true, oneOf: TOPICS } },
  sizes: ['poker', 'bridge', 'tarot'],
  example: { topic: 'phases' },
  render(f, width, height) {
    const topic = String(f.topic) as (typeof TOPICS)[number];
    const title = { phases: 'The month', events: 'Events (1d6)', attacks: 'Tower attacks (1d6)' }[
      topic
    ];
    const lines =
      topic === 'phases'
        ? PHASES.map(
            (p) =>
              `${p.number}. ${p.name}${p.eventOn ? ` (event on ${p.eventOn === 1 ? '1' : `1–${p.eventOn}`})` : ''}`,
          )
        : topic === 'events'
          ? EVENTS.map((e) => `${e.roll}. ${e.name}`)
          : ATTACK_TYPES.map((a) => `${a.roll}. ${a.name}`);
    return frame(
      width,
      height,
      h('div', { style: { fontFamily: FONT.heading, fontSize: 13 } }, title),
      h('div', { style: { borderTop: '1px solid #000', marginTop: 4, marginBottom: 4 } }),
      ...lines.map((l) =>
        h(
          'div',
          {
            style: {
              fontSize: topic === 'phases' ? 7.6 : 8.5,
              marginBottom: topic === 'phases' ? 2.5 : 5,
            },
          },
          l,
        ),
      ),
      h('div', { style: { flexGrow: 1 } }),
      h(
        'div',
        { style: { fontSize: 6, color: '#444' } },
        'The Wizard’s Tower © Mick Hand, CC BY-SA 4.0',
      ),
    );
  },
};
