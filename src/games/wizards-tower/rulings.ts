/**
 * Rulings: where the source rules are ambiguous or contradict themselves, the reading this
 * site, its engine and its tools follow. Ids are stable; WT-R1 to WT-R17 follow the numbered
 * list of known ambiguities, later ids are gaps found since.
 */
import { withBase } from '../../site/base-path.ts';
import { findRuling, type Ruling } from '../../lib/ruling.ts';

export type { Ruling };

export const RULINGS: readonly Ruling[] = [
  {
    id: 'WT-R1',
    topic: 'Rolling a single die',
    source:
      'Tests keep the two highest dice, yet the band list also gives a one-die reading (1 or 2 is a Disaster).',
    ruling:
      'With one die, its face is the total: 1–2 Disaster, 3–4 Extreme Fail, 5–6 Normal Fail. One die alone can never succeed; only Power dice added after the roll can lift it to a success.',
    why: 'It is the plain arithmetic of the rule, and the odds tables show it openly rather than hide it.',
  },
  {
    id: 'WT-R2',
    topic: 'Rolling no dice',
    source:
      'No dice means an automatic Disaster, but the Quest rules give Jacks, Queens and Kings their own automatic results when they bring the dice to zero.',
    ruling:
      'A plain test with no dice is an automatic Disaster. On a Quest, when a Jack, Queen or King’s Disadvantages take the dice to zero or below, the card decides: Jack an automatic Normal Fail, Queen an automatic Extreme Fail, King an automatic Disaster. An automatic result has no roll, so Power dice cannot be added to it.',
    why: 'The Quest rule is the more specific one, so it wins where it applies; Power is spent after a roll, and there is none here.',
  },
  {
    id: 'WT-R3',
    topic: 'Losing Allies',
    source:
      'The Allies section rolls as many d6 as Allies present and loses one on “equal or lower”; the Quest table treats the Allies present as the Rating of a MAY-reduction (1d6, lose on lower).',
    ruling:
      'One procedure everywhere: roll 1d6 and lose one Ally if the die is equal to or lower than the number of Allies present. The count can reach zero.',
    why: 'One die keeps it quick; “equal or lower” is what the Allies section asks for and lets the last Ally fall, which the section says is possible.',
    revisited:
      'The Allies section also rolls one die per Ally present and says an Ally, “sometimes more than one”, may be lost. The one-die reading stands. Every result that calls for the roll names a single Ally (“an Ally MAY be lost”); where a result means more, it says so and takes them without a roll (two on a Quest’s Extreme Fail, all of them on its Disaster). The Quest table frames the roll as a MAY-reduction, which is one d6 for every Rating. And one die per Ally would make the loss grow with the Allies sent, so a larger party would be punished for a plain Fail: with three Allies, three dice at or under 3 lose 1.5 Allies on average, where the single die loses at most one, half the time.',
  },
  {
    id: 'WT-R4',
    topic: 'Temporary and permanent Research losses',
    source:
      'Research Disasters lower the Rating by 1, “temporary if now at 1 or zero”; Discover a Quest’s Disaster says the loss lasts “for this month”.',
    ruling:
      'On the Improve and Manufacture Disasters, Research drops by 1 for good unless the new value is 1 or 0; then the drop is temporary and ends at the start of next month. The Discover a Quest (and Reveal) Disaster is always a temporary drop for the month. A temporary drop may take a Rating to 0; a permanent one never goes below 1.',
    why: 'It follows each sentence as written and keeps the 1-minimum for lasting losses.',
  },
  {
    id: 'WT-R5',
    topic: '“One of your Domain Factors” drops',
    source: 'Several results lower “one of your Domain Factors” without saying which.',
    ruling:
      'You choose which Factor drops, unless a rule names it. A Factor never drops below 1, not even for a month: a loss “for this Month” (the Extreme Fails of Recruit an Adventurer and Improve Your Domain, and of a Domain issue) stops at 1, unlike a Rating’s. A lasting loss that meets a loss for the month already in force takes its place rather than adding to it, so the Factor’s current value stays at 1 or more.',
    why: 'Elsewhere the rules leave Factor choices to the player (Spade rewards, Clubs domain issues); the results that lower a Factor for the month say “minimum of 1” in so many words.',
  },
  {
    id: 'WT-R6',
    topic: 'Domain Control and its Factors after setup',
    source:
      'At setup, each point of Domain Control above 1 adds 1 to a Factor; afterwards both can change separately.',
    ruling:
      'After setup, the Domain Control Rating and the three Factors are separate tracks. Raising or lowering Domain Control does not change a Factor, and the reverse.',
    why: 'Improve Your Domain targets either one or the other, which only makes sense if they move independently.',
  },
  {
    id: 'WT-R7',
    topic: 'Card difficulty in tower attacks',
    source:
      'Quest cards: Ace +2, 2–4 +1, J/Q/K −1/−2/−3. Tower-attack cards: Ace one Advantage, 2–10 normal, J/Q/K −1/−2/−3. Also: the difficulty “reduces with each subsequent Defence Roll”, from 3 Disadvantages to 3 Advantages.',
    ruling:
      'Quests use the Quest table; tower attacks use the tower-attack table for a wave’s first defence roll. Each further defence roll against the same wave is one step easier on the ladder 3 Disadvantages, 2, 1, none, 1 Advantage, 2, 3 Advantages, never easier than 3 Advantages. A new wave starts again from its own card.',
    why: 'It uses both tables where they are given and reads the ladder as the attack wearing itself out against each defence.',
  },
  {
    id: 'WT-R8',
    topic: 'Attack type and defence order',
    source:
      'The event rolls a type and draws cards; each card is met by the listed defences “in the order given”, yet each failed defence roll sends the card away.',
    ruling:
      'Roll the attack type once; it holds for all three waves. A wave is met by the first listed defence; if that roll fails, its consequences apply and the same wave goes on to the next defence listed. Only when the last listed defence fails has the wave got through: then its card goes to the rival behind the attack, or to the discards (WT-R22). Where the list offers a choice (“Allies or Tower Wards”), you pick one before rolling.',
    why: 'That is what a list of defences in order means; otherwise only the first defence would ever be used.',
  },
  {
    id: 'WT-R9',
    topic: 'Death',
    source:
      'You die in a tower attack when Wards, Research and Power all reach zero, temporary losses included; but lasting losses never take a Rating below 1.',
    ruling:
      'During a tower attack you die when your current Tower Wards, your Research Rating and your Power Rating are all 0 at once, counting temporary losses (Power spent, a month’s Research loss, Wards collapsed).',
    why: 'The Wards Rating itself can never reach 0, so reading “Wards” as the Tower Wards is the only way the rule can ever apply; it is the layer an attacker breaks first.',
  },
  {
    id: 'WT-R10',
    topic: 'Events with nothing to act on',
    source:
      'Event 3 makes an existing Quest harder; Event 2 sends Allies from the Tower to a new Quest.',
    ruling:
      'If there is no Quest or Enemy Wizard, Event 3 passes with no effect. If no Ally is in the Tower, Event 2 still creates its Quest, with no Allies on it.',
    why: 'Neither event says what to do instead, and inventing a harsher replacement would change the game’s pace.',
  },
  {
    id: 'WT-R11',
    topic: 'Outcome tables for domain issues and research challenges',
    source:
      'Event 4 tests the named Domain Factor and Event 5 tests Research, but no outcome table is given.',
    ruling:
      'Both are defending tests: Disaster, the tested Rating or Factor drops by 1 (Research as in WT-R4); Extreme Fail, it drops by 1 until next month; Normal Fail, it MAY drop by 1; any success, the trouble passes with no change.',
    why: 'The basic test rules say a defending Normal Fail MAY lower the Rating; the harsher bands mirror the Research and Gather Allies tables.',
  },
  {
    id: 'WT-R12',
    topic: 'Which Rating an attack on a rival improves',
    source:
      'Attack an Enemy Wizard uses Power, but its Extreme and Critical results talk about your Allies and the Allies Rating.',
    ruling:
      'On an Extreme Success the Power Rating MAY improve; on a Critical Success it improves by 1 (to at most 6).',
    why: 'The attack is the wizard’s own spellwork; the Allies wording looks carried over from the Resolve Quests table.',
  },
  {
    id: 'WT-R13',
    topic: 'Rival stacks and the target of a Power attack',
    source:
      'Attack an Enemy Wizard has the wizard strike with their own spells (Power), adding “a d6 for each Ally present” at the rival’s tower, and then says only “Usual Target = 8”. Event 6 lays the rival’s Wards cards on top of their Power cards.',
    ruling:
      'A Power attack is a plain test: the card’s rank adds no Advantage or Disadvantage, and 8 or more succeeds. Cards are faced from the top: the Wards cards first, then the Power cards, and the reward card last. Allies sent against the rival face the same cards in the same order, with the rank applied as on any Quest. The reward card lies face up, like every Quest card.',
    why: 'The target of 8 is simply the Normal Success band; the stack order is how the cards are laid down.',
    revisited:
      'Kept. “Usual” could hint that the card sometimes changes things, and with the rank applied a rival’s King would take three dice from a wizard who has at most 6 Power. But this game never states difficulty as a target number: rank always works by adding or removing dice, and both places where rank counts say so in their own words (Resolve Quests opens by saying the card’s value “determines if d6(s) are added or removed”; the tower attack says its value “represents the Level” of the challenge). Attack an Enemy Wizard has no such sentence, and “8” is just the first success band that every test shares. Allies sent to the rival in phase 7 still face the rank, because that is the Resolve Quests procedure.',
  },
  {
    id: 'WT-R14',
    topic: 'Spending Power after a roll',
    source: 'After any test the wizard may spend Power to add dice, recovered next month.',
    ruling:
      'Each point of Power spent adds one d6; the highest two of all the dice rolled are read again. You may add dice one at a time, deciding after each. It works on every test, Quests and tower defence included, and the Power returns at the start of next month.',
    why: 'The rules say “any test”, and keeping the highest two is how every roll is read.',
  },
  {
    id: 'WT-R15',
    topic: 'Tower Wards above the Wards Rating',
    source:
      'An Extreme or Critical Success on Maintain Wards raises the Tower Wards 1 above the Rating.',
    ruling:
      'Tower Wards can be at most the Wards Rating plus 1: an Extreme or Critical Success sets them to the Rating plus 1 if they are lower, and does not stack month after month.',
    why: 'Unlimited stacking would make the Tower untouchable after a lucky run, which the rules never suggest.',
  },
  {
    id: 'WT-R16',
    topic: 'Yearly escalation',
    source: 'Each year, draw one more card for Quests and Enemy Wizards.',
    ruling:
      'From the second year on, add one card per full year played to each face-down draw that builds a Quest (Discover a Quest, the urgent Quest) and to each of an Enemy Wizard’s two stacks (Power and Wards).',
    why: 'Those are the draws that set how hard a Quest or rival is.',
  },
  {
    id: 'WT-R17',
    topic: 'Running out of cards',
    source: 'The rules use one deck but never say what happens when it runs out.',
    ruling:
      'Shuffle the discard pile to make a new deck. Cards on Quests and rival stacks stay where they are.',
    why: 'The usual way card games handle it, and it keeps the game going.',
  },
  {
    id: 'WT-R18',
    topic: 'When Domain Security refuses to fight',
    source:
      'Your Tower is Attacked: each time you call on the Domain, 1d6 is rolled, and if it comes up “UNDER the Loyalty/Fear Factor PLUS Domain Prosperity” Security fights with Advantage, else with Disadvantage. Then: “If your total is 2 or less”, the Domain “will not fight at all”, and the result is an automatic Disaster.',
    ruling:
      'The “total” is Loyalty plus Prosperity: at 2 or less (both Factors at 1) Security never fights and the defence is an automatic Disaster.',
    why: 'A d6 roll of 2 or less would make a refusal likelier than a fight with Disadvantage, which reads backwards.',
    revisited:
      'Kept, knowing what it costs: a wizard whose Loyalty and Prosperity are both 1, as in every build that leaves Domain Control at 1, never gets the Domain to fight. The other reading takes “your total” as the d6 just rolled; then one muster in three fails whatever the Domain is like, which goes against the setup rule, where those two Factors “determine whether the Domain Security will actually fight”. “Total” names a sum, and the only sum in the passage is Loyalty plus Prosperity. The cost is small and easily mended: one point in either Factor (a Spade reward, Improve Your Domain, a second Domain Control point at setup) lifts the sum to 3; an army can be met by Tower Wards instead (attack type 4); and a refusal’s Disaster takes nothing from Factors and a Domain Control Rating already at 1 (WT-R5).',
  },
  {
    id: 'WT-R19',
    topic: 'Counting a Quest’s cards, and where added cards go',
    source:
      'Several rules compare a d6 with “the number of cards” on a Quest (phase 9, Discover a Quest’s failures, event 3), and phase 9 adds a card “to the bottom of the pile”, at most 6 plus the reward.',
    ruling:
      'Count only the challenge cards still on the Quest, not the Quest (reward) card; for an Enemy Wizard, count their Power and Wards cards. A card added “at the bottom” goes directly above the Quest card, which stays the last card faced. Phase 9 growth stops by itself at 6 challenge cards, since no d6 beats 6; other rules (new Quests in later years, event 3, Discover a Quest’s Extreme Fail) may take a stack past 6.',
    why: 'Counting the challenge cards is the only count under which the stated limit of “6 plus the reward” comes out exactly, and putting a card under the reward would leave a challenge to face after the Quest is already won.',
  },
  {
    id: 'WT-R20',
    topic: 'Fleeing and teleporting from a Quest',
    source:
      'Allies may flee once they see how dangerous a card is, but MAY lose an Ally; the wizard may spend 1 Power after the card is revealed and before the roll to teleport them home; after a failed roll you may try again, flee or teleport.',
    ruling:
      'In phase 7, whenever a Quest’s top card is face up and not yet rolled against (before its first roll, and again after a failed one), you may pull the Allies off that Quest. At other moments (a card turned up by Reveal in phase 3, a failed roll forced by event 3) they stay where they are until phase 7. Fleeing is free, but make one Ally-loss roll (WT-R3) for the group. Teleporting costs 1 Power for that Quest, whatever the number of Allies, and is safe. Either way every Ally on that Quest goes home to the Tower, and the Quest’s cards stay as they are.',
    why: 'It follows both passages; one Power per Quest matches “spend 1 … to teleport their Allies”, and one loss roll matches “MAY lose an Ally”.',
    revisited:
      'Narrowed to phase 7, to match the engine and the month as the rules describe it. The Quests section allows the teleport “at any time after the Quest Card is revealed”, as long as the dice have not been rolled, which could be read as any moment of the month. But the month’s own overview ties it to the resolution phase: Quests get “a Monthly Quest Resolution Phase”, and Power still left “at this point in the month” is what can “Teleport them safely back”; flight is described only inside phase 7, and “before the roll” assumes a roll about to be made, which only phase 7 brings (event 3’s roll must be made at once, WT-R30). The price is real: Allies out on a Quest are not in the Tower if it is attacked before phase 7, which is the risk of sending them.',
  },
  {
    id: 'WT-R21',
    topic: 'Tests use current values',
    source:
      'Temporary losses (Power spent, Research lost for the month, Tower Wards worn down) come back next month, but the rules do not say whether they count in the meantime.',
    ruling:
      'A test rolls the current value: the Rating minus any temporary loss still in force. Power spent on dice or on a teleport lowers your current Power at once, so later Power tests and defences that month roll fewer dice, and you cannot spend more Power than you currently have. A current value of 0 rolls no dice, whatever Advantages the card gives: a test is then an automatic Disaster (WT-R2), and a tower defence is passed over (WT-R36).',
    why: 'A loss that did not count until next month would not be a loss; it also makes spending Power a real choice.',
  },
  {
    id: 'WT-R22',
    topic: 'A rival behind a tower attack',
    source:
      'An attack may use cards from an existing Enemy Wizard or three new cards; you may name an active rival as the attacker; a beaten wave lets you remove 1 card from their stack (the results table says 1, 2 or 3); a card that gets through “returns to the Enemy Wizard’s Tower” or is discarded.',
    ruling:
      'You may take the waves from a rival’s stack (its top three cards; fewer cards make fewer waves) or draw three new cards and name an active rival as the attacker; either way that rival is behind the attack. A beaten wave’s card is discarded and the rival loses 1, 2 or 3 cards (Normal, Extreme, Critical Success); wave cards that came from their stack and are beaten count toward that number, the rest come off the top of their stack. A wave that gets through goes face down on top of that rival’s stack; with no rival behind the attack it is discarded. When the rival has no cards left but the reward card, counting their cards still in play as waves, the reward is yours and they are out of the game.',
    why: 'The results table is the more detailed rule, so it sets the number; counting beaten wave cards keeps a Critical Success at exactly three cards whether the waves were new or the rival’s own.',
  },
  {
    id: 'WT-R23',
    topic: 'The army and spell attack: both defences roll',
    source:
      'Attack type 6 is met by Domain Security and Tower Wards, which both roll whatever the outcome, and finally by Power.',
    ruling:
      'Against each wave, roll Domain Security and Tower Wards at the same difficulty, one after the other. Each roll applies its own failure results. The wave is beaten if either roll succeeds, and the better of the two results decides how many cards the rival loses. If both fail, the wave goes on to Power, one step easier (WT-R7).',
    why: '“Roll for both regardless” means the second roll is made even after the first succeeds, so its risks apply; counting the better success keeps both defences worth rolling.',
  },
  {
    id: 'WT-R24',
    topic: 'How many dice Domain Security rolls',
    source:
      'The Domain defends with its Security; before each use a d6 under Loyalty plus Prosperity means it fights with Advantage, otherwise with Disadvantage.',
    ruling:
      'Domain Security rolls as many dice as your current Security Factor, plus one for the Advantage or minus one for the Disadvantage from the muster roll, plus or minus the wave’s own difficulty. Make the muster roll afresh for every defence roll that uses the Domain.',
    why: 'The attack table names “Domain Security”, and Security is the Factor that stands for the armed strength of the land; “whenever you attempt to use your Domain” asks for a muster roll each time.',
  },
  {
    id: 'WT-R25',
    topic: 'A Normal Fail in tower defence',
    source:
      'The basic test rules say that a defending Normal Fail MAY lower the Rating or cost an Ally; the tower-defence results give a Normal Fail cost only when Allies defend.',
    ruling:
      'In tower defence, a Normal Fail with Allies MAY cost an Ally (WT-R3); with Tower Wards, the Domain or Power it costs nothing, and the wave moves on. Defending tests without a table of their own (events 4 and 5) use the general rule (WT-R11).',
    why: 'The tower-defence table is the specific rule and names its costs defence by defence; it mentions only Allies for this band.',
  },
  {
    id: 'WT-R26',
    topic: 'The card in a Domain issue',
    source:
      'Event 4 draws a card face up: its suit picks the Domain Factor to test, and its rank is not mentioned.',
    ruling:
      'The card’s rank sets the difficulty as a Quest card’s would (Ace two Advantages, 2–4 one, 5–10 none, Jack, Queen and King one, two and three Disadvantages, with their automatic results when no dice are left). The card is discarded afterwards.',
    why: 'Everywhere else a card’s rank is its difficulty, and the rules call this a challenge like any other.',
  },
  {
    id: 'WT-R27',
    topic: 'Which Ratings research can improve',
    source:
      'Research: Improve Your Ratings lets you MAY-improve one, two or three “of your Ratings”.',
    ruling:
      'Choose among the five Ratings (Wards, Research, Power, Allies, Domain Control), a different Rating for each MAY roll, and name each before rolling for it. Domain Factors are raised by Improve Your Domain and by Spade rewards, not by research.',
    why: '“Two of your Ratings” reads as two different ones, and the Domain already has its own action for its Factors.',
  },
  {
    id: 'WT-R28',
    topic: 'Items made with the optional Manufacture rule',
    source:
      'Optionally, Manufacture can make potions, scrolls and magic items: treated as Allies, but rolled only beside a standard Ally; a lost Ally is the lowest die, so items may be left alone on a Quest until it is resolved.',
    ruling:
      'With the option on, each creation is either an Ally or an item, as you choose. An item adds one die wherever it is (a Quest, a rival, the Tower’s defence) but only when at least one Ally is there too. Losses always take Allies, never items; items left without an Ally stay put and roll nothing. Items move out with Allies in phase 7 and come home with them (flight, teleport, a finished Quest).',
    why: 'It is the reading the optional rule sketches (“the lowest value d6” is an Ally, so items outlast them) with the fewest new mechanics.',
  },
  {
    id: 'WT-R29',
    topic: 'No card left to draw',
    source:
      'With the discards shuffled back in (WT-R17) the deck can still be empty when every card lies on Quests and rival stacks.',
    ruling:
      'When neither the deck nor the discards hold a card, a draw simply does not happen: a Quest or rival that needs a Quest card is not created, and other draws add nothing.',
    why: 'The game cannot make cards from nothing, and the situation is rare enough that the simplest answer is best.',
  },
  {
    id: 'WT-R30',
    topic: 'Facing a new card at once (event 3)',
    source:
      'When a Quest grows harder, Allies on it “must challenge this latest Card immediately”.',
    ruling:
      'Allies on that Quest make one roll against the new card at once, before any other choice: they may not flee or teleport first. Power dice may be added after the roll (WT-R14). Whatever the result, the Quest then carries on as usual in phase 7.',
    why: '“Must” rules out running away first; one roll is the challenge the event asks for.',
  },
  {
    id: 'WT-R31',
    topic: 'An event brought by a rival',
    source: 'If an event happens only because of a rival’s extra die, that rival caused it.',
    ruling:
      'The rival whose die is lowest (the earliest rival on a tie) caused the event. If it is a tower attack, that rival is behind it (WT-R22): the waves may come from their stack or be new cards, but the rival is named either way. For other events the cause changes nothing but the story.',
    why: 'The rules name the rival as the cause without a mechanical effect outside the tower attack, where a named rival already has rules.',
  },
  {
    id: 'WT-R32',
    topic: 'Attacks on a rival that find more defences',
    source:
      'A Disaster or Extreme Fail when attacking a rival adds a face-down card to “the Enemy Wizard’s stack”.',
    ruling:
      'The new card goes face down on top of the rival’s stack, so it is the next card faced. After any roll you may strike again or go home for free; the first strike on a rival you called up yourself is compulsory.',
    why: 'They are defences you have just discovered, so they stand in front of the rest.',
  },
  {
    id: 'WT-R33',
    topic: 'Which value a MAY roll is compared with',
    source:
      'A MAY roll compares 1d6 with “the current Rating”; the wizard sheet has a Rating column and a Current column.',
    ruling:
      'MAY improve and MAY reduce compare the die with the current value (the Rating less temporary losses this month). The change itself is to the Rating and lasts, unless the result says it is only for the month.',
    why: 'The rules say “current”, and the sheet’s Current column is exactly the Rating less temporary losses.',
  },
  {
    id: 'WT-R34',
    topic: 'After a roll on a Quest',
    source:
      'After a failure you may try again, flee or teleport; after a success you may carry on at once or wait until next month.',
    ruling:
      'After a failure the Allies must roll again, flee or be teleported; they cannot simply stay. After a success they may also wait, staying on the Quest until next month’s phase 7. A Quest that a Discover or Reveal Disaster removes sends its Allies home. When the rules break a tie between Quests by “your choice”, you choose among the tied ones.',
    why: 'That is the list of choices each passage gives; leaving Allies on a card they just failed against is not one of them.',
  },
  {
    id: 'WT-R35',
    topic: 'Calling up a rival in phase 10',
    source:
      'Attack an Enemy Wizard lets you conjure a rival whenever none is available, and then obliges you to attack it at least once.',
    ruling:
      'You may call up a new Enemy Wizard in phase 10 only when none is in play. Any rival still in play counts as available, even one with your Allies on it or with only its reward card left. A rival called up this way is built exactly as event 6 builds one, and you must strike it at least once (WT-R32).',
    why: 'That is the condition the rule sets; calling up rivals every month would make war a free source of rewards.',
  },
  {
    id: 'WT-R36',
    topic: 'Tower defences with nothing left',
    source:
      'Tower Wards can “crumble to nothing for this Month”, the Allies in the Tower can all be lost, and Power can be spent; the attack table still lists those defences, and the wave’s card may give Advantages.',
    ruling:
      'A tower defence whose current value is 0 (Tower Wards at 0, no Ally in the Tower, no Power left) has nothing to roll, so it is passed over: no roll, no result and no cost, and a card’s Advantages do not make dice out of nothing (WT-R21). The wave goes on to the next defence listed at the same difficulty, since no defence roll was made (WT-R7). Where the table offers a choice, you choose among the defences that still have dice; if none has, that step is passed. If the last defence has nothing either, the wave gets through. Domain Security always has at least 1 (WT-R5), so it still musters, and its refusal is still an automatic Disaster (WT-R18). Passing a defence over does not save you: if your Tower Wards, Research and Power are all 0 when a wave reaches you, you die (WT-R9).',
    why: 'Wards that have crumbled to nothing cannot crumble again, and an empty Tower has no Allies to lose; counting a Disaster against them would take a Rating point for a defence that never took place. It is also what the Maintain Tower Wards page has always said: broken wards leave the attack to your other defences.',
  },
  {
    id: 'WT-R37',
    topic: 'Where the urgent Quest’s cards go',
    source:
      'Event 2 adds its face-down cards “beneath the Quest Card”; Discover a Quest places them “on it”; a Quest is faced from the top, with the Quest card last.',
    ruling:
      'The urgent Quest is laid out like every other Quest: the Quest card face up at the bottom, sticking out so its reward shows, and the challenge cards face down on top of it, so the Quest card is faced last.',
    why: 'With the challenge cards underneath, the Quest card would be faced first and its reward won before any challenge, which no other rule allows; “beneath” reads best as the Quest card lying beneath them.',
  },
  {
    id: 'WT-R38',
    topic: 'A King beaten as a Critical Success’s extra card',
    source:
      'In a tower attack a King means the rival came in person, and beating “that Card with an Extreme or Critical Success” wins their reward; a Critical Success also beats the next wave’s card.',
    ruling:
      'A King beaten as the extra card of a Critical Success was beaten by a Critical Success: the rival came in person and is destroyed, and their reward is yours, just as if the King had been the card rolled against.',
    why: 'The Critical Success defeats both cards; nothing in the rule asks which of the two the dice were rolled against.',
  },
  {
    id: 'WT-R39',
    topic: 'Tower Wards lost “for this Month”',
    source:
      'Maintain Tower Wards and the tower-defence results say the Tower Wards “Crumble to nothing for this Month” or “reduce by 1 for this Month”; the start of each month restores temporary losses “but your Tower Wards aren’t restored automatically”, and only a successful Maintain Tower Wards raises them back to the Wards Rating.',
    ruling:
      'Tower Wards that collapse or lose points stay down until a successful Maintain Tower Wards test (phase 1) lifts them back to the Wards Rating. The new month does not restore them; a failed Maintain test leaves them as they are, even at 0.',
    why: 'The sentence about the new month singles Tower Wards out of the temporary losses in so many words, and the Maintain results only make sense if there is something to restore (“Restored to your Wards Rating if they were lower”): if lost wards came back by themselves each new month, that result would almost never have anything to do. “For this Month” then says only that nothing mends the wards before the next phase 1.',
  },
  {
    id: 'WT-R40',
    topic: 'The order in which Quests are resolved',
    source: 'Phase 7: “For each Quest with Allies assigned (in any order)…”.',
    ruling:
      'You choose the order. After the Allies have moved out, whenever two or more Quests with Allies on them are still to be dealt with this phase, pick the next one; it is then played to the end (won, its Allies gone or home, or left waiting after a success) before you pick again. A Quest whose Allies were all lost, fled or were teleported home is done for the phase.',
    why: '“In any order” leaves the order to the player, and it matters: Power spent on dice or a teleport for one Quest is gone for the next, and a Diamond reward won first raises the Power you have for the rest. Picking one Quest at a time, after seeing how the last went, is the most a player at the table can do, so it is what the engine, the companion and the strategies do.',
  },
  {
    id: 'WT-R41',
    topic: 'Allies at a rival’s tower during your Power attack',
    source:
      'Attack an Enemy Wizard adds “a d6 for each Ally present” at the rival’s tower; its failure results speak only of Power and of cards added to the rival’s stack.',
    ruling:
      'Allies at the rival’s tower add their dice (and items beside them, WT-R28) to your phase 10 attack but risk nothing in it: no result of the Power attack loses an Ally or lowers the Allies Rating. They stay on the rival afterwards, and face its cards as a Quest again in phase 7.',
    why: 'The attack is the wizard’s own spellwork and its table names only Power losses; taking Allies from a roll whose failures list none would be a rule we invented. Their own risks come in phase 7, under the Resolve Quests table.',
  },
  {
    id: 'WT-R42',
    topic: 'A Power attack with nothing to attack with',
    source:
      'A test with zero dice is an automatic Disaster; a Power attack rolls your Power plus the Allies at the rival’s tower; attacking is optional, except the first strike on a rival you call up.',
    ruling:
      'You may start or go on with a Power attack on a rival only while your current Power plus your Allies at that rival’s tower comes to at least one die. With no Power left you may not call up a new rival either. If a strike takes your Power to 0 and no Ally stands with you, the attack ends and you are home.',
    why: 'The attack works “by using their spells (Power)”: with no Power and no Allies there is nothing to strike with, and a voluntary action whose only result is a Disaster and a lasting loss of Power is not a choice anyone makes. It keeps the zero-dice Disaster (WT-R2) for tests you are forced into.',
  },
  {
    id: 'WT-R43',
    topic: 'A tie for the Quest a wasted search hits',
    source:
      'The Disaster of Discover a Quest (and of Reveal) hits the Quest “with the smallest number of Cards remaining”, rivals excluded, and says nothing about a tie.',
    ruling:
      'When several Quests tie for the fewest challenge cards (counted as in WT-R19), you choose which of them rolls to be abandoned. Allies on it make no difference.',
    why: 'The one tie-break the rules give between Quests (event 3) ends with “you choose”; its first step, the most Allies, exists to pick the Quest whose Allies must face a new card, and nobody faces anything here.',
  },
  {
    id: 'WT-R44',
    topic: 'Items and the urgent Quest',
    source:
      'Event 2 has you “send 1 or more Allies” from the Tower to a new Quest at once; the optional rule treats potions, scrolls and magic items “exactly the same as Allies”, except that they roll only beside an Ally.',
    ruling:
      'With the optional item rule, event 2 sends Allies only; items stay in the Tower. In phase 7 you may move items out to the urgent Quest like any other (WT-R28).',
    why: 'The event calls for Allies, and an item does nothing by itself; phase 7, the only time the urgent Quest’s Allies roll unless event 3 strikes, comes before any roll, so the items can still join them in time.',
  },
];

export const ruling = (id: string): Ruling => findRuling(RULINGS, id);

/** Address of a ruling on the Rulings page: "/wizards-tower/rulings/#wt-r3", under the site's base path. */
export const rulingHref = (id: string): string =>
  withBase(`/wizards-tower/rulings/#${id.toLowerCase()}`);
