/**
 * Sustained Hits X: each Critical Hit scores X extra hits (X a number or dice, rolled for each
 * Critical Hit); the extra hits are ordinary hits, never critical. Source:
 * `docs/wh40k-10e.md`, step 2 "Hit roll", Sustained Hits.
 *
 * @module
 */
import type { DiceExpression } from '../../../dice/parseDice.js';
import { defineWh40kRule, type Wh40kRule } from './WeaponDraft.js';

/**
 * The Sustained Hits X keyword.
 *
 * @example
 * ```ts
 * sustainedHits(parseDice('D3')).apply(draft).sustainedHits?.text; // 'D3'
 * ```
 */
export function sustainedHits(extra: DiceExpression): Wh40kRule {
  return defineWh40kRule({
    name: 'sustained-hits',
    citation: 'docs/wh40k-10e.md, step 2 "Hit roll": Sustained Hits X',
    apply: (d) => ({ ...d, sustainedHits: extra }),
  });
}
