/**
 * Psychic (11th edition): the attacker may ignore any or all modifiers to its BS/WS and to its
 * Hit roll. Reading: it ignores the harmful ones (cover, a -1 to hit) and keeps the helpful ones
 * (plunging fire, Heavy), which is always the attacker's best choice. Source:
 * `docs/wh40k-11e.md`, "Weapon abilities": Psychic.
 *
 * @module
 */
import { defineWh40k11eRule } from './Draft.js';

/**
 * The Psychic keyword.
 *
 * @example
 * ```ts
 * psychic.apply(draft).psychic; // true
 * ```
 */
export const psychic = defineWh40k11eRule({
  name: 'psychic',
  citation: 'docs/wh40k-11e.md, "Weapon abilities": Psychic',
  apply: (d) => ({ ...d, psychic: true }),
});
