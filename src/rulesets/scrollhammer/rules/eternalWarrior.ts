/**
 * Eternal Warrior and Dragonborn: "immune to the effects of Instant Death". Source:
 * `004_15cf5d572fc7d6a3.txt`, "Eternal Warrior" and "Dragonborn".
 *
 * @module
 */
import { defineRule } from './ShotDraft.js';

/**
 * The Eternal Warrior rule.
 *
 * @example
 * ```ts
 * eternalWarrior.apply(draft).instantDeathImmune; // true
 * ```
 */
export const eternalWarrior = defineRule({
  name: 'eternal-warrior',
  citation: '004_15cf5d572fc7d6a3.txt, Eternal Warrior',
  apply: (d) => ({ ...d, instantDeathImmune: true }),
});

/**
 * The Dragonborn rule (its Thu'um part is not a statistic of an attack).
 *
 * @example
 * ```ts
 * dragonborn.apply(draft).instantDeathImmune; // true
 * ```
 */
export const dragonborn = defineRule({
  name: 'dragonborn',
  citation: '004_15cf5d572fc7d6a3.txt, Dragonborn',
  apply: (d) => ({ ...d, instantDeathImmune: true }),
});
