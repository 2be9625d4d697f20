/** Tower-WizWar's kit text: what to bring, and the quick reference, from rules.ts. */
import type { KitText, QuickReference } from '../../lib/quick-reference.ts';
import {
  BLOCKERS,
  CREATURE_COSTS,
  DECK_RULES,
  DEFAULT_STATS,
  DRAIN_STEPS,
  RULE_OF_FIVE,
  RULE_OF_THREE,
  SPOT_KINDS,
  TOWER_RULES,
  TURN_PHASES,
  WIZARD_DAMAGE_PER_HARM,
  WIZARD_STATS,
} from './rules.ts';

const stat = (s: { attack: number; might: number }) =>
  `[${String(s.attack).padStart(2, '0')}/${String(s.might).padStart(2, '0')}]`;

function quickReference(): QuickReference {
  return {
    title: 'Tower-WizWar',
    blocks: [
      {
        kind: 'table',
        title: 'A turn, phase by phase',
        columns: ['', 'Phase', 'What you do'],
        widths: [0, 0, 1],
        rows: TURN_PHASES.map((p, i) => [String(i + 1), p.name, p.summary]),
      },
      {
        kind: 'list',
        title: 'The law of three',
        items: [
          `${RULE_OF_THREE} Wounds destroy a card or a tower; your wizard retreats and loses.`,
          `Every ${RULE_OF_THREE} steps on the mana drain add 1 to every cost.`,
        ],
        side: true,
      },
      {
        kind: 'list',
        title: 'The law of five',
        items: [
          `Your hand returns to ${RULE_OF_FIVE} cards as your turn begins and ends.`,
          `A full draw is ${RULE_OF_FIVE} cards; attackers or blockers: ${RULE_OF_FIVE} at most.`,
        ],
        side: true,
      },
      {
        kind: 'table',
        title: 'The play map',
        columns: ['Spot', 'How many', 'Holds', 'Attacks', 'Blocks'],
        widths: [0, 0, 1, 0, 1],
        rows: Object.values(SPOT_KINDS).map((s) => [
          s.name,
          String(s.count),
          s.holds,
          s.attack ? 'yes' : 'no',
          s.block,
        ]),
      },
      {
        kind: 'list',
        title: 'An attack',
        numbered: true,
        items: [
          `Attackers: 1 to ${RULE_OF_FIVE} cards in Forward spots (they are expended). Target: a Forward card, a Shield card, or the tower (the wizard if none); never an Ethereal card (TW-R12).`,
          'Blockers: one eligible card, joined only by Guardian cards in Shield spots (TW-R5).',
          'Damage goes to the blockers, lowest Might first, then the target. Absorbing exactly its Might saturates a card: 1 Harm. Every card dealt damage is expended.',
          'Counterattack: the blockers’ attack, absorbed by the attackers the same way.',
        ],
        side: true,
      },
      {
        kind: 'table',
        title: 'Who may block (TW-R13)',
        columns: ['Target', 'Blockers'],
        widths: [0, 1],
        rows: BLOCKERS.map((b) => [b.target, b.blockers]),
        side: true,
      },
      {
        kind: 'table',
        title: 'The mana drain',
        columns: ['When', 'The track'],
        widths: [1, 0],
        rows: DRAIN_STEPS.map((d) => [d.when, d.track + (d.ruling ? ` (${d.ruling})` : '')]),
        note: `Every full ${RULE_OF_THREE} steps add 1 to the cost of everything you activate.`,
      },
      {
        kind: 'list',
        title: 'Numbers to keep in mind',
        items: [
          `Deck of magic: exactly ${DECK_RULES.total} cards, ${DECK_RULES.celestial} celestial, ${DECK_RULES.orbital} orbital, ${DECK_RULES.ritual} rituals, ${DECK_RULES.creaturesAtLeast}+ creatures.`,
          `Creature costs: minion ${CREATURE_COSTS.minion.max} or less, monster ${CREATURE_COSTS.monster.min}–${CREATURE_COSTS.monster.max}, demigod ${CREATURE_COSTS.demigod.min}+.`,
          `Towers: ${TOWER_RULES.cardsMin} to ${TOWER_RULES.cardsMax}, each worth ${TOWER_RULES.valueMin}–${TOWER_RULES.valueMax}, ${TOWER_RULES.totalMin}–${TOWER_RULES.totalMax} in all (TW-R1).`,
          `No tower: the wizard is ${stat(WIZARD_STATS)}, 1 Harm per ${WIZARD_DAMAGE_PER_HARM} damage. No stat line (not Ethereal): ${stat(DEFAULT_STATS)}.`,
        ],
        side: true,
      },
      {
        kind: 'list',
        title: 'Non-spell cards and losing',
        items: [
          'Celestial: the top tower comes into play, the old one goes under the deck of towers (TW-R15); a Harm on your wizard becomes a Wound (TW-R11).',
          'Orbital: into a Juxtapose spot, replacing a card there if both are taken (TW-R14).',
          'You lose by forfeit, by a third Wound on your wizard, or when a tower is called for and you have none (Ascension).',
        ],
        side: true,
      },
    ],
  };
}

export const KIT: KitText = {
  bring: [
    'scissors, or a craft knife and a ruler',
    'card sleeves with an old card inside, if you want the cards to shuffle well',
    'a pencil, for the blank cards',
  ],
  quickReference,
};
