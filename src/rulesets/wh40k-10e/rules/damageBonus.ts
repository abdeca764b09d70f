/**
 * An ability that adds to the Damage characteristic ("+1 Damage"): X is added to each damage
 * roll, with Melta's addition and before halving and -1 Damage (the reading of
 * `docs/wh40k-10e.md`, "The readings we chose", 4). Source: `docs/wh40k-10e.md`, step 5
 * "Damage".
 *
 * @module
 */
import { defineWh40kRule, type Wh40kRule } from './WeaponDraft.js';

/**
 * +`extra` Damage (1..20).
 *
 * @example
 * ```ts
 * damageBonus(1).apply(draft).damageAdd; // draft.damageAdd + 1
 * ```
 */
export function damageBonus(extra: number): Wh40kRule {
  return defineWh40kRule({
    name: 'damage-bonus',
    citation: 'docs/wh40k-10e.md, step 5 "Damage": +X to the Damage characteristic',
    apply: (d) => ({ ...d, damageAdd: d.damageAdd + extra }),
  });
}
