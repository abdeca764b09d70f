/**
 * An ability that scores Critical Wounds on a lower roll ("critical wounds on 5+"): an
 * unmodified Wound roll of X or more is a Critical Wound (it always wounds, and triggers
 * Devastating Wounds), as Anti-X does against any target. The lower of this and the weapon's
 * own `criticalWoundOn` stands. Source: `docs/wh40k-10e.md`, step 3 "Wound roll", Critical
 * Wounds on 6 or lower.
 *
 * @module
 */
import { defineWh40kRule, type Wh40kRule } from './WeaponDraft.js';

/**
 * Critical Wounds on an unmodified `on`+ (2..6).
 *
 * @example
 * ```ts
 * criticalWoundsOn(5).apply(draft).criticalWoundOn; // 5
 * ```
 */
export function criticalWoundsOn(on: number): Wh40kRule {
  return defineWh40kRule({
    name: 'critical-wounds',
    citation: 'docs/wh40k-10e.md, step 3 "Wound roll": Critical Wounds on X+ from an ability',
    apply: (d) => ({ ...d, criticalWoundOn: Math.min(d.criticalWoundOn, on) }),
  });
}
