/**
 * The attacker's choices of one sequence, decided best for its objective by backward
 * induction (`docs/killteam.md`, "The attacker's choices"): which optional retain-step rules to
 * use once the dice are final (`./retain.ts`), and before that which dice to re-roll. The core
 * rules let a player re-roll several dice in any order, seeing each new result before choosing
 * the next, and never re-roll a die twice; so the re-rolls are a sequence of decisions:
 *
 * - Relentless: any die not re-rolled yet, one at a time, until the attacker stops;
 * - Balanced: one die;
 * - Ceaseless: a result the attacker picks (after seeing a Balanced re-roll, if it made one
 *   first), then any of the dice showing it, one at a time; with Balanced too, its one die may
 *   come at any point.
 *
 * Each decision is valued by the exact expectation of what follows. Both engines read this one
 * policy: the exact engine carries the chances through it (`finalDistribution`), the sampler
 * plays it on the dice it rolls (`play`).
 *
 * Values are pairs: the objective (expected damage, or the chance to incapacitate) and, to
 * break its ties, the expected damage; a choice must be better by more than 1e-12 to replace an
 * earlier one, so ties go to stopping, then to the lower category re-rolled.
 *
 * @module
 */

import type { DefenceTable } from './defence.js';
import { type Category, categoryOdds, faceCategory, faceCounts, trinomial } from './dice.js';
import { retainChoices } from './retain.js';
import type { RetainedHits } from './rules/KtDraft.js';

/** Values closer than this are equal (the float noise of sums of a few hundred terms). */
const EPS = 1e-12;

/** Whether (v1, d1) is better than (v2, d2) by more than the noise. */
function better(v1: number, d1: number, v2: number, d2: number): boolean {
  return v1 > v2 + EPS || (Math.abs(v1 - v2) <= EPS && d1 > d2 + EPS);
}

/**
 * A state of the re-rolls: the dice not re-rolled yet by category (`u`), the dice re-rolled
 * (`x`, final), how many of the not-re-rolled dice Ceaseless may still re-roll (`pool`, all of
 * category `cv`; `cv` 3: none picked), and whether Balanced's die is still to use (`bal`).
 *
 * @example
 * ```ts
 * const s: RerollState = { u: [1, 2, 0], x: [0, 0, 1], pool: 1, cv: 0, bal: false };
 * ```
 */
export interface RerollState {
  readonly u: readonly [number, number, number];
  readonly x: readonly [number, number, number];
  readonly pool: number;
  readonly cv: Category | 3;
  readonly bal: boolean;
}

/**
 * A decision in a state: stop, or re-roll one die of category `k` not re-rolled yet (by
 * Ceaseless from its pool, by Balanced, or by Relentless).
 *
 * @example
 * ```ts
 * const a: RerollStep = { kind: 'balanced', k: 0 };
 * ```
 */
export type RerollStep =
  | { readonly kind: 'stop' }
  | { readonly kind: 'relentless' | 'ceaseless' | 'balanced'; readonly k: Category };

/**
 * The first decision on a roll, before any re-roll: start re-rolling with Ceaseless on the
 * result `face` (or none: `face` 0), or re-roll one die showing `face` with Balanced first and
 * pick Ceaseless's result after seeing it.
 *
 * @example
 * ```ts
 * const o: Opening = { kind: 'start', face: 2 };
 * ```
 */
export type Opening =
  | { readonly kind: 'start'; readonly face: number }
  | { readonly kind: 'balancedFirst'; readonly face: number };

interface Valued {
  readonly v: number;
  readonly d: number;
}
interface Decided extends Valued {
  readonly step: RerollStep;
}

const STOP: RerollStep = { kind: 'stop' };

/**
 * The attacker's policy for one sequence with `locked` dice retained by Accurate (the other
 * `atk - locked` rolled).
 *
 * @example
 * ```ts
 * const policy = new AttackPolicy(new DefenceTable(draft, 'damage'), 0);
 * policy.finalDistribution(); // the chances of the final dice
 * ```
 */
export class AttackPolicy {
  /** Dice rolled. */
  readonly rolled: number;
  readonly odds: readonly [number, number, number];
  /** Each face's category. */
  readonly faceCategory: readonly Category[];
  readonly #width: number;
  readonly #hits: RetainedHits[] = [];
  readonly #value: Float64Array;
  readonly #damage: Float64Array;
  readonly #states = new Map<number, Decided>();
  readonly #openings = new Map<string, Opening & Valued>();

  constructor(
    readonly table: DefenceTable,
    readonly locked: number,
  ) {
    const d = table.draft;
    const m = d.atk - locked;
    this.rolled = m;
    this.odds = categoryOdds(d.hit, d.critOn);
    this.faceCategory = [1, 2, 3, 4, 5, 6].map((face) => faceCategory(face, d.hit, d.critOn));
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

  /**
   * How many states and openings the policy has decided so far (what the cost model bounds,
   * `./cost.ts`).
   *
   * @example
   * ```ts
   * policy.finalDistribution();
   * policy.visited(); // { states: 120, openings: 15 }
   * ```
   */
  visited(): { readonly states: number; readonly openings: number } {
    return { states: this.#states.size, openings: this.#openings.size };
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

  /** The state's number (a key of the memo). */
  #key(s: RerollState): number {
    const w = this.#width;
    let k = s.u[0];
    for (const v of [s.u[1], s.u[2], s.x[0], s.x[1], s.pool]) k = k * w + v;
    return (k * 4 + s.cv) * 2 + (s.bal ? 1 : 0);
  }

  /** The state after re-rolling one die of category `k` by `step`, the new die showing `to`. */
  next(s: RerollState, step: RerollStep & { k: Category }, to: Category): RerollState {
    const u = [...s.u] as [number, number, number];
    const x = [...s.x] as [number, number, number];
    u[step.k]--;
    x[to]++;
    let pool = s.pool;
    let bal = s.bal;
    if (step.kind === 'ceaseless') pool--;
    if (step.kind === 'balanced') {
      bal = false;
      // Balanced takes a die outside Ceaseless's pool when there is one: the pool's dice are
      // the same dice and may still be re-rolled.
      if (step.k === s.cv && s.u[step.k] - s.pool === 0) pool--;
    }
    return { u, x, pool, cv: s.cv, bal };
  }

  /**
   * The best decision in a state of the re-rolls, and what the state is worth.
   *
   * @example
   * ```ts
   * policy.decide({ u: [1, 0, 0], x: [0, 0, 0], pool: 0, cv: 3, bal: true }).step; // { kind: 'balanced', k: 0 }
   * ```
   */
  decide(s: RerollState): Decided {
    const key = this.#key(s);
    const known = this.#states.get(key);
    if (known) return known;
    const d = this.table.draft;
    const i = this.index(s.u[0] + s.x[0], s.u[1] + s.x[1]);
    let best: Decided = { step: STOP, v: this.#value[i]!, d: this.#damage[i]! };
    const consider = (step: RerollStep & { k: Category }) => {
      let v = 0;
      let dmg = 0;
      for (const to of [0, 1, 2] as const) {
        const p = this.odds[to];
        if (p === 0) continue;
        const r = this.decide(this.next(s, step, to));
        v += p * r.v;
        dmg += p * r.d;
      }
      if (better(v, dmg, best.v, best.d)) best = { step, v, d: dmg };
    };
    for (const k of [0, 1, 2] as const) {
      if (s.u[k] === 0) continue;
      if (d.relentless) consider({ kind: 'relentless', k });
      else {
        if (s.pool > 0 && k === s.cv) consider({ kind: 'ceaseless', k });
        if (s.bal) consider({ kind: 'balanced', k });
      }
    }
    this.#states.set(key, best);
    return best;
  }

  /** The categories of rolled dice showing `counts[face - 1]` of each face. */
  categories(counts: readonly number[]): [number, number, number] {
    const cat: [number, number, number] = [0, 0, 0];
    for (let face = 1; face <= 6; face++) cat[this.faceCategory[face - 1]!]! += counts[face - 1]!;
    return cat;
  }

  /** The state a roll starts in once Ceaseless's result is picked (`face` 0: none). */
  start(
    counts: readonly number[],
    face: number,
    bal: boolean,
    x: readonly [number, number, number] = [0, 0, 0],
  ): RerollState {
    return {
      u: this.categories(counts),
      x,
      pool: face === 0 || !this.table.draft.ceaseless ? 0 : counts[face - 1]!,
      cv: face === 0 || !this.table.draft.ceaseless ? 3 : this.faceCategory[face - 1]!,
      bal,
    };
  }

  /** The best result for Ceaseless to pick on `counts` (0: none), and the value. */
  #pick(
    counts: readonly number[],
    bal: boolean,
    x: readonly [number, number, number],
  ): Opening & Valued {
    let best: Opening & Valued = {
      kind: 'start',
      face: 0,
      ...this.decide(this.start(counts, 0, bal, x)),
    };
    if (this.table.draft.ceaseless && !this.table.draft.relentless) {
      for (let face = 1; face <= 6; face++) {
        if (counts[face - 1] === 0) continue;
        const r = this.decide(this.start(counts, face, bal, x));
        if (better(r.v, r.d, best.v, best.d)) best = { kind: 'start', face, v: r.v, d: r.d };
      }
    }
    return best;
  }

  /**
   * The first decision on rolled dice showing `counts[face - 1]` of each face: which result
   * Ceaseless re-rolls, or a Balanced re-roll first (with Ceaseless only).
   *
   * @example
   * ```ts
   * policy.open([2, 0, 0, 1, 0, 1]).kind; // 'start'
   * ```
   */
  open(counts: readonly number[]): Opening & Valued {
    const d = this.table.draft;
    const key = counts.join(',');
    const known = this.#openings.get(key);
    if (known) return known;
    let best = this.#pick(counts, d.balanced && !d.relentless, [0, 0, 0]);
    if (d.balanced && d.ceaseless && !d.relentless) {
      for (let face = 1; face <= 6; face++) {
        if (counts[face - 1] === 0) continue;
        const rest = [...counts];
        rest[face - 1]!--;
        let v = 0;
        let dmg = 0;
        for (const to of [0, 1, 2] as const) {
          const p = this.odds[to];
          if (p === 0) continue;
          const x: [number, number, number] = [0, 0, 0];
          x[to] = 1;
          const r = this.#pick(rest, false, x);
          v += p * r.v;
          dmg += p * r.d;
        }
        if (better(v, dmg, best.v, best.d)) best = { kind: 'balancedFirst', face, v, d: dmg };
      }
    }
    this.#openings.set(key, best);
    return best;
  }

  /** What Ceaseless picks after Balanced's first re-roll left `rest` and a die of category `to`. */
  pickAfterBalanced(rest: readonly number[], to: Category): number {
    const x: [number, number, number] = [0, 0, 0];
    x[to] = 1;
    return this.#pick(rest, false, x).face;
  }

  /**
   * The rolls of the rolled dice, with their chances: by face when Ceaseless reads the faces,
   * else one representative face per category (faces of a category are alike).
   */
  #rolls(): { counts: number[]; p: number }[] {
    const d = this.table.draft;
    if (d.ceaseless && !d.relentless) return faceCounts(this.rolled);
    const faceOf = (k: Category): number => this.faceCategory.indexOf(k);
    return trinomial(this.rolled, this.odds).map((o) => {
      const counts = [0, 0, 0, 0, 0, 0];
      if (o.f > 0) counts[faceOf(0)]! += o.f;
      if (o.n > 0) counts[faceOf(1)]! += o.n;
      if (o.c > 0) counts[faceOf(2)]! += o.c;
      return { counts, p: o.p };
    });
  }

  /**
   * The exact distribution of the final dice (index {@link index}) under this policy: every
   * roll of the rolled dice, its opening, then the re-rolls, each layer of re-rolled dice from
   * the last.
   *
   * @example
   * ```ts
   * policy.finalDistribution().reduce((a, b) => a + b, 0); // 1
   * ```
   */
  finalDistribution(): Float64Array {
    const d = this.table.draft;
    const out = new Float64Array(this.#width * this.#width);
    // Layer t: the states with t dice re-rolled, with their chances.
    const layers: Map<number, { s: RerollState; p: number }>[] = Array.from(
      { length: this.rolled + 1 },
      () => new Map(),
    );
    const put = (s: RerollState, p: number) => {
      const layer = layers[s.x[0] + s.x[1] + s.x[2]]!;
      const key = this.#key(s);
      const e = layer.get(key);
      if (e) e.p += p;
      else layer.set(key, { s, p });
    };
    const bal = d.balanced && !d.relentless;
    for (const r of this.#rolls()) {
      const o = this.open(r.counts);
      if (o.kind === 'start') put(this.start(r.counts, o.face, bal), r.p);
      else {
        const rest = [...r.counts];
        rest[o.face - 1]!--;
        for (const to of [0, 1, 2] as const) {
          const q = this.odds[to];
          if (q === 0) continue;
          const x: [number, number, number] = [0, 0, 0];
          x[to] = 1;
          put(this.start(rest, this.pickAfterBalanced(rest, to), false, x), r.p * q);
        }
      }
    }
    for (const layer of layers) {
      for (const { s, p } of layer.values()) {
        const step = this.decide(s).step;
        if (step.kind === 'stop') {
          out[this.index(s.u[0] + s.x[0], s.u[1] + s.x[1])]! += p;
          continue;
        }
        for (const to of [0, 1, 2] as const) {
          const q = this.odds[to];
          if (q > 0) put(this.next(s, step, to), p * q);
        }
      }
    }
    return out;
  }

  /**
   * Play the policy on rolled dice showing `counts[face - 1]` of each face, re-rolling with
   * `roll` (a die's category): the final dice's fails and normal successes.
   *
   * @example
   * ```ts
   * policy.play([1, 0, 0, 0, 0, 0], () => 2); // [0, 0]: the 1 re-rolled into a critical success
   * ```
   */
  play(counts: readonly number[], roll: () => Category): [number, number] {
    const d = this.table.draft;
    const o = this.open(counts);
    let s: RerollState;
    if (o.kind === 'start') s = this.start(counts, o.face, d.balanced && !d.relentless);
    else {
      const rest = [...counts];
      rest[o.face - 1]!--;
      const to = roll();
      const x: [number, number, number] = [0, 0, 0];
      x[to] = 1;
      s = this.start(rest, this.pickAfterBalanced(rest, to), false, x);
    }
    for (;;) {
      const step = this.decide(s).step;
      if (step.kind === 'stop') return [s.u[0] + s.x[0], s.u[1] + s.x[1]];
      s = this.next(s, step, roll());
    }
  }
}
