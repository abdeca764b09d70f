/**
 * Anti-KEYWORD X+: against a target with that keyword, an unmodified Wound roll of X or more
 * is a Critical Wound (and so wounds). Several Anti-X of one weapon each apply to their own
 * keyword; the best threshold wins. Source: `docs/wh40k-10e.md`, step 3 "Wound roll", Anti.
 *
 * @module
 */
import { defineWh40kRule, type Wh40kRule } from './WeaponDraft.js';

/**
 * The Anti-KEYWORD X+ keyword.
 *
 * @example
 * ```ts
 * anti('infantry', 4).apply({ ...draft, targetKeywords: ['infantry'] }).criticalWoundOn; // 4
 * ```
 */
export function anti(keyword: string, on: number): Wh40kRule {
  const k = keyword.toLowerCase();
  return defineWh40kRule({
    name: 'anti',
    citation: 'docs/wh40k-10e.md, step 3 "Wound roll": Anti-KEYWORD X+',
    apply: (d) =>
      d.targetKeywords.includes(k) ? { ...d, criticalWoundOn: Math.min(d.criticalWoundOn, on) } : d,
  });
}
