/**
 * The attacker's choices of one sequence, decided best for its objective by backward
 * induction (`docs/killteam.md`, "The attacker's choices"): which optional retain-step rules to
 * use once the dice are final (`./retain.ts`), and before that which dice to re-roll
 * (Balanced, Ceaseless then Balanced on a die Ceaseless left, Relentless), each valued by the
 * exact expectation of what follows. Both engines read this one policy: the exact engine
 * integrates over its outcomes, the sampler plays it on the dice it rolls.
 *
 * Values are pairs: the objective (expected damage, or the chance to incapacitate) and, to
 * break its ties, the expected damage; a choice must be better by more than 1e-12 to replace
 * an earlier one, so ties go to the first in this order: no re-roll, then fewer dice.
 *
 * @module
 */

import type { DefenceTable } from './defence.js';
import {
  type Category,
  categoryOdds,
  faceCategory,
  faceCounts,
  type Outcome,
  trinomial,
} from './dice.js';
import { retainChoices } from './retain.js';
import type { RetainedHits } from './rules/KtDraft.js';

/** Values closer than this are equal (the float noise of sums of a few hundred terms). */
const EPS = 1e-12;

/**
 * A re-roll decision on the rolled dice: none; Relentless's counts of fails, normal and
 * critical successes re-rolled; Balanced's category of the one die re-rolled; Ceaseless's face
 * whose dice are all re-rolled (then, with Balanced, one more die chosen on the new dice).
 *
 * @example
 * ```ts
 * const a: RerollAction = { kind: 'relentless', f: 2, n: 0, c: 0 };
 * ```
 */
export type RerollAction =
  | { readonly kind: 'none' }
  | { readonly kind: 'relentless'; readonly f: number; readonly n: number; readonly c: number }
  | { readonly kind: 'balanced'; readonly category: Category }
  | { readonly kind: 'ceaseless'; readonly face: number };

/**
 * A decision and what it is worth: the objective's expectation and the expected damage.
 *
 * @example
 * ```ts
 * const d: Decision = { action: { kind: 'none' }, value: 2.5, damage: 2.5 };
 * ```
 */
export interface Decision {
  readonly action: RerollAction;
  readonly value: number;
  readonly damage: number;
}

const NONE: RerollAction = { kind: 'none' };

/** Whether (v1, d1) is better than (v2, d2) by more than the noise. */
function better(v1: number, d1: number, v2: number, d2: number): boolean {
  return v1 > v2 + EPS || (Math.abs(v1 - v2) <= EPS && d1 > d2 + EPS);
}

/**
 * The attacker's policy for one sequence with `locked` dice retained by Accurate (the other
 * `atk - locked` rolled).
 *
 * @example
 * ```ts
 * const policy = new AttackPolicy(new DefenceTable(draft, 'damage'), 0);
 * policy.decide([1, 0, 1, 1, 0, 1]).action; // the best re-roll of a roll 1, 3, 4, 6
 * ```
 */
export class AttackPolicy {
  /** Dice rolled. */
  readonly rolled: number;
  readonly odds: readonly [number, number, number];
  /** Each face's category. */
  readonly faceCategory: readonly Category[];
  /** The outcomes of j dice re-rolled, j = 0..rolled. */
  readonly outcomes: readonly Outcome[][];
  readonly #width: number;
  readonly #hits: RetainedHits[] = [];
  readonly #value: Float64Array;
  readonly #damage: Float64Array;
  readonly #balanced: Map<number, { category: Category | -1; value: number; damage: number }> =
    new Map();
  readonly #decided: Map<string, Decision> = new Map();

  constructor(
    readonly table: DefenceTable,
    readonly locked: number,
  ) {
    const d = table.draft;
    const m = d.atk - locked;
    this.rolled = m;
    this.odds = categoryOdds(d.hit, d.critOn);
    this.faceCategory = [1, 2, 3, 4, 5, 6].map((face) => faceCategory(face, d.hit, d.critOn));
    this.outcomes = Array.from({ length: m + 1 }, (_, j) => trinomial(j, this.odds));
    this.#width = m + 1;
    this.#value = new Float64Array(this.#width * this.#width);
    this.#damage = new Float64Array(this.#width * this.#width);
    for (let f = 0; f <= m; f++) {
      for (let n = 0; f + n <= m; n++) {
        const c = m - f - n;
        const choices = retainChoices(d, { fails: f, normals: n, locked, crits: c });
        let best = choices[0]!;
        for (const h of choices.slice(1)) {
          if (
            better(
              table.value(h.normal, h.critical),
              table.mean(h.normal, h.critical),
              table.value(best.normal, best.critical),
              table.mean(best.normal, best.critical),
            )
          ) {
            best = h;
          }
        }
        const i = f * this.#width + n;
        this.#hits[i] = best;
        this.#value[i] = table.value(best.normal, best.critical);
        this.#damage[i] = table.mean(best.normal, best.critical);
      }
    }
  }

  /** The index of the final dice with `f` fails and `n` normal successes (the rest critical). */
  index(f: number, n: number): number {
    return f * this.#width + n;
  }

  /** The hits retained, chosen best, from final dice `f` fails, `n` normal successes. */
  hits(f: number, n: number): RetainedHits {
    return this.#hits[this.index(f, n)]!;
  }

  /** The objective's expectation from final dice `f` fails, `n` normal successes. */
  finalValue(f: number, n: number): number {
    return this.#value[this.index(f, n)]!;
  }

  /** The expected damage from final dice `f` fails, `n` normal successes. */
  finalDamage(f: number, n: number): number {
    return this.#damage[this.index(f, n)]!;
  }

  /** The expectation of the final values when `dice` more are rolled onto `(f, n, c)`. */
  #roll(f: number, n: number, dice: number): [number, number] {
    let v = 0;
    let dmg = 0;
    for (const o of this.outcomes[dice]!) {
      const i = this.index(f + o.f, n + o.n);
      v += o.p * this.#value[i]!;
      dmg += o.p * this.#damage[i]!;
    }
    return [v, dmg];
  }

  /**
   * Balanced's best single re-roll on final-so-far dice `(f, n, c)`, among the categories of
   * `allowed` (bit k: a die of category k that was not re-rolled yet): the category, or -1 for
   * none, and the value.
   *
   * @example
   * ```ts
   * policy.balancedChoice(1, 2, 1, 0b111).category; // 0: re-roll the fail
   * ```
   */
  balancedChoice(
    f: number,
    n: number,
    c: number,
    allowed: number,
  ): { category: Category | -1; value: number; damage: number } {
    const key = (this.index(f, n) << 3) | allowed;
    const known = this.#balanced.get(key);
    if (known) return known;
    const i = this.index(f, n);
    let best: { category: Category | -1; value: number; damage: number } = {
      category: -1,
      value: this.#value[i]!,
      damage: this.#damage[i]!,
    };
    const have = [f, n, c];
    for (const k of [0, 1, 2] as const) {
      if ((allowed & (1 << k)) === 0 || have[k]! === 0) continue;
      const [v, dmg] = this.#roll(f - (k === 0 ? 1 : 0), n - (k === 1 ? 1 : 0), 1);
      if (better(v, dmg, best.value, best.damage)) best = { category: k, value: v, damage: dmg };
    }
    this.#balanced.set(key, best);
    return best;
  }

  /**
   * The best re-roll of rolled dice showing `counts[face - 1]` of each face, and its value.
   *
   * @example
   * ```ts
   * policy.decide([0, 0, 0, 0, 0, 2]).action; // { kind: 'none' }: two 6s
   * ```
   */
  decide(counts: readonly number[]): Decision {
    const d = this.table.draft;
    const cat = [0, 0, 0];
    for (let face = 1; face <= 6; face++) cat[this.faceCategory[face - 1]!]! += counts[face - 1]!;
    const [f, n, c] = cat as [number, number, number];
    // Without Ceaseless only the categories matter.
    const key = d.ceaseless && !d.relentless ? counts.join(',') : `${f},${n},${c}`;
    const known = this.#decided.get(key);
    if (known) return known;
    const i = this.index(f, n);
    let best: Decision = { action: NONE, value: this.#value[i]!, damage: this.#damage[i]! };
    const consider = (action: RerollAction, value: number, damage: number): void => {
      if (better(value, damage, best.value, best.damage)) best = { action, value, damage };
    };
    if (d.relentless) {
      for (let total = 1; total <= f + n + c; total++) {
        for (let rf = 0; rf <= Math.min(f, total); rf++) {
          for (let rn = 0; rn <= Math.min(n, total - rf); rn++) {
            const rc = total - rf - rn;
            if (rc > c) continue;
            const [v, dmg] = this.#roll(f - rf, n - rn, total);
            consider({ kind: 'relentless', f: rf, n: rn, c: rc }, v, dmg);
          }
        }
      }
    } else {
      if (d.balanced) {
        const b = this.balancedChoice(f, n, c, 0b111);
        if (b.category !== -1)
          consider({ kind: 'balanced', category: b.category }, b.value, b.damage);
      }
      if (d.ceaseless) {
        for (let face = 1; face <= 6; face++) {
          const k = counts[face - 1]!;
          if (k === 0) continue;
          const fc = this.faceCategory[face - 1]!;
          const kf = f - (fc === 0 ? k : 0);
          const kn = n - (fc === 1 ? k : 0);
          const kc = c - (fc === 2 ? k : 0);
          const allowed = (kf > 0 ? 1 : 0) | (kn > 0 ? 2 : 0) | (kc > 0 ? 4 : 0);
          let v = 0;
          let dmg = 0;
          for (const o of this.outcomes[k]!) {
            if (d.balanced) {
              const b = this.balancedChoice(kf + o.f, kn + o.n, kc + o.c, allowed);
              v += o.p * b.value;
              dmg += o.p * b.damage;
            } else {
              const j = this.index(kf + o.f, kn + o.n);
              v += o.p * this.#value[j]!;
              dmg += o.p * this.#damage[j]!;
            }
          }
          consider({ kind: 'ceaseless', face }, v, dmg);
        }
      }
    }
    this.#decided.set(key, best);
    return best;
  }

  /**
   * The exact distribution of the final dice (index {@link index}) under this policy: every
   * roll of the rolled dice, its best re-roll, every outcome of it.
   *
   * @example
   * ```ts
   * policy.finalDistribution().reduce((a, b) => a + b, 0); // 1
   * ```
   */
  finalDistribution(): Float64Array {
    const m = this.rolled;
    const d = this.table.draft;
    const out = new Float64Array(this.#width * this.#width);
    const rolls: { counts: number[]; p: number }[] =
      d.ceaseless && !d.relentless
        ? faceCounts(m)
        : // Faces within a category are alike: one representative face each (1, the lowest
          // success, 6).
          this.outcomes[m]!.map((o) => ({ counts: this.#representative(o), p: o.p }));
    for (const r of rolls) {
      const cat = [0, 0, 0];
      for (let face = 1; face <= 6; face++)
        cat[this.faceCategory[face - 1]!]! += r.counts[face - 1]!;
      const [f, n, c] = cat as [number, number, number];
      const a = this.decide(r.counts).action;
      this.#spread(out, f, n, c, r.counts, a, r.p);
    }
    return out;
  }

  /** Counts per face with `o.f` fails, `o.n` normal and `o.c` critical successes. */
  #representative(o: Outcome): number[] {
    const counts = [0, 0, 0, 0, 0, 0];
    const faceOf = (k: Category): number => this.faceCategory.indexOf(k);
    if (o.f > 0) counts[faceOf(0)]! += o.f;
    if (o.n > 0) counts[faceOf(1)]! += o.n;
    if (o.c > 0) counts[faceOf(2)]! += o.c;
    return counts;
  }

  /** Add the final dice of action `a` on dice `(f, n, c)` (faces `counts`), weighted `p`. */
  #spread(
    out: Float64Array,
    f: number,
    n: number,
    c: number,
    counts: readonly number[],
    a: RerollAction,
    p: number,
  ): void {
    const add = (ff: number, nn: number, dice: number, q: number): void => {
      for (const o of this.outcomes[dice]!) out[this.index(ff + o.f, nn + o.n)]! += q * o.p;
    };
    switch (a.kind) {
      case 'none':
        out[this.index(f, n)]! += p;
        return;
      case 'relentless':
        add(f - a.f, n - a.n, a.f + a.n + a.c, p);
        return;
      case 'balanced':
        add(f - (a.category === 0 ? 1 : 0), n - (a.category === 1 ? 1 : 0), 1, p);
        return;
      case 'ceaseless': {
        const k = counts[a.face - 1]!;
        const fc = this.faceCategory[a.face - 1]!;
        const kf = f - (fc === 0 ? k : 0);
        const kn = n - (fc === 1 ? k : 0);
        const kc = c - (fc === 2 ? k : 0);
        const allowed = (kf > 0 ? 1 : 0) | (kn > 0 ? 2 : 0) | (kc > 0 ? 4 : 0);
        for (const o of this.outcomes[k]!) {
          const ff = kf + o.f;
          const nn = kn + o.n;
          const b = this.table.draft.balanced
            ? this.balancedChoice(ff, nn, kc + o.c, allowed).category
            : -1;
          if (b === -1) out[this.index(ff, nn)]! += p * o.p;
          else add(ff - (b === 0 ? 1 : 0), nn - (b === 1 ? 1 : 0), 1, p * o.p);
        }
        return;
      }
    }
  }
}
