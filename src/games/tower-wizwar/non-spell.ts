/**
 * Playing the two non-spell cards: where an orbital lands (TW-R14) and which tower a celestial
 * card brings (TW-R15). Pure functions over plain lists, so the tools and tests can use them.
 */

/** A card on the map, as far as these rules care: its name and whether it is a spell. */
export interface MapCard {
  readonly name: string;
  readonly spell: boolean;
}

/** The two Juxtapose spots beside the tower; null is an empty spot. */
export type JuxtaposeSpots = readonly [MapCard | null, MapCard | null];

export interface OrbitalPlay {
  readonly spots: JuxtaposeSpots;
  /** The card the orbital pushed out, and where it goes; null when a spot was free. */
  readonly displaced: { readonly card: MapCard; readonly to: 'discard' | 'aether' } | null;
}

/**
 * TW-R14: a played orbital takes the first empty Juxtapose spot; with both taken it replaces
 * the card in the spot the player picks (`replace`, 0 or 1), which goes to the discard pile if it
 * is a spell and to the Aether if it is not.
 */
export function playOrbital(spots: JuxtaposeSpots, orbital: MapCard, replace?: 0 | 1): OrbitalPlay {
  const free = spots.findIndex((s) => s === null);
  const at = free >= 0 ? free : replace;
  if (at === undefined)
    throw new RangeError(
      'Both Juxtapose spots are taken: say which card the orbital replaces (TW-R14).',
    );
  const old = spots[at as 0 | 1];
  const next: [MapCard | null, MapCard | null] = [spots[0], spots[1]];
  next[at as 0 | 1] = orbital;
  return {
    spots: next,
    displaced: old ? { card: old, to: old.spell ? 'discard' : 'aether' } : null,
  };
}

export interface CelestialTowerPlay<T> {
  /** The tower on the tower spot afterwards, or null if there is none. */
  readonly inPlay: T | null;
  /** The deck of towers afterwards, top first. */
  readonly stack: readonly T[];
  /** True when a tower was called for with none to play onto an empty spot: the Ascension loss. */
  readonly ascension: boolean;
}

/**
 * TW-R15: a celestial card brings the top tower of the face-up stack onto the tower spot; the
 * tower it replaces goes under the stack. An empty stack leaves the tower in play where it is;
 * with no tower in play either, the wizard ascends and loses.
 */
export function celestialTower<T>(stack: readonly T[], inPlay: T | null): CelestialTowerPlay<T> {
  const [top, ...rest] = stack;
  if (top === undefined) return { inPlay, stack, ascension: inPlay === null };
  return { inPlay: top, stack: inPlay === null ? rest : [...rest, inPlay], ascension: false };
}
