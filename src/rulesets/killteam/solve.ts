/**
 * One sequence solved: the defender's table, and the attacker's best number of Accurate dice
 * with its policy for that number (`./reroll.ts`). Both engines start from it.
 *
 * @module
 */
import { DefenceTable } from './defence.js';
import { AttackPolicy } from './reroll.js';
import type { KtShotDraft } from './rules/KtDraft.js';
import type { KtObjective } from './types.js';

/** Values closer than this are equal. */
const EPS = 1e-12;

/**
 * A solved sequence: its defender's table, the Accurate dice the attacker retains (0 without
 * Accurate), its policy with them, the exact distribution of its final dice and what the
 * sequence is worth (the objective's expectation, the expected damage).
 *
 * @example
 * ```ts
 * const s = solveSequence(draft, 'damage');
 * s.value; // expected damage of the sequence
 * ```
 */
export interface SolvedSequence {
  readonly table: DefenceTable;
  readonly accurate: number;
  readonly policy: AttackPolicy;
  readonly final: Float64Array;
  readonly value: number;
  readonly damage: number;
}

/**
 * Solve one sequence: for each number of Accurate dice (0..x), the attacker's best policy and
 * its worth; the number worth most is kept (ties: more dice retained).
 *
 * @example
 * ```ts
 * solveSequence({ ...draft, accurate: 1 }, 'damage').accurate; // 1 or 0, whichever is worth more
 * ```
 */
export function solveSequence(draft: KtShotDraft, objective: KtObjective): SolvedSequence {
  const table = new DefenceTable(draft, objective);
  let best: SolvedSequence | undefined;
  for (let k = draft.accurate; k >= 0; k--) {
    const policy = new AttackPolicy(table, k);
    const final = policy.finalDistribution();
    let value = 0;
    let damage = 0;
    const m = policy.rolled;
    for (let f = 0; f <= m; f++) {
      for (let n = 0; f + n <= m; n++) {
        const p = final[policy.index(f, n)]!;
        value += p * policy.finalValue(f, n);
        damage += p * policy.finalDamage(f, n);
      }
    }
    if (
      !best ||
      value > best.value + EPS ||
      (Math.abs(value - best.value) <= EPS && damage > best.damage + EPS)
    ) {
      best = { table, accurate: k, policy, final, value, damage };
    }
  }
  return best!;
}
