/**
 * Frenzy: "A Frenzied model [...] gains +1 bonus Attack". Source: `004_15cf5d572fc7d6a3.txt`,
 * "Frenzy". The rest of the rule (must charge, immune to Fear, Terror and Panic, losing the
 * state) is not part of an attack's dice.
 *
 * Reading: Attacks are a close combat characteristic (a scenario's `shots` are the attacks
 * per model in close combat), so the bonus counts in close combat only.
 *
 * @module
 */
import { defineRule } from './ShotDraft.js';

/**
 * The Frenzy rule: one more attack per model in close combat.
 *
 * @example
 * ```ts
 * frenzy.apply({ ...draft, phase: 'close-combat' }).extraAttacks; // 1
 * frenzy.apply({ ...draft, phase: 'shooting' }).extraAttacks;     // 0
 * ```
 */
export const frenzy = defineRule({
  name: 'frenzy',
  citation: '004_15cf5d572fc7d6a3.txt, Frenzy',
  apply: (d) => (d.phase === 'close-combat' ? { ...d, extraAttacks: d.extraAttacks + 1 } : d),
});
