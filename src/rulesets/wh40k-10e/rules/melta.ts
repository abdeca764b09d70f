/**
 * Melta X: X more damage per unsaved attack within half range (`halfRange`), added before the
 * target's halving and -1 Damage (reading 4). Source: `docs/wh40k-10e.md`, step 5 "Damage",
 * Melta.
 *
 * @module
 */
import { defineWh40kRule, type Wh40kRule } from './WeaponDraft.js';

/**
 * The Melta X keyword.
 *
 * @example
 * ```ts
 * melta(2).apply({ ...draft, halfRange: true }).damageAdd; // draft.damageAdd + 2
 * ```
 */
export function melta(extra: number): Wh40kRule {
  return defineWh40kRule({
    name: 'melta',
    citation: 'docs/wh40k-10e.md, step 5 "Damage": Melta X',
    apply: (d) => (d.halfRange ? { ...d, damageAdd: d.damageAdd + extra } : d),
  });
}
