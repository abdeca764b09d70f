/**
 * Anti-X (+1 Rend): +1 Rend when the target has the keyword X, or meets the condition X
 * ("charge": the target charged this turn). Several Anti abilities of one weapon each add
 * their +1; they touch only the save roll. Keywords match in lower case (the schema lowers
 * both sides). Source: `docs/aos4.md`, step 4 "Save roll" (after the AoS 4 spec, same
 * heading, and "Smaller points, pinned").
 *
 * @module
 */
import { type Aos4Rule, defineAos4Rule } from './Aos4Draft.js';

/**
 * The Anti-X (+1 Rend) ability for the keyword or condition `x`.
 *
 * @example
 * ```ts
 * anti('hero').apply({ ...draft, targetKeywords: ['hero'] }).rend; // draft.rend + 1
 * anti('charge').apply({ ...draft, targetCharged: true }).rend; // draft.rend + 1
 * ```
 */
export function anti(x: string): Aos4Rule {
  const k = x.toLowerCase();
  return defineAos4Rule({
    name: 'anti',
    citation: 'docs/aos4.md, step 4 "Save roll": Anti-X (+1 Rend)',
    apply: (d) => {
      const meets = k === 'charge' ? d.targetCharged : d.targetKeywords.includes(k);
      return meets ? { ...d, rend: d.rend + 1 } : d;
    },
  });
}
