/**
 * One attack, resolved as the rules reference numbers its steps: total the attack, let the
 * defending line (blockers by rising Might, then the target) absorb it, then the counterattack
 * on the attackers the same way. Saturation (absorbing exactly one's Might) gives one Harm;
 * any card dealt damage is expended. TW-R5 to TW-R8, TW-R12 and TW-R13 settle the open points;
 * every step is reported in words so the player can follow it.
 */
import { RULE_OF_FIVE, WIZARD_DAMAGE_PER_HARM, WIZARD_STATS, type SpotKind } from './rules.ts';

export interface Fighter {
  readonly name: string;
  readonly attack: number;
  readonly might: number;
  readonly spot: SpotKind;
  readonly guardian?: boolean;
  readonly ethereal?: boolean;
  readonly ephemeral?: boolean;
}

/** What the attack is aimed at: a Forward card, a Shield card, or the tower (the wizard if there is none). */
export type TargetKind = 'forward' | 'shield' | 'tower' | 'wizard';

export interface AttackSetup {
  readonly attackers: readonly Fighter[];
  readonly targetKind: TargetKind;
  /** The targeted card (for 'wizard', leave it out: the wizard stands at [00/07]). */
  readonly target?: Fighter;
  readonly blockers: readonly Fighter[];
}

export interface CardResult {
  readonly name: string;
  readonly side: 'attacker' | 'defender';
  damage: number;
  harms: number;
  expended: boolean;
  returnedToHand: boolean;
}

export interface AttackResult {
  readonly attackDamage: number;
  readonly counterDamage: number;
  readonly steps: readonly string[];
  readonly cards: readonly CardResult[];
}

export const WIZARD: Fighter = {
  name: 'The wizard',
  attack: WIZARD_STATS.attack,
  might: WIZARD_STATS.might,
  spot: 'tower',
};

/** Who may block an attack on this kind of target (TW-R5 for the group). */
export function mayBlock(blocker: Fighter, targetKind: TargetKind): boolean {
  if (blocker.ethereal) return false;
  // TW-R13: the Juxtapose spot forbids blocking outright, and that beats Guardian's "any spot".
  if (blocker.spot === 'juxtapose') return false;
  if (targetKind === 'forward') return blocker.spot === 'forward' && !!blocker.guardian;
  if (targetKind === 'shield') return !!blocker.guardian;
  return blocker.spot === 'shield' || !!blocker.guardian;
}

/** Every rule the setup breaks; empty when the attack may go ahead. */
export function checkAttack(setup: AttackSetup): string[] {
  const problems: string[] = [];
  const { attackers, blockers, targetKind, target } = setup;
  if (attackers.length < 1 || attackers.length > RULE_OF_FIVE)
    problems.push(
      `Attackers: ${attackers.length}. The rule of five allows 1 to ${RULE_OF_FIVE} in one attack.`,
    );
  for (const a of attackers) {
    if (a.ethereal)
      problems.push(`${a.name} cannot attack: an Ethereal card has no stat line to attack with.`);
    else if (a.spot !== 'forward')
      problems.push(
        `${a.name} cannot attack from a ${a.spot} spot; attacks come from Forward spots.`,
      );
  }
  if (targetKind !== 'wizard' && !target)
    problems.push(`Choose the ${targetKind} card being attacked.`);
  // TW-R12: an Ethereal card has no Might for attack damage to meet, so it is no attack target.
  if (target?.ethereal)
    problems.push(
      `${target.name} is Ethereal: it has no Might to take the damage, so it cannot be attacked (TW-R12).`,
    );
  if (target && targetKind !== 'wizard' && target.spot !== targetKind)
    problems.push(`${target.name} is in a ${target.spot} spot, not a ${targetKind} spot.`);
  if (blockers.length > RULE_OF_FIVE)
    problems.push(`Blockers: ${blockers.length}. The rule of five allows at most ${RULE_OF_FIVE}.`);
  for (const b of blockers) {
    if (!mayBlock(b, targetKind)) {
      problems.push(
        b.ethereal
          ? `${b.name} cannot block: an Ethereal card has no stat line.`
          : b.spot === 'juxtapose'
            ? `${b.name} cannot block: nothing in a Juxtapose spot blocks, Guardian or not (TW-R13).`
            : targetKind === 'forward'
              ? `${b.name} cannot block. Against an attack on a Forward card, the one eligible blocker is a Guardian card in a Forward spot.`
              : targetKind === 'shield'
                ? `${b.name} cannot block. Against an attack on a Shield card, only Guardian cards are eligible.`
                : `${b.name} cannot block. Against an attack on the tower or wizard, eligible blockers are cards in Shield spots and Guardian cards.`,
      );
    }
  }
  // TW-R5: one blocker, joined only by Guardian cards in Shield spots.
  if (blockers.length > 1 && blockers.slice(1).some((b) => !(b.guardian && b.spot === 'shield'))) {
    problems.push(
      'Only one card blocks; others may join it only if they have Guardian and stand in Shield spots (TW-R5).',
    );
  }
  return problems;
}

interface Soaker {
  fighter: Fighter;
  result: CardResult;
  /** The last in line: the target, whose overflow is lost (TW-R8). */
  last: boolean;
}

/** Assigns `damage` along the line, lowest Might first; returns what is left over. */
function soak(line: Soaker[], damage: number, steps: string[]): number {
  let left = damage;
  for (const { fighter, result, last } of line) {
    if (left <= 0) break;
    result.expended = fighter !== WIZARD; // a wizard is never expended
    if (fighter.ephemeral || fighter.might === 0) {
      if (fighter.ephemeral) {
        result.returnedToHand = true;
        steps.push(
          `${fighter.name} is Ephemeral: instead of taking damage it returns to its owner’s hand (TW-R6).`,
        );
      } else
        steps.push(`${fighter.name} has Might 0: it is expended but takes no damage and no Harm.`);
      if (last) {
        steps.push(`${left} damage is left over after the target and is lost (TW-R8).`);
        return 0;
      }
      continue;
    }
    if (fighter === WIZARD) {
      const harms = Math.floor(left / WIZARD_DAMAGE_PER_HARM);
      result.damage += left;
      result.harms += harms;
      steps.push(
        `The wizard takes ${left} damage: ${harms} Harm (one per full ${WIZARD_DAMAGE_PER_HARM}).`,
      );
      return 0;
    }
    const taken = Math.min(left, fighter.might);
    result.damage += taken;
    left -= taken;
    if (taken === fighter.might) {
      result.harms += 1;
      steps.push(
        `${fighter.name} absorbs ${taken}, all of its Might: saturated, so 1 Harm; expended.${left > 0 ? ` The other ${left} passes to the next in line.` : ''}`,
      );
    } else {
      steps.push(
        `${fighter.name} absorbs ${taken} of its Might ${fighter.might}: short of saturation, so no Harm; expended.`,
      );
    }
    if (last && left > 0) {
      steps.push(`${left} damage is left over after the target and is lost (TW-R8).`);
      return 0;
    }
  }
  return left;
}

const byMight = (a: Soaker, b: Soaker) => a.fighter.might - b.fighter.might;

export function resolveAttack(setup: AttackSetup): AttackResult {
  const problems = checkAttack(setup);
  if (problems.length) throw new RangeError(problems.join(' '));
  const steps: string[] = [];
  const results: CardResult[] = [];
  const entry = (fighter: Fighter, side: CardResult['side'], last = false): Soaker => {
    const result: CardResult = {
      name: fighter.name,
      side,
      damage: 0,
      harms: 0,
      expended: false,
      returnedToHand: false,
    };
    results.push(result);
    return { fighter, result, last };
  };
  const attackers = setup.attackers.map((a) => entry(a, 'attacker'));
  for (const a of attackers) a.result.expended = true;
  const attackDamage = setup.attackers.reduce((n, a) => n + a.attack, 0);
  const target = setup.targetKind === 'wizard' ? WIZARD : setup.target!;
  steps.push(
    `${setup.attackers.map((a) => a.name).join(', ')} attack${setup.attackers.length === 1 ? 's' : ''} ${target === WIZARD ? 'the wizard' : target.name} for ${attackDamage} damage; the attackers are expended.`,
  );

  const blockers = setup.blockers.map((b) => entry(b, 'defender')).sort(byMight);
  if (blockers.length)
    steps.push(
      `Blockers, in the order they take damage (lowest Might first, before the target): ${blockers.map((b) => `${b.fighter.name} (Might ${b.fighter.might})`).join(', ')}.`,
    );
  else steps.push('No blockers: the target takes the whole attack.');
  soak([...blockers, entry(target, 'defender', true)], attackDamage, steps);

  const counterers = blockers.filter((b) => !b.result.returnedToHand);
  const counterDamage = counterers.reduce((n, b) => n + b.fighter.attack, 0);
  if (counterers.length) {
    steps.push(
      `Counterattack for ${counterDamage} (the blockers' attack values), absorbed by the attackers, lowest Might first.`,
    );
    const left = soak([...attackers].sort(byMight), counterDamage, steps);
    if (left > 0) steps.push(`${left} counterattack damage is left over and is lost.`);
  }
  return { attackDamage, counterDamage, steps, cards: results };
}

/** A damage effect (not an attack), TW-R7: never blocked; one Harm for each full Might it holds. */
export function resolveDamage(card: Fighter, damage: number): { harms: number; expended: boolean } {
  if (card.might <= 0) return { harms: 0, expended: true };
  return { harms: Math.floor(damage / card.might), expended: damage > 0 };
}
