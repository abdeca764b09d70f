/**
 * Crit (Auto-wound): a critical hit wounds without a wound roll; the save is rolled as usual. Source: `docs/aos4.md`, step 2 "Hit roll" (after the AoS 4 spec, same heading).
 *
 * @module
 */
import { type Aos4Rule, defineAos4Rule } from './Aos4Draft.js';

/**
 * Crit (Auto-wound).
 *
 * @example
 * ```ts
 * critAutoWound.apply(draft).critAutoWound; // true
 * ```
 */
export const critAutoWound: Aos4Rule = defineAos4Rule({
  name: 'crit-auto-wound',
  citation: 'docs/aos4.md, step 2 "Hit roll": Crit (Auto-wound)',
  apply: (d) => ({ ...d, critAutoWound: true }),
});
