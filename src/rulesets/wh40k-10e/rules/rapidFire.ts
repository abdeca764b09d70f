/**
 * Rapid Fire X: X more attacks per model (a number or dice) when the attacker is within half
 * range (`halfRange: true`, whatever the phase: reading 5). Source: `docs/wh40k-10e.md`,
 * step 1 "Attacks", Rapid Fire.
 *
 * @module
 */
import type { DiceExpression } from '../../../dice/parseDice.js';
import { addDice } from './addDice.js';
import { defineWh40kRule, type Wh40kRule } from './WeaponDraft.js';

/**
 * The Rapid Fire X keyword.
 *
 * @example
 * ```ts
 * rapidFire(parseDice(1)).apply({ ...draft, attacks: parseDice(1), halfRange: true }).attacks.text; // '2'
 * ```
 */
export function rapidFire(extra: DiceExpression): Wh40kRule {
  return defineWh40kRule({
    name: 'rapid-fire',
    citation: 'docs/wh40k-10e.md, step 1 "Attacks": Rapid Fire X',
    apply: (d) =>
      d.halfRange ? { ...d, attacks: addDice(d.attacks, extra, 'rapid-fire.attacks') } : d,
  });
}
