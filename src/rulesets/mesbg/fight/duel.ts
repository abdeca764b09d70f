/**
 * The Duel as both engines play it (spec `mesbg-fight.md`, "The steps of a Fight", 2 to 5):
 * each side's dice summed up by state, the banners' re-rolls (`banner.ts`), Might on the Duel
 * (`duelMight.ts`) and who wins (`whoWins.ts`). The decisions are computed here once, by the
 * same functions for the exact engine (which weighs every state) and the sampler (which looks
 * up the decision for the state it rolled).
 *
 * A side's *state* after its dice are final is one integer: its best score plus, for each Hero
 * that may spend Might in the Duel, the Hero's best score, in base 7. Before re-rolls a side's
 * dice are summed up by the best score of each kind (`pre`), grouped by what they allow
 * (`signature`: the state as rolled and the state after each possible re-roll).
 *
 * @module
 */
import { bestReroll, type RerollOption } from './banner.js';
import type { FightPlan, FightSidePlan } from './compile.js';
import { highestOf } from './duelDice.js';
import { defaultDuelMight, scoreToWin } from './duelMight.js';
import { duelWinA } from './whoWins.js';

/**
 * One group of a side's rolls before re-rolls that allow the same things: its chance, its state
 * as rolled, and its possible re-rolls (none without a banner).
 *
 * @example
 * ```ts
 * const sig: DuelSignature = { p: 0.25, post0: 5, options: [] };
 * ```
 */
export interface DuelSignature {
  readonly p: number;
  readonly post0: number;
  readonly options: readonly RerollOption[];
}

/**
 * A side's Duel states: how many state codes there are, its Heroes in the Duel, its signatures,
 * and for the sampler the signature of each roll (the best score of each kind, minus 1, in base 6).
 *
 * @example
 * ```ts
 * sideStates(plan.a).signatures.length;
 * ```
 */
export interface SideStates {
  readonly codes: number;
  readonly heroes: number;
  readonly signatures: readonly DuelSignature[];
  readonly signatureOf: Int32Array;
}

/**
 * The best score of the side in state `code`.
 *
 * @example
 * ```ts
 * bestOf(5 + 7 * 4); // 5
 * ```
 */
export function bestOf(code: number): number {
  return code % 7;
}

/**
 * Hero `i`'s best score in state `code` (0: no die).
 *
 * @example
 * ```ts
 * heroBestOf(5 + 7 * 4, 0); // 4
 * ```
 */
export function heroBestOf(code: number, i: number): number {
  return Math.floor(code / 7 ** (i + 1)) % 7;
}

/**
 * The state code of a side whose kinds' best scores are `x` (0: no die of that kind).
 *
 * @example
 * ```ts
 * stateOf(plan.a, [4, 6]); // 6 + 7 × (the Hero's best) when kind 0 is Hero 0's
 * ```
 */
export function stateOf(side: FightSidePlan, x: ArrayLike<number>): number {
  let best = 0;
  let code = 0;
  for (let k = 0; k < side.kinds.length; k++) {
    const v = x[k]!;
    if (v > best) best = v;
    const hero = side.kinds[k]!.hero;
    if (hero >= 0) code += v * 7 ** (hero + 1);
  }
  return code + best;
}

/**
 * Every state a side's Duel dice can give before re-rolls, grouped into signatures.
 *
 * @example
 * ```ts
 * sideStates(plan.a).signatures.reduce((s, g) => s + g.p, 0); // 1
 * ```
 */
export function sideStates(side: FightSidePlan): SideStates {
  const K = side.kinds.length;
  const heroes = side.duelMight ? side.heroes.length : 0;
  const highest = side.kinds.map((k) => highestOf(k.p, k.count));
  const total = 6 ** K;
  const signatureOf = new Int32Array(total);
  const byKey = new Map<string, number>();
  const groups: { p: number; post0: number; options: RerollOption[] }[] = [];
  const x = new Int32Array(K);
  const rest = new Int32Array(K);
  for (let index = 0; index < total; index++) {
    let r = index;
    let p = 1;
    for (let k = 0; k < K; k++) {
      x[k] = (r % 6) + 1;
      r = Math.floor(r / 6);
      p *= highest[k]![x[k]!]!;
    }
    const post0 = stateOf(side, x);
    const options: RerollOption[] = [];
    if (side.banner) {
      for (let k = 0; k < K; k++) {
        // The lowest die of kind k is re-rolled; the kind's best stays unless it was its only die.
        const kind = side.kinds[k]!;
        rest.set(x);
        if (kind.count === 1) rest[k] = 0;
        const post = new Int32Array(7);
        for (let v = 1; v <= 6; v++) {
          const keep = rest[k]!;
          rest[k] = Math.max(keep, v);
          post[v] = stateOf(side, rest);
          rest[k] = keep;
        }
        options.push({ post, p: kind.p });
      }
    }
    const key = `${post0}|${options.map((o) => o.post.join(',')).join('|')}`;
    let g = byKey.get(key);
    if (g === undefined) {
      g = groups.length;
      byKey.set(key, g);
      groups.push({ p: 0, post0, options });
    }
    groups[g]!.p += p;
    signatureOf[index] = g;
  }
  return { codes: 7 ** (1 + heroes), heroes, signatures: groups, signatureOf };
}

/**
 * The Duel's decisions for one comparison of the sides' Fight (`tieA`: P(A wins a tie on the
 * dice)), memoised: the default Duel Might and the win it gives, and each banner's re-roll.
 *
 * @example
 * ```ts
 * const d = new DuelDecisions(plan, sideStates(plan.a), sideStates(plan.b), 0.5);
 * d.winA(6, 5); // 1
 * ```
 */
export class DuelDecisions {
  readonly tieA: number;
  private readonly plan: FightPlan;
  private readonly sa: SideStates;
  private readonly sb: SideStates;
  private readonly win: Float64Array;
  private readonly singleChoice: Int8Array;
  private readonly answerChoices: Int8Array;
  private readonly answerValue: Float64Array;
  private readonly firstChoice: Int8Array;
  private readonly mightA: number[];
  private readonly mightB: number[];

  /**
   * @example
   * ```ts
   * new DuelDecisions(plan, sideStates(plan.a), sideStates(plan.b), 1);
   * ```
   */
  constructor(plan: FightPlan, sa: SideStates, sb: SideStates, tieA: number) {
    this.plan = plan;
    this.sa = sa;
    this.sb = sb;
    this.tieA = tieA;
    this.win = new Float64Array(sa.codes * sb.codes).fill(-1);
    const most =
      Math.max(sa.codes, sb.codes) * Math.max(sa.signatures.length, sb.signatures.length);
    this.singleChoice = new Int8Array(2 * most).fill(-2);
    this.answerChoices = new Int8Array(2 * most).fill(-2);
    this.answerValue = new Float64Array(2 * most);
    this.firstChoice = new Int8Array(2 * sa.signatures.length * sb.signatures.length).fill(-2);
    this.mightA = plan.a.mightRadix.map((r) => r - 1);
    this.mightB = plan.b.mightRadix.map((r) => r - 1);
  }

  /**
   * The default Duel Might of the side that may spend it, in states `a` and `b`: the Hero (-1:
   * none) and the points spent.
   *
   * @example
   * ```ts
   * d.might(3 + 7 * 3, 5); // { hero: 0, spend: 3 } when A's Hero has 3 Might and B wins ties
   * ```
   */
  might(a: number, b: number): { readonly hero: number; readonly spend: number } {
    const ba = bestOf(a);
    const bb = bestOf(b);
    if (this.plan.a.duelMight) {
      const heroBest = this.mightA.map((_, i) => heroBestOf(a, i));
      return defaultDuelMight(ba, scoreToWin(bb, this.tieA), heroBest, this.mightA);
    }
    if (this.plan.b.duelMight) {
      const heroBest = this.mightB.map((_, i) => heroBestOf(b, i));
      return defaultDuelMight(bb, scoreToWin(ba, 1 - this.tieA), heroBest, this.mightB);
    }
    return { hero: -1, spend: 0 };
  }

  /**
   * P(A wins) from states `a` and `b`, after the default Duel Might.
   *
   * @example
   * ```ts
   * d.winA(6, 5); // 1
   * ```
   */
  winA(a: number, b: number): number {
    const i = a * this.sb.codes + b;
    const memo = this.win[i]!;
    if (memo >= 0) return memo;
    const m = this.might(a, b);
    const w =
      m.hero >= 0 ? (this.plan.a.duelMight ? 1 : 0) : duelWinA(bestOf(a), bestOf(b), this.tieA);
    this.win[i] = w;
    return w;
  }

  /** P(side `x` wins) with itself in state `own`, the foe in `foe`. */
  private winFor(x: 0 | 1, own: number, foe: number): number {
    return x === 0 ? this.winA(own, foe) : 1 - this.winA(foe, own);
  }

  private states(x: 0 | 1): SideStates {
    return x === 0 ? this.sa : this.sb;
  }

  /**
   * The re-roll of side `x` (the only one with a banner), in signature `sig`, against the foe in
   * state `foe`: an option index, or -1 for none.
   *
   * @example
   * ```ts
   * d.single(0, sig, 5);
   * ```
   */
  single(x: 0 | 1, sig: number, foe: number): number {
    const foeCodes = this.states(x === 0 ? 1 : 0).codes;
    const i = x * (this.singleChoice.length / 2) + sig * foeCodes + foe;
    const memo = this.singleChoice[i]!;
    if (memo !== -2) return memo;
    const g = this.states(x).signatures[sig]!;
    const value = (post: number) => this.winFor(x, post, foe);
    const c = bestReroll(g.options, value(g.post0), value).choice;
    this.singleChoice[i] = c;
    return c;
  }

  /**
   * The answer of side `x` in signature `sig` once the foe, which re-rolled first, is in state
   * `foe`: the option (-1: none) and the side's chance to win with it.
   *
   * @example
   * ```ts
   * d.answer(1, sig, 4);
   * ```
   */
  answer(x: 0 | 1, sig: number, foe: number): { readonly choice: number; readonly value: number } {
    const foeCodes = this.states(x === 0 ? 1 : 0).codes;
    const i = x * (this.answerChoices.length / 2) + sig * foeCodes + foe;
    if (this.answerChoices[i] !== -2) {
      return { choice: this.answerChoices[i]!, value: this.answerValue[i]! };
    }
    const g = this.states(x).signatures[sig]!;
    const value = (post: number) => this.winFor(x, post, foe);
    const r = bestReroll(g.options, value(g.post0), value);
    this.answerChoices[i] = r.choice;
    this.answerValue[i] = r.value;
    return r;
  }

  /**
   * {@link DuelDecisions.answer}'s choice alone (no object made: the sampler's hot loop).
   *
   * @example
   * ```ts
   * d.answerChoice(1, sig, 4); // an option index, or -1
   * ```
   */
  answerChoice(x: 0 | 1, sig: number, foe: number): number {
    const foeCodes = this.states(x === 0 ? 1 : 0).codes;
    const i = x * (this.answerChoices.length / 2) + sig * foeCodes + foe;
    return this.answerChoices[i] !== -2 ? this.answerChoices[i]! : this.answer(x, sig, foe).choice;
  }

  /**
   * The re-roll of side `x`, re-rolling first in signature `sig` while the foe, in signature
   * `foeSig`, will answer: an option index, or -1.
   *
   * @example
   * ```ts
   * d.first(1, sigB, sigA);
   * ```
   */
  first(x: 0 | 1, sig: number, foeSig: number): number {
    const y: 0 | 1 = x === 0 ? 1 : 0;
    const i = x * (this.firstChoice.length / 2) + sig * this.states(y).signatures.length + foeSig;
    const memo = this.firstChoice[i]!;
    if (memo !== -2) return memo;
    const g = this.states(x).signatures[sig]!;
    const value = (post: number) => 1 - this.answer(y, foeSig, post).value;
    const c = bestReroll(g.options, value(g.post0), value).choice;
    this.firstChoice[i] = c;
    return c;
  }

  /**
   * Who re-rolls first when both sides have a banner, from the states as rolled: 0 (A is
   * losing), 1 (B is losing) or 2 (a roll-off is pending: each order with chance 1/2).
   *
   * @example
   * ```ts
   * d.firstMover(3, 5); // 0
   * ```
   */
  firstMover(a: number, b: number): 0 | 1 | 2 {
    const ba = bestOf(a);
    const bb = bestOf(b);
    if (ba !== bb) return ba < bb ? 0 : 1;
    if (this.tieA === 1) return 1;
    if (this.tieA === 0) return 0;
    return 2;
  }
}

/**
 * The joint distribution of both sides' states after every re-roll, for one comparison of
 * Fight: `j[a * codesB + b]`.
 *
 * @example
 * ```ts
 * afterRerolls(d, sa, sb).reduce((s, p) => s + p, 0); // 1
 * ```
 */
export function afterRerolls(d: DuelDecisions, sa: SideStates, sb: SideStates): Float64Array {
  const j = new Float64Array(sa.codes * sb.codes);
  const A = sa.signatures;
  const B = sb.signatures;
  const bannerA = A.some((g) => g.options.length > 0);
  const bannerB = B.some((g) => g.options.length > 0);
  const addOption = (
    g: DuelSignature,
    choice: number,
    p: number,
    emit: (post: number, q: number) => void,
  ) => {
    if (choice < 0) {
      emit(g.post0, p);
      return;
    }
    const o = g.options[choice]!;
    for (let v = 1; v <= 6; v++) if (o.p[v]! > 0) emit(o.post[v]!, p * o.p[v]!);
  };
  for (let ia = 0; ia < A.length; ia++) {
    const ga = A[ia]!;
    for (let ib = 0; ib < B.length; ib++) {
      const gb = B[ib]!;
      const p = ga.p * gb.p;
      if (p === 0) continue;
      if (!bannerA && !bannerB) {
        j[ga.post0 * sb.codes + gb.post0]! += p;
      } else if (bannerA && !bannerB) {
        addOption(ga, d.single(0, ia, gb.post0), p, (a, q) => {
          j[a * sb.codes + gb.post0]! += q;
        });
      } else if (!bannerA && bannerB) {
        addOption(gb, d.single(1, ib, ga.post0), p, (b, q) => {
          j[ga.post0 * sb.codes + b]! += q;
        });
      } else {
        const mover = d.firstMover(ga.post0, gb.post0);
        const orders: [0 | 1, number][] =
          mover === 2
            ? [
                [0, p / 2],
                [1, p / 2],
              ]
            : [[mover, p]];
        for (const [f, q] of orders) {
          if (f === 0) {
            addOption(ga, d.first(0, ia, ib), q, (a, qa) => {
              addOption(gb, d.answer(1, ib, a).choice, qa, (b, qb) => {
                j[a * sb.codes + b]! += qb;
              });
            });
          } else {
            addOption(gb, d.first(1, ib, ia), q, (b, qb) => {
              addOption(ga, d.answer(0, ia, b).choice, qb, (a, qa) => {
                j[a * sb.codes + b]! += qa;
              });
            });
          }
        }
      }
    }
  }
  return j;
}
