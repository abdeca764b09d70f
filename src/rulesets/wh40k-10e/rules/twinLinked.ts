/**
 * Twin-linked: a failed Wound roll may be re-rolled (reading 2). With a `reroll.wound`
 * policy as well, a die is re-rolled at most once, when either asks: the policies nest
 * (`ones` within `failed` within `non-critical`), so the wider one is kept. Source:
 * `docs/wh40k-10e.md`, step 3 "Wound roll", Twin-linked.
 *
 * @module
 */
import { widerReroll } from './reroll.js';
import { defineWh40kRule } from './WeaponDraft.js';

/**
 * The Twin-linked keyword.
 *
 * @example
 * ```ts
 * twinLinked.apply({ ...draft, woundReroll: 'ones' }).woundReroll; // 'failed'
 * ```
 */
export const twinLinked = defineWh40kRule({
  name: 'twin-linked',
  citation: 'docs/wh40k-10e.md, step 3 "Wound roll": Twin-linked',
  apply: (d) => ({ ...d, woundReroll: widerReroll(d.woundReroll, 'failed') }),
});
