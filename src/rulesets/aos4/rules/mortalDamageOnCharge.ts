/**
 * Mortal damage on a charge: an ability that inflicts mortal damage when the unit ends a charge
 * move, in the two forms the common warscroll abilities take: a dice for each model of the unit
 * (`roll: "per-model"`) or one dice (`roll: "one"`), each roll of `on`+ inflicting `mortals`
 * mortal damage (a number or dice, rolled for each). It applies only when the attacker
 * `charged`. The mortal damage goes into the damage pool before the weapon's attacks: no save,
 * the ward per point, allocated one point at a time with spill-over, as all damage in this
 * edition. It counts in `damage`, `damageAfterWard` and `mortal`, never in `hits`, `wounds` or
 * `unsaved`. Sources: `docs/aos4.md`, steps 5 to 7 (the damage pool, the ward, allocation); the
 * spec names no such ability: the two forms and "before the attacks" are our reading
 * (`docs/aos4/mortal-damage-on-charge.md`). The general plan's `mortalsBefore`.
 *
 * @module
 */
import type { DiceExpression } from '../../../dice/parseDice.js';
import { type Aos4Rule, defineAos4Rule } from './Aos4Draft.js';

/**
 * Mortal damage on a charge: a dice per model (`perModel`) or one, each `on`+ inflicting
 * `mortals`.
 *
 * @example
 * ```ts
 * mortalDamageOnCharge(false, 2, parseDice('D3')).apply(draft).chargeMortals?.on; // 2
 * ```
 */
export function mortalDamageOnCharge(
  perModel: boolean,
  on: number,
  mortals: DiceExpression,
): Aos4Rule {
  return defineAos4Rule({
    name: 'mortal-damage-on-charge',
    citation: 'docs/aos4/mortal-damage-on-charge.md (our reading of the common abilities)',
    apply: (d) => ({ ...d, chargeMortals: { perModel, on, mortals } }),
  });
}
