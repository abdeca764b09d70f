/**
 * The re-rolls of a Kill Team (2024) fight, each player's best choice (`docs/killteam/fight.md`,
 * "Re-rolls: the attacker first, then the defender"). Both players roll at once (core rules,
 * "Fight", Roll attack dice), so each sees the other's dice; the attacker re-rolls first, then
 * the defender, seeing the attacker's dice as re-rolled. Each re-roll is a decision seen through
 * to its end: a player re-rolls one die at a time, sees the new result, and stops when stopping
 * is worth more (the shooting attack's reading, `../reroll.ts`): Relentless any die not
 * re-rolled yet, Balanced one die, Ceaseless (without Relentless) a result it picks with its
 * first Ceaseless re-roll (after a Balanced re-roll, if one came first), then any of the dice
 * that showed it, none twice (Kill Team (2024) core rules, "Weapon rules"; `docs/killteam/ceaseless.md`).
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
import { type FightDiceRules, retainFight } from './attackDice.js';
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

interface Decision {
  /** The step taken next ({@link STEP_KIND} * 3 + the category of the die), or -1: stop. */
  readonly k: number;
  readonly v: Vec;
}

/** Which rule re-rolls a die: a step's number is kind * 3 + the die's category. */
const STEP_KIND = { relentless: 0, ceaseless: 1, balanced: 2 } as const;

/** The first decision on a roll: Ceaseless's result (`face`, 0: none), after a Balanced re-roll of a die showing `balancedFace` (0: none first). */
interface Opening {
  readonly face: number;
  readonly balancedFace: number;
  /** After a Balanced re-roll first: the result picked when its die shows each category. */
  readonly after: readonly number[];
  readonly v: Vec;
}

/**
 * One player's re-rolls as a programme over the dice by category (the shooting attack's state,
 * `../reroll.ts`, `RerollState`): `u` the dice not re-rolled yet, `x` those re-rolled, `pool`
 * how many of the `u` dice Ceaseless may still re-roll (all of category `cv`; 3: no result
 * picked), `bal` Balanced's die still to use. Ceaseless reads the faces only when it picks its
 * result ({@link RerollProgram.open}); after that the count of the dice that showed it is all
 * it needs. `leaf(i)` is the player's value of its final dice (index {@link RerollProgram.final}).
 */
class RerollProgram {
  readonly #w: number;
  readonly #memo = new Map<number, Decision>();
  readonly #openings = new Map<number, Opening>();
  /** The leaf's value of each final dice index, asked once. */
  readonly #leaves: (Vec | undefined)[] = [];

  constructor(
    readonly m: number,
    readonly odds: readonly [number, number, number],
    readonly relentless: boolean,
    /** Ceaseless picks a result (a weapon with Ceaseless and without Relentless). */
    readonly ceaseless: boolean,
    readonly bal: boolean,
    readonly faceCat: readonly number[],
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

  key(
    u0: number,
    u1: number,
    u2: number,
    x0: number,
    x1: number,
    x2: number,
    pool: number,
    cv: number,
    bal: boolean,
  ) {
    const w = this.#w;
    const k = (((((u0 * w + u1) * w + u2) * w + x0) * w + x1) * w + x2) * w + pool;
    return (k * 4 + cv) * 2 + (bal ? 1 : 0);
  }

  /** The key of the state after step `step` (not stop) from the state given, the die showing `to`. */
  next(
    step: number,
    to: number,
    u0: number,
    u1: number,
    u2: number,
    x0: number,
    x1: number,
    x2: number,
    pool: number,
    cv: number,
    bal: boolean,
  ): number {
    const k = step % 3;
    const kind = (step - k) / 3;
    let p = pool;
    if (kind === STEP_KIND.ceaseless) p--;
    // Balanced takes a die outside Ceaseless's pool when there is one (the shooting attack's
    // reading): the pool's dice may still be re-rolled by Ceaseless.
    else if (
      kind === STEP_KIND.balanced &&
      k === cv &&
      (k === 0 ? u0 : k === 1 ? u1 : u2) === pool
    ) {
      p--;
    }
    return this.key(
      u0 - (k === 0 ? 1 : 0),
      u1 - (k === 1 ? 1 : 0),
      u2 - (k === 2 ? 1 : 0),
      x0 + (to === 0 ? 1 : 0),
      x1 + (to === 1 ? 1 : 0),
      x2 + (to === 2 ? 1 : 0),
      p,
      cv,
      kind === STEP_KIND.balanced ? false : bal,
    );
  }

  /** A state's digits from its key: u0, u1, u2, x0, x1, x2, pool, cv, bal (1 or 0). */
  digits(key: number, out: number[]): void {
    const w = this.#w;
    let k = key;
    out[8] = k % 2;
    k = (k - out[8]!) / 2;
    out[7] = k % 4;
    k = (k - out[7]!) / 4;
    for (let i = 6; i >= 1; i--) {
      out[i] = k % w;
      k = (k - out[i]!) / w;
    }
    out[0] = k;
  }

  readonly #d = [0, 0, 0, 0, 0, 0, 0, 0, 0];

  decideKey(key: number): Decision {
    const known = this.#memo.get(key);
    if (known) return known;
    const d = this.#d;
    this.digits(key, d);
    return this.#solve(key, d[0]!, d[1]!, d[2]!, d[3]!, d[4]!, d[5]!, d[6]!, d[7]!, d[8] === 1);
  }

  decide(
    u0: number,
    u1: number,
    u2: number,
    x0: number,
    x1: number,
    x2: number,
    pool: number,
    cv: number,
    bal: boolean,
  ): Decision {
    const key = this.key(u0, u1, u2, x0, x1, x2, pool, cv, bal);
    return this.#memo.get(key) ?? this.#solve(key, u0, u1, u2, x0, x1, x2, pool, cv, bal);
  }

  /** The best step of a state not decided yet (its `key` and digits), memoised. */
  #solve(
    key: number,
    u0: number,
    u1: number,
    u2: number,
    x0: number,
    x1: number,
    x2: number,
    pool: number,
    cv: number,
    bal: boolean,
  ): Decision {
    const fi = this.final(u0 + x0, u1 + x1);
    let leaf = this.#leaves[fi];
    if (!leaf) {
      leaf = this.leaf(fi);
      this.#leaves[fi] = leaf;
    }
    let best: Decision = { k: -1, v: leaf };
    // The steps in the order ties go (the lower category first; Ceaseless before Balanced).
    for (let k = 0; k < 3; k++) {
      if ((k === 0 ? u0 : k === 1 ? u1 : u2) === 0) continue;
      for (let kind = 0; kind < 3; kind++) {
        const allowed = this.relentless
          ? kind === STEP_KIND.relentless
          : kind === STEP_KIND.ceaseless
            ? pool > 0 && k === cv
            : kind === STEP_KIND.balanced && bal;
        if (!allowed) continue;
        const step = kind * 3 + k;
        let v0 = 0;
        let v1 = 0;
        let v2 = 0;
        for (let to = 0; to < 3; to++) {
          const p = this.odds[to as 0 | 1 | 2];
          if (p === 0) continue;
          const r = this.decideKey(this.next(step, to, u0, u1, u2, x0, x1, x2, pool, cv, bal)).v;
          v0 += p * r[0];
          v1 += p * r[1];
          v2 += p * r[2];
        }
        const vec: Vec = [v0, v1, v2];
        if (better(vec, best.v)) best = { k: step, v: vec };
      }
    }
    this.#memo.set(key, best);
    return best;
  }

  readonly #u = [0, 0, 0];

  /** The dice by category of rolled faces `counts` (scratch: read before the next call). */
  #cats(counts: readonly number[]): readonly number[] {
    const u = this.#u;
    u[0] = 0;
    u[1] = 0;
    u[2] = 0;
    for (let f = 0; f < 6; f++) u[this.faceCat[f]!]! += counts[f]!;
    return u;
  }

  /** The key of the state a roll `counts` starts in once Ceaseless's result `face` is picked (0: none). */
  startKey(counts: readonly number[], face: number, bal: boolean, x: readonly number[]): number {
    const u = this.#cats(counts);
    const pool = face === 0 ? 0 : counts[face - 1]!;
    const cv = face === 0 ? 3 : this.faceCat[face - 1]!;
    return this.key(u[0]!, u[1]!, u[2]!, x[0]!, x[1]!, x[2]!, pool, cv, bal);
  }

  /** Ceaseless's best result on `counts` (0: none) and the value (the shooting attack's `#pick`). */
  #pick(counts: readonly number[], bal: boolean, x: readonly number[]): { face: number; v: Vec } {
    let best = { face: 0, v: this.decideKey(this.startKey(counts, 0, bal, x)).v };
    if (!this.ceaseless) return best;
    for (let face = 1; face <= 6; face++) {
      if (counts[face - 1] === 0) continue;
      const v = this.decideKey(this.startKey(counts, face, bal, x)).v;
      if (better(v, best.v)) best = { face, v };
    }
    return best;
  }

  /**
   * The first decision on rolled faces `counts`: Ceaseless's result, or a Balanced re-roll first
   * and the result picked after seeing it (with Ceaseless and Balanced).
   */
  open(counts: readonly number[]): Opening {
    let ck = 0;
    for (let f = 0; f < 6; f++) ck = ck * this.#w + counts[f]!;
    const known = this.#openings.get(ck);
    if (known) return known;
    const zero = [0, 0, 0];
    const first = this.#pick(counts, this.bal, zero);
    let best: Opening = { face: first.face, balancedFace: 0, after: NONE, v: first.v };
    if (this.ceaseless && this.bal) {
      for (let face = 1; face <= 6; face++) {
        if (counts[face - 1] === 0) continue;
        const rest = [...counts];
        rest[face - 1]!--;
        const v = [0, 0, 0];
        const after = [0, 0, 0];
        for (let to = 0; to < 3; to++) {
          const p = this.odds[to as 0 | 1 | 2];
          if (p === 0) continue;
          const x = [0, 0, 0];
          x[to] = 1;
          const r = this.#pick(rest, false, x);
          after[to] = r.face;
          for (let i = 0; i < 3; i++) v[i]! += p * r.v[i]!;
        }
        const vec = v as unknown as Vec;
        if (better(vec, best.v)) best = { face: 0, balancedFace: face, after, v: vec };
      }
    }
    this.#openings.set(ck, best);
    return best;
  }

  /** The states a roll `counts` of chance `p` starts its re-rolls in, put into `layer`. */
  starts(counts: readonly number[], p: number, layer: Map<number, number>): void {
    const put = (key: number, q: number) => layer.set(key, (layer.get(key) ?? 0) + q);
    if (!this.ceaseless) {
      put(this.startKey(counts, 0, this.bal, ZERO), p);
      return;
    }
    const o = this.open(counts);
    if (o.balancedFace === 0) {
      put(this.startKey(counts, o.face, this.bal, ZERO), p);
      return;
    }
    const rest = [...counts];
    rest[o.balancedFace - 1]!--;
    for (let to = 0; to < 3; to++) {
      const q = this.odds[to as 0 | 1 | 2];
      if (q === 0) continue;
      put(this.startKey(rest, o.after[to]!, false, UNIT[to]!), p * q);
    }
  }

  /**
   * The chances of the final dice when the rolls `rolls` (faces, with their chances) are
   * re-rolled by the policy: the states carried layer by layer, a layer the states with one die
   * more re-rolled, so each state is decided once and no chance is held per state beyond its
   * layer.
   */
  spread(rolls: readonly { readonly counts: readonly number[]; readonly p: number }[]) {
    const w = this.#w;
    const out = new Float64Array(w * w);
    // Two layers kept by the programme and swapped (a spread never runs inside its own).
    let layer = this.#layer;
    let next = this.#next;
    layer.clear();
    for (const { counts, p } of rolls) this.starts(counts, p, layer);
    const d = this.#d;
    while (layer.size > 0) {
      next.clear();
      for (const [key, p] of layer) {
        const step = this.decideKey(key).k;
        this.digits(key, d);
        if (step < 0) {
          out[this.final(d[0]! + d[3]!, d[1]! + d[4]!)]! += p;
          continue;
        }
        for (let to = 0; to < 3; to++) {
          const q = this.odds[to as 0 | 1 | 2];
          if (q === 0) continue;
          const nk = this.next(
            step,
            to,
            d[0]!,
            d[1]!,
            d[2]!,
            d[3]!,
            d[4]!,
            d[5]!,
            d[6]!,
            d[7]!,
            d[8] === 1,
          );
          next.set(nk, (next.get(nk) ?? 0) + p * q);
        }
      }
      const done = layer;
      layer = next;
      next = done;
    }
    return out;
  }

  readonly #rest = [0, 0, 0, 0, 0, 0];
  readonly #layer = new Map<number, number>();
  readonly #next = new Map<number, number>();

  /** The policy played on rolled faces `counts`, re-rolling with `roll` (a die's category): the final index. */
  play(counts: readonly number[], roll: () => number): number {
    let key: number;
    if (!this.ceaseless) key = this.startKey(counts, 0, this.bal, ZERO);
    else {
      const o = this.open(counts);
      if (o.balancedFace === 0) key = this.startKey(counts, o.face, this.bal, ZERO);
      else {
        // The one die Balanced re-rolls leaves the roll's other faces (scratch, no allocation).
        const rest = this.#rest;
        for (let f = 0; f < 6; f++) rest[f] = counts[f]!;
        rest[o.balancedFace - 1]!--;
        const to = roll();
        key = this.startKey(rest, o.after[to]!, false, UNIT[to]!);
      }
    }
    const d = this.#d;
    for (;;) {
      const step = this.decideKey(key).k;
      this.digits(key, d);
      if (step < 0) return this.final(d[0]! + d[3]!, d[1]! + d[4]!);
      key = this.next(
        step,
        roll(),
        d[0]!,
        d[1]!,
        d[2]!,
        d[3]!,
        d[4]!,
        d[5]!,
        d[6]!,
        d[7]!,
        d[8] === 1,
      );
    }
  }
}

const ZERO: readonly number[] = [0, 0, 0];
const NONE: readonly number[] = [];
/** The re-rolled dice of one die showing each category. */
const UNIT: readonly (readonly number[])[] = [
  [1, 0, 0],
  [0, 1, 0],
  [0, 0, 1],
];

/**
 * A class of a side's rolls that the opponent tells apart, with a representative roll's faces:
 * by category, or with Ceaseless (which reads the faces) by each category's faces' counts in
 * falling order (faces of one category are alike to every rule).
 */
interface RollClass {
  p: number;
  readonly counts: readonly number[];
}

/** A side of the fight as the re-rolls read it. */
class RerollSide {
  readonly d: FightDiceRules;
  readonly locked: number;
  readonly m: number;
  readonly odds: readonly [number, number, number];
  /** Ceaseless picks a result (without Relentless, which re-rolls any die anyway). */
  readonly ceaseless: boolean;
  readonly bal: boolean;
  readonly faceCat: readonly number[];
  /** The pool retained from each final dice index: normal * (atk + 1) + critical. */
  readonly retained: Int32Array;
  readonly classes: RollClass[] = [];
  /** The class of a roll: by its categories' number (f * (m + 1) + n), or with Ceaseless its face counts' number. */
  readonly classOf = new Map<number, number>();

  constructor(side: KtFightSidePlan) {
    const d = side.dice;
    this.d = d;
    this.locked = Math.min(d.accurate, d.atk);
    this.m = d.atk - this.locked;
    this.odds = categoryOdds(d.hit, d.critOn);
    this.ceaseless = d.ceaseless && !d.relentless;
    this.bal = d.balanced && !d.relentless;
    this.faceCat = [1, 2, 3, 4, 5, 6].map((f) => faceCategory(f, d.hit, d.critOn));
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
    if (!this.ceaseless) {
      const faceOf = (k: number) => this.faceCat.indexOf(k);
      for (const o of trinomial(this.m, this.odds)) {
        const counts = [0, 0, 0, 0, 0, 0];
        if (o.f > 0) counts[faceOf(0)]! += o.f;
        if (o.n > 0) counts[faceOf(1)]! += o.n;
        if (o.c > 0) counts[faceOf(2)]! += o.c;
        this.classOf.set(o.f * w + o.n, this.classes.length);
        this.classes.push({ p: o.p, counts });
      }
      return;
    }
    const byRep = new Map<number, number>();
    for (const { counts, p } of faceCounts(this.m)) {
      const rep = this.representative(counts);
      const rk = this.countsKey(rep);
      let i = byRep.get(rk);
      if (i === undefined) {
        i = this.classes.length;
        byRep.set(rk, i);
        this.classes.push({ p: 0, counts: rep });
      }
      this.classes[i]!.p += p;
      this.classOf.set(this.countsKey(counts), i);
    }
  }

  /** The roll of `counts` with each category's counts given to its faces in falling order. */
  representative(counts: readonly number[]): number[] {
    const rep = [0, 0, 0, 0, 0, 0];
    for (let k = 0; k < 3; k++) {
      const faces: number[] = [];
      const ns: number[] = [];
      for (let f = 0; f < 6; f++) {
        if (this.faceCat[f] !== k) continue;
        faces.push(f);
        ns.push(counts[f]!);
      }
      ns.sort((a, b) => b - a);
      faces.forEach((f, i) => {
        rep[f] = ns[i]!;
      });
    }
    return rep;
  }

  countsKey(counts: readonly number[]): number {
    let k = 0;
    for (let i = 0; i < 6; i++) k = k * (this.m + 1) + counts[i]!;
    return k;
  }

  program(leaf: (final: number) => Vec): RerollProgram {
    return new RerollProgram(
      this.m,
      this.odds,
      this.d.relentless,
      this.ceaseless,
      this.bal,
      this.faceCat,
      leaf,
    );
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
  /**
   * What the solve reads of the two players' rules: their objectives and the end of every pair
   * of pools. Two solves of one plan with one signature have one joint ({@link joint}).
   */
  readonly signature: string;
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
    const ends: number[] = [];
    for (let i = 0; i < this.poolsA; i++) {
      for (let j = 0; j < this.poolsB; j++) {
        const a = { normal: Math.floor(i / wa), critical: i % wa };
        const b = { normal: Math.floor(j / wb), critical: j % wb };
        if (a.normal + a.critical >= wa || b.normal + b.critical >= wb) continue;
        const end = endOf(a, b);
        ends.push(end.wA, end.wB);
        this.#vecA[i * this.poolsB + j] = rankOfEnd(objA, end.wA, end.wB);
        this.#vecB[i * this.poolsB + j] = rankOfEnd(objB, end.wB, end.wA);
      }
    }
    this.signature = `${objA}|${objB}|${ends.join(',')}`;
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
    const key = i * this.#b.classes.length + r;
    let d = this.#finals.get(key);
    if (!d) {
      d = this.#defenderProgram(i).spread([{ counts: c.counts, p: 1 }]);
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
    for (let r = 0; r < b.classes.length; r++) {
      const pb = b.classes[r]!.p;
      const fa = this.#attackerProgram(r).spread(a.classes);
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
    // Both roll at once: the attacker's dice, then the defender's (scratch reused).
    this.#roll(a, source, counts, this.#ua);
    for (let f = 0; f < 6; f++) this.#facesA[f] = counts[f]!;
    this.#roll(b, source, counts, this.#ub);
    for (let f = 0; f < 6; f++) this.#facesB[f] = counts[f]!;
    const r = b.ceaseless
      ? b.classOf.get(b.countsKey(this.#facesB))!
      : b.classOf.get(this.#ub[0]! * (b.m + 1) + this.#ub[1]!)!;
    const fa = this.#attackerProgram(r).play(this.#facesA, this.#rollA);
    const i = a.retained[fa]!;
    const fb = this.#defenderProgram(i).play(this.#facesB, this.#rollB);
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

  #roll(s: RerollSide, source: RandomSource, counts: number[], u: number[]): void {
    counts.fill(0);
    for (let k = 0; k < s.m; k++) counts[uniformInt(source, 6)]! += 1;
    u[0] = 0;
    u[1] = 0;
    u[2] = 0;
    for (let f = 0; f < 6; f++) u[s.faceCat[f]!]! += counts[f]!;
  }
}
