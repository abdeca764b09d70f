/**
 * An ability that scores Critical Hits on a lower roll ("critical hits on 5+"): an unmodified
 * Hit roll of X or more is a Critical Hit, so it triggers Sustained Hits and Lethal Hits as a 6
 * does. The lower of this and the weapon's own `criticalHitOn` stands. Source:
 * `docs/wh40k-10e.md`, step 2 "Hit roll", Critical Hits on 6 or lower.
 *
 * @module
 */
import { defineWh40kRule, type Wh40kRule } from './WeaponDraft.js';

/**
 * Critical Hits on an unmodified `on`+ (2..6).
 *
 * @example
 * ```ts
 * criticalHitsOn(5).apply(draft).criticalHitOn; // 5
 * ```
 */
export function criticalHitsOn(on: number): Wh40kRule {
  return defineWh40kRule({
    name: 'critical-hits',
    citation: 'docs/wh40k-10e.md, step 2 "Hit roll": Critical Hits on X+ from an ability',
    apply: (d) => ({ ...d, criticalHitOn: Math.min(d.criticalHitOn, on) }),
  });
}
