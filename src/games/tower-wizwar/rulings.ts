/** Tower-WizWar rulings: where the design document is unclear or contradicts itself. Ids are stable. */
import { findRuling, type Ruling } from '../../lib/ruling.ts';

export const RULINGS: readonly Ruling[] = [
  {
    id: 'TW-R1',
    topic: 'The total value of the deck of towers',
    source:
      'The player’s kit says the towers must add up to 10 or less; the tower section says 7 to 10, with each tower worth 2 to 7.',
    ruling:
      'A deck of towers holds two to six towers, each worth 2 to 7, adding up to between 7 and 10.',
    why: 'The tower section is the more detailed statement, and “7 to 10” is also “10 or less”; the lower bound stops a deck of one cheap tower.',
  },
  {
    id: 'TW-R2',
    topic: 'Light tokens',
    source: 'A Light token pool is listed with Gold, Silver, Bronze and Harm, but no rule uses it.',
    ruling: 'Light is left undefined: the token sheet prints none and no tool uses them.',
    why: 'Inventing what Light does would be designing the game, not describing it.',
  },
  {
    id: 'TW-R3',
    topic: 'Entrance with ten cards in the mana pool',
    source:
      'During the entrance you redraw while all five cards are spells, moving two to the mana pool each time; at ten cards in the pool you “discard all cards” on another all-spell draw.',
    ruling:
      'With ten cards already in the mana pool, an all-spell draw of five is discarded whole and you draw again; the pool stays at ten.',
    why: 'It is the plain reading, and it guarantees the loop ends: the deck must hold non-spell cards (ten of them).',
  },
  {
    id: 'TW-R4',
    topic: 'Reducing the mana drain',
    source:
      'Without a tower the Renew & Reduce phase lowers the mana drain “by 3”; the drain is a track that moves one step per activation and adds 1 to costs every three steps.',
    ruling:
      'The track moves back 3 steps (one point of extra cost), never below 0. With a tower in play it returns to 0. A wizard in retreat moves it back 4 steps.',
    why: 'The track is what the player moves; three steps back undoes exactly one rule-of-three increase.',
  },
  {
    id: 'TW-R5',
    topic: 'Blocking groups',
    source:
      'The defender picks a single blocker, yet damage is assigned to “blocker(s)”, because Guardian cards in Shield spots may join a blocker.',
    ruling:
      'One eligible card blocks; Guardian cards in Shield spots may join it, up to five cards in the group (rule of five).',
    why: 'This is the document’s own explanation of the plural.',
  },
  {
    id: 'TW-R6',
    topic: 'Ephemeral and Might 0 blockers',
    source:
      'A Might 0 card takes no damage and never earns Harm but is expended; an Ephemeral card returns to its owner’s hand when damage is assigned to it.',
    ruling:
      'Both soak nothing: the damage moves on to the next card in line. The Ephemeral card is back in hand, so it does not counterattack; a Might 0 blocker still does.',
    why: 'Neither absorbs anything, so the damage must go somewhere; a card in hand is no longer in the fight.',
  },
  {
    id: 'TW-R7',
    topic: 'Attack damage and harms',
    source:
      'A saturated card earns “a Harm token” and additional damage moves on; only damage effects are said to loop back (6 damage on Might 3 making two Harms).',
    ruling:
      'In an attack each card earns at most one Harm, when the damage it soaks equals its Might; the rest moves on down the line. Only a damage effect gives one Harm per full Might.',
    why: 'The document contrasts the two: attack damage passes through, effect damage loops back.',
  },
  {
    id: 'TW-R8',
    topic: 'Damage left over after the target',
    source:
      'Damage goes to the blockers, then to the target; nothing says what happens to damage the target cannot soak.',
    ruling:
      'It is lost, except against a wizard with no tower, who takes one Harm for every full 7 damage.',
    why: 'The wizard rule is the only one that counts damage beyond Might; everywhere else saturation means one Harm.',
  },
  {
    id: 'TW-R9',
    topic: 'Mana drain from drafting through a tower',
    source:
      'The tower section raises the mana drain “one” for each card drafted through a tower; the rule of three raises the drain one for every three uses of mana or activations, and the track moves one step per activation.',
    ruling:
      'Each card drafted into the mana pool through a tower moves the mana-drain counter one step, as one activation does; every three such steps add 1 to costs, as usual.',
    why: 'The track counts steps and turns every three into +1 cost; reading each drafted card as a full +1 would make a tower draft of five add 5 to every cost that turn, and the track would have no way to show it.',
  },
  {
    id: 'TW-R10',
    topic: 'Does paying mana count as a use?',
    source:
      'The rule of three speaks of “uses of mana or activations”; the mana-drain section moves the counter each time an effect is activated, even one that costs nothing, and says nothing about casting.',
    ruling:
      'Casting a spell, and discarding mana-pool cards to pay for it, does not move the track. The counter moves one step for each activation of an effect, whatever it costs, and one step per card drafted through a tower (TW-R9); an activation that costs mana is still one step, not one per mana.',
    why: 'The mana-drain section is the detailed rule and ties the track to activations alone; a use of mana is read as the activation it pays for, so nothing is counted twice.',
  },
  {
    id: 'TW-R11',
    topic: 'Celestial cards and Wounds',
    source:
      'The Wounds rule: each time a celestial card is revealed from your deck, one Harm on your wizard is discarded and one Wound earned. The celestial card rule: when you play one, discard a Harm from your wizard if you have one and take a Wound.',
    ruling:
      'This happens once per celestial card, when you play it: if your wizard carries at least one Harm, discard one and take one Wound. With no Harm on your wizard, nothing happens. A celestial card that is never played (one a wizard in retreat sends to the Aether) changes nothing.',
    why: 'Both passages describe the moment Harm on a wizard becomes lasting; a Wound with no Harm behind it would make three celestial cards lose the game without a blow being struck.',
  },
];

export const ruling = (id: string): Ruling => findRuling(RULINGS, id);
