/** Tower-WizWar rulings: where the design document is unclear or contradicts itself. Ids are stable. */
import { findRuling, type Ruling } from '../../lib/ruling.ts';

export const RULINGS: readonly Ruling[] = [
  {
    id: 'TW-R1',
    topic: 'The total value of the deck of towers',
    source:
      'The player’s kit says the towers must add up to 10 or less; the tower section says 7 to 10, with each tower worth 2 to 7.',
    ruling:
      'A deck of towers holds two to five towers, each worth 2 to 7, adding up to between 7 and 10. The kit’s “two to six” cards cannot reach six: six towers worth the least (2) already add up to 12.',
    why: 'The tower section is the more detailed statement, and “7 to 10” is also “10 or less”; the lower bound stops a deck of one cheap tower. The card count follows from the numbers: at most 10 in all at 2 or more each leaves room for five towers, so the validator and the pages say five.',
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
      'The tower section raises the mana drain “one” for every card drafted through a tower. The rule of three uses those very words for a whole +1 on costs, earned by three uses or activations; the mana-drain section describes a track whose counter moves once per activation and adds 1 to costs every three moves.',
    ruling:
      'Each card drafted into the mana pool through a tower moves the mana-drain counter one step, as one activation does; every three such steps add 1 to costs, as usual.',
    why: 'The words could mean a full +1 per card, and the rule of three reads that way. We read them as one step because the document uses “mana drain” for the track as well as for the extra cost, and the track is the thing a player moves; because the turn sequence lowers the drain “by 3” without a tower, which only makes sense in steps (TW-R4); and because the other reading defeats itself: a tower draft of five would add 5 to every activation that turn, so the mana just drafted could pay for about one effect, and no tower would ever be worth drafting through. One step per card still makes a big draft cost something: five cards are five steps, +1 on every cost.',
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
      'Two passages disagree on the moment. Under Wounds, the trigger is a celestial card coming up from your deck; under celestial cards, it is your playing one. Both trade a Harm on the wizard for a Wound, and only the second adds “if you have one”.',
    ruling:
      'This happens once per celestial card, when you play it: if your wizard carries at least one Harm, discard one and take one Wound. With no Harm on your wizard, nothing happens. A celestial card that is never played (one a wizard in retreat sends to the Aether) changes nothing.',
    why: 'Both passages describe the moment Harm on a wizard becomes lasting; a Wound with no Harm behind it would make three celestial cards lose the game without a blow being struck.',
  },
  {
    id: 'TW-R12',
    topic: 'Ethereal cards as the target of an attack',
    source:
      'Ethereal cards carry no stat line, and only cards with one may attack or block. The list of legal targets (a Forward card, a Shield card, the tower or wizard) names no exception; the document says nothing either way about attacking an Ethereal card.',
    ruling:
      'An Ethereal card cannot be chosen as the target of an attack. Other magic (damage effects, spells that name a card) may still reach it.',
    why: 'Attack damage is only ever measured against Might, and an Ethereal card has none: there is nothing for the attack to soak into, saturate or expend, so any result would be a rule we invented. The document calls loci Ethereal because they “lack a corporeal form”, and it speaks of the wizard and of towers as corporeal when they are attacked, so attacks read as a contest between bodies. The Juxtapose spot shows the designer already separates attack targets from magic targets.',
  },
  {
    id: 'TW-R13',
    topic: 'Guardian cards in a Juxtapose spot',
    source:
      'The play-map section says cards in a Juxtapose spot can never be used to block an attack on your tower. The attack section lets a card with Guardian block from any spot.',
    ruling:
      'A card in a Juxtapose spot never blocks, Guardian or not, whatever the attack’s target. Guardian lets a card block from the other spots (a Forward spot included).',
    why: 'The Juxtapose sentence is the narrower rule, written about that one spot and in capitals, and a narrow rule overrides a general one. The spot is set apart from fighting both ways: nothing there can be the target of an attack either. Reading Guardian as overriding it would leave the spot’s blocking rule with nothing to forbid, since only Guardian cards could block from there anyway.',
  },
  {
    id: 'TW-R14',
    topic: 'When an orbital card reaches the play map',
    source:
      'The orbital section puts one into a Rear/Juxtapose spot beside your tower when you draw it. The draft and draw summaries set every drawn non-spell card face down in front of you, to be played one at a time when your movement phase begins; the movement phase says you must play one of them.',
    ruling:
      'A drawn orbital waits in front of you like any non-spell card and does not count as a card drawn. It reaches the map when it is played: as the entrance card, or as the card the movement phase makes you play. Played, it goes into an empty Juxtapose spot; with both taken, it replaces the card in one of them (your choice), which goes to the discard pile if it is a spell and to the Aether if it is not.',
    why: 'The two passages answer different questions: the orbital section says where an orbital goes and that it is not cast; the summaries and the turn say when non-spell cards come into play. Read together nothing is dropped. Replacing a card when both spots are full is what playing into a taken spot does everywhere on the map, and it never leaves the movement phase stuck with a card it must play and cannot; the Aether takes the old card if it is a non-spell card, as it takes every non-spell card that leaves play.',
  },
  {
    id: 'TW-R15',
    topic: 'Which tower a celestial card brings',
    source:
      'A celestial card places “a Tower from their Tower deck” on the tower spot, and the tower it replaces goes to the bottom of that deck; the deck of towers is a face-up stack.',
    ruling:
      'The top tower of the stack comes into play. You order the stack as you like before the battle; after that the order only changes as towers are put under it.',
    why: 'Sending the old tower to the bottom only matters if the next tower is taken from the top: with a free choice, where the old tower went would make no difference. A face-up stack taken from the top also lets every player see which tower comes next. If the stack is empty, the tower in play stays; with no tower in play either, the call for a tower is the Ascension loss.',
  },
];

export const ruling = (id: string): Ruling => findRuling(RULINGS, id);
