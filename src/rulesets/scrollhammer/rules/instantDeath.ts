/**
 * Instant Death: an unsaved wound from an attack whose Strength (after modifiers) is at least
 * double the model's Toughness slays it outright, and Feel No Pain cannot be rolled against
 * it. Sources: `000_2ec87e5aee29120b.txt`, "Instant Death"; `004_15cf5d572fc7d6a3.txt`,
 * "Feel No Pain"; spec interpretation 6. Eternal Warrior and Dragonborn are immune.
 *
 * @module
 */
import type { ShotDraft } from './ShotDraft.js';

/**
 * Whether an unsaved wound of this draft slays the model outright.
 *
 * @example
 * ```ts
 * causesInstantDeath({ ...draft, strength: 8, toughness: 4 }); // true
 * causesInstantDeath({ ...draft, strength: 7, toughness: 4 }); // false
 * ```
 */
export function causesInstantDeath(draft: ShotDraft): boolean {
  return !draft.instantDeathImmune && draft.strength >= 2 * draft.toughness;
}
