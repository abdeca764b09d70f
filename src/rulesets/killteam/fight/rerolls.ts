/**
 * The re-rolls of a Kill Team (2024) fight, each player's best choice (`docs/killteam/fight.md`,
 * "Re-rolls: the attacker first, then the defender"). Both players roll at once (core rules,
 * "Fight", Roll attack dice), so each sees the other's dice; the attacker re-rolls first, then
 * the defender, seeing the attacker's dice as re-rolled. Each re-roll is a decision seen through
 * to its end: a player re-rolls one die at a time, sees the new result, and stops when stopping
 * is worth more (the shooting attack's reading, `../reroll.ts`): Relentless any die not
 * re-rolled yet, Balanced one die. A side whose weapon has Ceaseless (without Relentless) keeps
 * the fixed rule of `./attackDice.ts` ({@link fightRerolls}: its failing result most dice show,
 * then Balanced's fail): Ceaseless reads the faces, which this programme does not carry.
 *
 * A player's value of an end is its objective's ranking as a vector (`./game.ts`,
 * {@link FightObjective}: the first place, then the second, then the third), and of a chance of
 * ends the vector's expectation, compared place by place: a place decides when it differs by
 * more than 1e-12. Ties go to stopping, then to the lower category re-rolled (a fail first).
 *
 * The solution is by backward induction: the defender's best re-rolls for every pool the
 * attacker can retain, then the attacker's for every roll of the defender's, valued through the
 * defender's answer and the solved resolution game.
 *
 * @module
 */

import type { RandomSource } from '../../../random/index.js';
import { uniformInt } from '../../../random/index.js';
import { categoryOdds, faceCategory, faceCounts, trinomial } from '../dice.js';
import { type FightDiceRules, fightRerolls, retainFight } from './attackDice.js';
import type { KtFightPlan, KtFightSidePlan } from './compile.js';
import type { FightObjective, FightSideRules } from './game.js';

/** Pools as the re-rolls read them: the retained normal and critical successes. */
type Pool = { readonly normal: number; readonly critical: number };

/** Values closer than this are equal (the float noise of sums of a few hundred terms). */
const EPS = 1e-12;

/** An objective's ranking of an end, place by place. */
type Vec = readonly [number, number, number];

/**
 * How a player of `objective` ranks an end where it has `own` wounds left and its opponent
 * `opp`, as the places of its lexicographic order (`./game.ts`, `utility`, in places).
 *
 * @example
 * ```ts
 * rankOfEnd('survive', 3, 0); // [1, 1, 3]: alive, the opponent incapacitated, net +3
 * ```
 */
export function rankOfEnd(objective: FightObjective, own: number, opp: number): Vec {
  const kill = opp === 0 ? 1 : 0;
  const live = own > 0 ? 1 : 0;
  const net = own - opp;
  if (objective === 'incapacitate') return [kill, live, net];
  if (objective === 'survive') return [live, kill, net];
  return [net, kill, live];
}

function better(a: Vec, b: Vec): boolean {
  for (let i = 0; i < 3; i++) {
    if (a[i]! > b[i]! + EPS) return true;
    if (a[i]! < b[i]! - EPS) return false;
  }
  return false;
}

/**
 * Whether a side's re-rolls are its best choice (else the fixed rule of Ceaseless).
 *
 * @example
 * ```ts
 * choosesRerolls({ ...dice, ceaseless: true, relentless: false }); // false
 * ```
 */
export function choosesRerolls(d: FightDiceRules): boolean {
  return d.relentless || !d.ceaseless;
}

interface Decision {
  /** The category of the die re-rolled next, or -1: stop. */
  readonly k: number;
  readonly v: Vec;
}

/**
 * One player's re-rolls as a programme over the dice by category: `u` the dice not re-rolled
 * yet, `x` those re-rolled, `bal` Balanced's die still to use. `leaf(i)` is the player's value
 * of its final dice (index {@link RerollProgram.final}).
 */
class RerollProgram {
  readonly #w: number;
  readonly #memo = new Map<number, Decision>();
  /** The leaf's value of each final dice index, asked once. */
  readonly #leaves: (Vec | undefined)[] = [];

  constructor(
    readonly m: number,
    readonly odds: readonly [number, number, number],
    readonly relentless: boolean,
    readonly leaf: (final: number) => Vec,
  ) {
    this.#w = m + 1;
  }

  get states(): number {
    return this.#memo.size;
  }

  /** The index of final dice with `f` fails and `n` normal successes. */
  final(f: number, n: number): number {
    return f * this.#w + n;
  }

  key(u0: number, u1: number, u2: number, x0: number, x1: number, x2: number, bal: boolean) {
    const w = this.#w;
    return (((((u0 * w + u1) * w + u2) * w + x0) * w + x1) * w + x2) * 2 + (bal ? 1 : 0);
  }

  decide(
    u0: number,
    u1: number,
    u2: number,
    x0: number,
    x1: number,
    x2: number,
    bal: boolean,
  ): Decision {
    const key = this.key(u0, u1, u2, x0, x1, x2, bal);
    const known = this.#memo.get(key);
    if (known) return known;
    const fi = this.final(u0 + x0, u1 + x1);
    let leaf = this.#leaves[fi];
    if (!leaf) {
      leaf = this.leaf(fi);
      this.#leaves[fi] = leaf;
    }
    let best: Decision = { k: -1, v: leaf };
    if (this.relentless || bal) {
      const u = [u0, u1, u2];
      for (let k = 0; k < 3; k++) {
        if (u[k] === 0) continue;
        const v = [0, 0, 0];
        for (let to = 0; to < 3; to++) {
          const p = this.odds[to as 0 | 1 | 2];
          if (p === 0) continue;
          const r = this.decide(
            u0 - (k === 0 ? 1 : 0),
            u1 - (k === 1 ? 1 : 0),
            u2 - (k === 2 ? 1 : 0),
            x0 + (to === 0 ? 1 : 0),
            x1 + (to === 1 ? 1 : 0),
            x2 + (to === 2 ? 1 : 0),
            false,
          ).v;
          for (let i = 0; i < 3; i++) v[i]! += p * r[i]!;
        }
        const vec = v as unknown as Vec;
        if (better(vec, best.v)) best = { k, v: vec };
      }
    }
    this.#memo.set(key, best);
    return best;
  }

  /**
   * The chances of the final dice when the rolls `starts` (dice by category, with their
   * chances) are re-rolled by the policy: the states carried layer by layer, a layer the states
   * with one die more re-rolled, so each state is decided once and no chance is held per state
   * beyond its layer.
   */
  spread(starts: readonly { readonly u: readonly number[]; readonly p: number }[], bal: boolean) {
    const w = this.#w;
    const out = new Float64Array(w * w);
    let layer = new Map<number, number>();
    for (const { u, p } of starts) {
      const key = this.key(u[0]!, u[1]!, u[2]!, 0, 0, 0, bal);
      layer.set(key, (layer.get(key) ?? 0) + p);
    }
    while (layer.size > 0) {
      const next = new Map<number, number>();
      for (const [key, p] of layer) {
        // The key's digits, from the last: bal, x2, x1, x0, u2, u1, u0.
        let k = key;
        const b = k % 2 === 1;
        k = (k - (b ? 1 : 0)) / 2;
        const x2 = k % w;
        k = (k - x2) / w;
        const x1 = k % w;
        k = (k - x1) / w;
        const x0 = k % w;
        k = (k - x0) / w;
        const u2 = k % w;
        k = (k - u2) / w;
        const u1 = k % w;
        const u0 = (k - u1) / w;
        const step = this.decide(u0, u1, u2, x0, x1, x2, b).k;
        if (step < 0) {
          out[this.final(u0 + x0, u1 + x1)]! += p;
          continue;
        }
        for (let to = 0; to < 3; to++) {
          const q = this.odds[to as 0 | 1 | 2];
          if (q === 0) continue;
          const nk = this.key(
            u0 - (step === 0 ? 1 : 0),
            u1 - (step === 1 ? 1 : 0),
            u2 - (step === 2 ? 1 : 0),
            x0 + (to === 0 ? 1 : 0),
            x1 + (to === 1 ? 1 : 0),
            x2 + (to === 2 ? 1 : 0),
            false,
          );
          next.set(nk, (next.get(nk) ?? 0) + p * q);
        }
      }
      layer = next;
    }
    return out;
  }

  /** The policy played on rolled dice `u`, re-rolling with `roll` (a die's category): the final index. */
  play(u: readonly number[], bal: boolean, roll: () => number): number {
    let u0 = u[0]!;
    let u1 = u[1]!;
    let u2 = u[2]!;
    let x0 = 0;
    let x1 = 0;
    let x2 = 0;
    let b = bal;
    for (;;) {
      const { k } = this.decide(u0, u1, u2, x0, x1, x2, b);
      if (k < 0) return this.final(u0 + x0, u1 + x1);
      if (k === 0) u0--;
      else if (k === 1) u1--;
      else u2--;
      b = false;
      const to = roll();
      if (to === 0) x0++;
      else if (to === 1) x1++;
      else x2++;
    }
  }
}

/**
 * A class of a side's rolls that the opponent tells apart: its dice by category (re-rolls
 * chosen), or, for the fixed rule, the chances of its final dice given the roll.
 */
interface RollClass {
  p: number;
  readonly u: readonly [number, number, number];
  readonly fixed: Float64Array | undefined;
}

/** A side of the fight as the re-rolls read it. */
class RerollSide {
  readonly d: FightDiceRules;
  readonly locked: number;
  readonly m: number;
  readonly odds: readonly [number, number, number];
  readonly chooses: boolean;
  readonly bal: boolean;
  /** The pool retained from each final dice index: normal * (atk + 1) + critical. */
  readonly retained: Int32Array;
  readonly classes: RollClass[] = [];
  /** The class of a roll: by its categories' number (f * (m + 1) + n), or for the fixed rule its face counts' number. */
  readonly classOf = new Map<number, number>();

  constructor(side: KtFightSidePlan) {
    const d = side.dice;
    this.d = d;
    this.locked = Math.min(d.accurate, d.atk);
    this.m = d.atk - this.locked;
    this.odds = categoryOdds(d.hit, d.critOn);
    this.chooses = choosesRerolls(d);
    this.bal = d.balanced && !d.relentless;
    const w = this.m + 1;
    this.retained = new Int32Array(w * w).fill(-1);
    for (let f = 0; f <= this.m; f++) {
      for (let n = 0; f + n <= this.m; n++) {
        const r = retainFight(d, {
          fails: f,
          normals: n,
          locked: this.locked,
          crits: this.m - f - n,
        });
        this.retained[f * w + n] = r.normal * (d.atk + 1) + r.critical;
      }
    }
    if (this.chooses) {
      for (const o of trinomial(this.m, this.odds)) {
        this.classOf.set(o.f * w + o.n, this.classes.length);
        this.classes.push({ p: o.p, u: [o.f, o.n, o.c], fixed: undefined });
      }
      return;
    }
    const byDist = new Map<string, number>();
    for (const { counts, p } of faceCounts(this.m)) {
      const fixed = this.fixedFinal(counts);
      const key = fixed.join(',');
      let i = byDist.get(key);
      if (i === undefined) {
        i = this.classes.length;
        byDist.set(key, i);
        this.classes.push({ p: 0, u: [0, 0, 0], fixed });
      }
      this.classes[i]!.p += p;
      this.classOf.set(this.countsKey(counts), i);
    }
  }

  countsKey(counts: readonly number[]): number {
    let k = 0;
    for (let i = 0; i < 6; i++) k = k * (this.m + 1) + counts[i]!;
    return k;
  }

  /** The chances of the final dice of the fixed rule from rolled faces `counts`. */
  fixedFinal(counts: readonly number[]): Float64Array {
    const w = this.m + 1;
    const out = new Float64Array(w * w);
    const again = fightRerolls(this.d, counts);
    let f = 0;
    let n = 0;
    let k = 0;
    for (let face = 1; face <= 6; face++) {
      const kept = counts[face - 1]! - again[face - 1]!;
      k += again[face - 1]!;
      const cat = faceCategory(face, this.d.hit, this.d.critOn);
      if (cat === 0) f += kept;
      else if (cat === 1) n += kept;
    }
    for (const o of trinomial(k, this.odds)) out[(f + o.f) * w + n + o.n]! += o.p;
    return out;
  }

  program(leaf: (final: number) => Vec): RerollProgram {
    return new RerollProgram(this.m, this.odds, this.d.relentless, leaf);
  }
}

/**
 * The fight's re-rolls solved for the two players' rules as played (`game`): the joint chances
 * of the pools both retain, and the decisions, for the exact engine and the sampler alike.
 *
 * @example
 * ```ts
 * const r = new FightRerolls(plan, sides, (a, b) => ({ wA: 3, wB: 0 }));
 * r.joint(); // chances by attacker pool * poolsB + defender pool
 * ```
 */
export class FightRerolls {
  readonly #a: RerollSide;
  readonly #b: RerollSide;
  /** Pools of each side: normal * (atk + 1) + critical. */
  readonly poolsA: number;
  readonly poolsB: number;
  /** Each player's ranking of the end of each pair of pools. */
  readonly #vecA: Vec[] = [];
  readonly #vecB: Vec[] = [];
  /** The defender's programme for each attacker pool. */
  readonly #defender = new Map<number, RerollProgram>();
  /** The defender's final dice by attacker pool and class of its roll (`#defenderFinal`). */
  readonly #finals = new Map<number, Float64Array>();
  /** The attacker's programme for each class of the defender's rolls. */
  readonly #attacker = new Map<number, RerollProgram>();

  constructor(
    readonly plan: KtFightPlan,
    sides: readonly [FightSideRules, FightSideRules],
    endOf: (a: Pool, b: Pool) => { readonly wA: number; readonly wB: number },
  ) {
    this.#a = new RerollSide(plan.attacker);
    this.#b = new RerollSide(plan.defender);
    const wa = plan.attacker.dice.atk + 1;
    const wb = plan.defender.dice.atk + 1;
    this.poolsA = wa * wa;
    this.poolsB = wb * wb;
    const objA = sides[0].objective;
    const objB = sides[1].objective;
    for (let i = 0; i < this.poolsA; i++) {
      for (let j = 0; j < this.poolsB; j++) {
        const a = { normal: Math.floor(i / wa), critical: i % wa };
        const b = { normal: Math.floor(j / wb), critical: j % wb };
        if (a.normal + a.critical >= wa || b.normal + b.critical >= wb) continue;
        const end = endOf(a, b);
        this.#vecA[i * this.poolsB + j] = rankOfEnd(objA, end.wA, end.wB);
        this.#vecB[i * this.poolsB + j] = rankOfEnd(objB, end.wB, end.wA);
      }
    }
  }

  /** DP states solved so far, both players. */
  get states(): number {
    let n = 0;
    for (const p of this.#defender.values()) n += p.states;
    for (const p of this.#attacker.values()) n += p.states;
    return n;
  }

  #defenderProgram(i: number): RerollProgram {
    let p = this.#defender.get(i);
    if (!p) {
      const b = this.#b;
      p = b.program((g) => this.#vecB[i * this.poolsB + b.retained[g]!]!);
      this.#defender.set(i, p);
    }
    return p;
  }

  /** The chances of the defender's final dice, rolled as class `r`, against attacker pool `i`. */
  #defenderFinal(i: number, r: number): Float64Array {
    const c = this.#b.classes[r]!;
    if (c.fixed) return c.fixed;
    const key = i * this.#b.classes.length + r;
    let d = this.#finals.get(key);
    if (!d) {
      d = this.#defenderProgram(i).spread([{ u: c.u, p: 1 }], this.#b.bal);
      this.#finals.set(key, d);
    }
    return d;
  }

  #attackerProgram(r: number): RerollProgram {
    let p = this.#attacker.get(r);
    if (!p) {
      const a = this.#a;
      const b = this.#b;
      p = a.program((f) => {
        const i = a.retained[f]!;
        const d = this.#defenderFinal(i, r);
        const v = [0, 0, 0];
        for (let g = 0; g < d.length; g++) {
          const q = d[g]!;
          if (q === 0) continue;
          const e = this.#vecA[i * this.poolsB + b.retained[g]!]!;
          for (let t = 0; t < 3; t++) v[t]! += q * e[t]!;
        }
        return v as unknown as Vec;
      });
      this.#attacker.set(r, p);
    }
    return p;
  }

  /**
   * The joint chances of the pools retained, index `i * poolsB + j` (`i` the attacker's pool,
   * normal * (atk + 1) + critical; `j` the defender's).
   */
  joint(): Float64Array {
    const a = this.#a;
    const b = this.#b;
    const out = new Float64Array(this.poolsA * this.poolsB);
    // The attacker's final dice, all its rolls at once, for each class of the defender's roll.
    const fixedA = new Float64Array((a.m + 1) * (a.m + 1));
    if (!a.chooses) {
      for (const ca of a.classes) {
        for (let f = 0; f < fixedA.length; f++) fixedA[f]! += ca.p * ca.fixed![f]!;
      }
    }
    for (let r = 0; r < b.classes.length; r++) {
      const pb = b.classes[r]!.p;
      const fa = a.chooses ? this.#attackerProgram(r).spread(a.classes, a.bal) : fixedA;
      for (let f = 0; f < fa.length; f++) {
        const q = fa[f]! * pb;
        if (q === 0) continue;
        const i = a.retained[f]!;
        const fb = this.#defenderFinal(i, r);
        for (let g = 0; g < fb.length; g++) {
          if (fb[g] === 0) continue;
          out[i * this.poolsB + b.retained[g]!]! += q * fb[g]!;
        }
      }
    }
    return out;
  }

  /**
   * One seeded roll of both players' dice and their re-rolls, the policy played: the pools
   * retained, as `[i, j]` written into `out`. `counts` is scratch of six entries.
   */
  sample(source: RandomSource, counts: number[], out: number[]): void {
    const a = this.#a;
    const b = this.#b;
    this.#source = source;
    // Both roll at once: the attacker's dice, then the defender's (scratch reused: no
    // allocation per fight but the fixed rule's).
    this.#rollCats(a, source, counts, this.#ua);
    for (let f = 0; f < 6; f++) this.#facesA[f] = counts[f]!;
    this.#rollCats(b, source, counts, this.#ub);
    for (let f = 0; f < 6; f++) this.#facesB[f] = counts[f]!;
    const r = b.chooses
      ? this.#classOfCats(b, this.#ub)
      : b.classOf.get(b.countsKey(this.#facesB))!;
    const fa = a.chooses
      ? this.#attackerProgram(r).play(this.#ua, a.bal, this.#rollA)
      : this.#rerollFixed(a, this.#facesA, source);
    const i = a.retained[fa]!;
    const fb = b.chooses
      ? this.#defenderProgram(i).play(this.#ub, b.bal, this.#rollB)
      : this.#rerollFixed(b, this.#facesB, source);
    out[0] = i;
    out[1] = b.retained[fb]!;
  }

  /** The source {@link sample} draws from, for the re-roll closures below. */
  #source: RandomSource | undefined;
  readonly #ua = [0, 0, 0];
  readonly #ub = [0, 0, 0];
  readonly #facesA = [0, 0, 0, 0, 0, 0];
  readonly #facesB = [0, 0, 0, 0, 0, 0];
  readonly #rollA = () => this.#rollOne(this.#a);
  readonly #rollB = () => this.#rollOne(this.#b);

  #rollOne(s: RerollSide): number {
    return faceCategory(1 + uniformInt(this.#source!, 6), s.d.hit, s.d.critOn);
  }

  #rollCats(s: RerollSide, source: RandomSource, counts: number[], u: number[]): void {
    counts.fill(0);
    for (let k = 0; k < s.m; k++) counts[uniformInt(source, 6)]! += 1;
    u[0] = 0;
    u[1] = 0;
    u[2] = 0;
    for (let face = 1; face <= 6; face++) {
      u[faceCategory(face, s.d.hit, s.d.critOn)]! += counts[face - 1]!;
    }
  }

  #classOfCats(s: RerollSide, u: readonly number[]): number {
    return s.classOf.get(u[0]! * (s.m + 1) + u[1]!)!;
  }

  /** The fixed rule's re-rolls of rolled faces `counts`: the final dice index. */
  #rerollFixed(s: RerollSide, counts: readonly number[], source: RandomSource): number {
    const again = fightRerolls(s.d, counts);
    let f = 0;
    let n = 0;
    for (let face = 1; face <= 6; face++) {
      const kept = counts[face - 1]! - again[face - 1]!;
      const cat = faceCategory(face, s.d.hit, s.d.critOn);
      if (cat === 0) f += kept;
      else if (cat === 1) n += kept;
      for (let t = 0; t < again[face - 1]!; t++) {
        const c = faceCategory(1 + uniformInt(source, 6), s.d.hit, s.d.critOn);
        if (c === 0) f++;
        else if (c === 1) n++;
      }
    }
    return f * (s.m + 1) + n;
  }
}
