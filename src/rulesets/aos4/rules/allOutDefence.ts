/**
 * All-out Defence: +1 to the save roll, capped with the other positive save modifiers at +1. Source: `docs/aos4.md`, step 4 "Save roll" (after the AoS 4 spec, same heading).
 *
 * @module
 */
import { type Aos4Rule, defineAos4Rule } from './Aos4Draft.js';

/**
 * All-out Defence.
 *
 * @example
 * ```ts
 * allOutDefence.apply(draft).saveBonus; // 1
 * ```
 */
export const allOutDefence: Aos4Rule = defineAos4Rule({
  name: 'all-out-defence',
  citation: 'docs/aos4.md, step 4 "Save roll": All-out Defence',
  apply: (d) => ({ ...d, saveBonus: d.saveBonus + 1 }),
});
