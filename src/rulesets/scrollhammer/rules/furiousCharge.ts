/**
 * Furious Charge: "In a turn in which a model with this special rule charges or
 * Counter-Attacks, it adds +1 to its Strength characteristic until the end of that phase."
 * Source: `004_15cf5d572fc7d6a3.txt`, "Furious Charge" (and "Counter-Attack": a unit that
 * counter-attacks gains "all bonuses that they would get for charging").
 *
 * Readings: the attacker group says it charged or counter-attacked (`charging: true`); the
 * bonus counts in close combat only (charges and their phase), never above Strength 10 (the
 * To Wound chart's last row). The higher Strength is used everywhere Strength is, so it can
 * reach double the target's Toughness and inflict Instant Death.
 *
 * @module
 */
import { defineRule } from './ShotDraft.js';

/**
 * The Furious Charge rule.
 *
 * @example
 * ```ts
 * furiousCharge.apply({ ...draft, phase: 'close-combat', charging: true, strength: 4 }).strength; // 5
 * furiousCharge.apply({ ...draft, phase: 'close-combat', charging: false, strength: 4 }).strength; // 4
 * ```
 */
export const furiousCharge = defineRule({
  name: 'furious-charge',
  citation: '004_15cf5d572fc7d6a3.txt, Furious Charge',
  apply: (d) =>
    d.charging && d.phase === 'close-combat' ? { ...d, strength: Math.min(10, d.strength + 1) } : d,
});
