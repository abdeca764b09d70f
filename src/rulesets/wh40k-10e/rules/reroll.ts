/**
 * Re-roll policies of the Hit and Wound rolls (`reroll.hit`, `reroll.wound`): unmodified 1s,
 * failed rolls (after modifiers), or every roll that is not a critical (fishing for Lethal,
 * Sustained or Devastating effects). A die is re-rolled at most once, before modifiers; a
 * re-rolled 6 is critical as normal. Source: `docs/wh40k-10e.md`, step 8 "Re-rolls", and
 * reading 1.
 *
 * @module
 */
import type { Wh40kReroll } from '../types.js';
import { defineWh40kRule, type Wh40kRerollPolicy, type Wh40kRule } from './WeaponDraft.js';

const ORDER: readonly Wh40kRerollPolicy[] = ['none', 'ones', 'failed', 'non-critical'];

/**
 * The wider of two policies. They nest (every 1 fails, and every failed roll is not a
 * critical, since a critical always succeeds), so re-rolling "when either asks" is the wider.
 *
 * @example
 * ```ts
 * widerReroll('ones', 'failed'); // 'failed'
 * ```
 */
export function widerReroll(a: Wh40kRerollPolicy, b: Wh40kRerollPolicy): Wh40kRerollPolicy {
  return ORDER.indexOf(a) >= ORDER.indexOf(b) ? a : b;
}

/**
 * The scenario's `reroll` as a rule: widens the draft's Hit and Wound re-roll policies.
 *
 * @example
 * ```ts
 * rerolls({ hit: 'ones' }).apply(draft).hitReroll; // 'ones'
 * ```
 */
export function rerolls(spec: {
  readonly hit?: Wh40kReroll;
  readonly wound?: Wh40kReroll;
}): Wh40kRule {
  return defineWh40kRule({
    name: 'reroll',
    citation: 'docs/wh40k-10e.md, step 8 "Re-rolls"',
    apply: (d) => ({
      ...d,
      hitReroll: widerReroll(d.hitReroll, spec.hit ?? 'none'),
      woundReroll: widerReroll(d.woundReroll, spec.wound ?? 'none'),
    }),
  });
}
