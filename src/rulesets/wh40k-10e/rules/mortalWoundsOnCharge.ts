/**
 * An ability that inflicts mortal wounds when the attacking unit ends a charge, in the two forms
 * the common datasheet abilities take: one D6 for each model of the unit (`roll: "per-model"`),
 * or one D6 for the unit (`roll: "one"`); each D6 of `on`+ inflicts `mortals` mortal wounds (a
 * number or dice, rolled for each). It applies only when the attacker `charged` (the scenario
 * says when, as for Lance). The mortal wounds take no save, Feel No Pain per point, and are
 * allocated one point at a time with spill-over, before the weapon's attacks (the charge comes
 * before the fight); they count in `damage` and `damageAfterFnp`, not in `hits`, `wounds` or
 * `unsaved`. Sources: `docs/wh40k-10e.md`, step 6 (Feel No Pain per point) and step 7
 * (allocation); the spec names no such ability: the two forms and "before the attacks" are our
 * reading. The general plan's `mortalsBefore`.
 *
 * @module
 */

import type { DiceExpression } from '../../../dice/parseDice.js';
import type { MortalRolls } from '../../../plan/plan.js';
import { d6Test } from '../../../rules/d6Test.js';
import { defineWh40kRule, type WeaponDraft, type Wh40kRule } from './WeaponDraft.js';

/**
 * Mortal wounds on a charge: one D6 per model (`perModel`) or one, each `on`+ inflicting
 * `mortals`.
 *
 * @example
 * ```ts
 * mortalWoundsOnCharge(true, 4, parseDice(1)).apply(draft).chargeMortals?.on; // 4
 * ```
 */
export function mortalWoundsOnCharge(
  perModel: boolean,
  on: number,
  mortals: DiceExpression,
): Wh40kRule {
  return defineWh40kRule({
    name: 'mortal-wounds-on-charge',
    citation: 'docs/wh40k-10e/mortal-wounds-on-charge.md (our reading of the common abilities)',
    apply: (d) => ({ ...d, chargeMortals: { perModel, on, mortals } }),
  });
}

/**
 * The general plan's `mortalsBefore` of a finished draft: the charge's rolls when the attacker
 * charged, else null.
 *
 * @example
 * ```ts
 * chargeRolls({ ...draft, charged: true, models: 5 })?.rolls; // 5 with roll "per-model"
 * ```
 */
export function chargeRolls(d: WeaponDraft): MortalRolls | null {
  const c = d.chargeMortals;
  if (!c || !d.charged) return null;
  return { rolls: c.perModel ? d.models : 1, test: d6Test(c.on), mortals: c.mortals };
}
