/**
 * The exact engine of a Kill Team (2024) shooting attack: each sequence solved
 * (`./solve.ts`), its final dice's distribution carried through the retain step, the
 * defender's dice and its best blocks to the results; the targets' sequences are independent,
 * so the totals are their convolutions; Hot is one D6.
 *
 * @module
 */
import { bernoulli } from '../../dist/bernoulli.js';
import { cap } from '../../dist/cap.js';
import { convolve } from '../../dist/convolve.js';
import type { Dist } from '../../dist/Dist.js';
import { fromWeights } from '../../dist/fromWeights.js';
import type { KtShootPlan } from './compile.js';
import { hotDamageDist } from './rules/hot.js';
import { type SolvedSequence, solveSequence } from './solve.js';
import { maxDamageOf, SequenceWeights, shootResults } from './tally.js';

/**
 * The exact weights of one solved sequence's results.
 *
 * @example
 * ```ts
 * sequenceWeights(solveSequence(draft, 'damage')).damage; // P(damage = k) by k
 * ```
 */
export function sequenceWeights(s: SolvedSequence): SequenceWeights {
  const d = s.table.draft;
  const w = new SequenceWeights(d.atk, maxDamageOf(d), d.devastating);
  const m = s.policy.rolled;
  // The chance of each set of retained hits, (normal, critical).
  const hits = new Map<number, number>();
  for (let f = 0; f <= m; f++) {
    for (let n = 0; f + n <= m; n++) {
      const p = s.final[s.policy.index(f, n)]!;
      if (p === 0) continue;
      const h = s.policy.hits(f, n);
      const key = h.normal * (d.atk + 1) + h.critical;
      hits.set(key, (hits.get(key) ?? 0) + p);
    }
  }
  for (const [key, p] of hits) {
    const normal = Math.floor(key / (d.atk + 1));
    const critical = key % (d.atk + 1);
    w.hits[normal + critical]! += p;
    w.normalHits[normal]! += p;
    w.criticalHits[critical]! += p;
    w.devastatingDamage[critical * d.devastating]! += p;
    w.stunned[critical > 0 ? 1 : 0]! += p;
    const dist = s.table.dist(normal, critical);
    for (let k = 0; k < dist.length; k++) {
      const q = p * dist[k]!;
      if (q === 0) continue;
      w.damage[k]! += q;
      w.incapacitated[k >= d.woundsLeft ? 1 : 0]! += q;
    }
    const unsaved = s.table.unsaved(normal, critical);
    for (let k = 0; k < unsaved.length; k++) w.unsaved[k]! += p * unsaved[k]!;
    for (const save of s.table.saves[critical > 0 ? 1 : 0]) {
      w.normalSaves[save.normal]! += p * save.p;
      w.criticalSaves[save.critical]! += p * save.p;
    }
  }
  return w;
}

/**
 * Evaluate a compiled shooting attack exactly.
 *
 * @example
 * ```ts
 * exactShoot(compileShoot(scenario)).incapacitated.at(1);
 * ```
 */
export function exactShoot(plan: KtShootPlan): Record<string, Dist> {
  const weights = plan.sequences.map((s) =>
    sequenceWeights(solveSequence(s.draft, plan.objective)),
  );
  // The targets' sequences are independent: the totals are convolutions.
  const hits = weights.map((w) => fromWeights(w.hits)).reduce((a, b) => convolve(a, b));
  const unsaved = weights.map((w) => fromWeights(w.unsaved)).reduce((a, b) => convolve(a, b));
  const slain = weights.map((w) => fromWeights(w.incapacitated)).reduce((a, b) => convolve(a, b));
  const woundsLost = weights
    .map((w, i) => cap(fromWeights(w.damage), plan.sequences[i]!.draft.woundsLeft))
    .reduce((a, b) => convolve(a, b));
  let hot: { damage: Dist; incapacitated: Dist } | undefined;
  if (plan.hot) {
    const damage = hotDamageDist(plan.hot.hit);
    hot = { damage, incapacitated: bernoulli(damage.atLeast(plan.hot.woundsLeft)) };
  }
  return shootResults(plan, weights, { hits, unsaved, slain, woundsLost }, hot);
}
