/**
 * What a fight's results are made of, filled by either engine (the exact engine with chances,
 * the sampler with counts) and turned into the named distributions of the spec's Outputs
 * (`mesbg-fight.md`, "Outputs").
 *
 * @module
 */
import type { Dist } from '../../../dist/Dist.js';
import { fromWeights } from '../../../dist/fromWeights.js';
import type { FightPlan, FightSidePlan } from './compile.js';

/**
 * The tallies of one side striking: its wins, and, over all fights and over its wins, the
 * Wounds its target suffered, the Fate its target spent and the Might it spent.
 *
 * @example
 * ```ts
 * const t = new SideTally(plan.a); t.win += 0.5;
 * ```
 */
export class SideTally {
  win = 0;
  readonly wounds: Float64Array;
  readonly fate: Float64Array;
  readonly might: Float64Array;
  readonly woundsIfWin: Float64Array;
  readonly fateIfWin: Float64Array;
  readonly mightIfWin: Float64Array;
  /** `woundsFate[w * (fate + 1) + f]`: P(w Wounds and f Fate spent), its target's. */
  readonly woundsFate: Float64Array;
  private readonly fateSize: number;
  /** The target's Wounds: it is slain at this many or more. */
  private readonly lethal: number;

  /**
   * @example
   * ```ts
   * new SideTally(plan.a).wounds.length; // the target's Wounds + 1 (more when every Wound is counted)
   * ```
   */
  constructor(side: FightSidePlan) {
    const counted = side.phase.counted;
    this.lethal = side.phase.wounds;
    this.wounds = new Float64Array(counted + 1);
    this.fate = new Float64Array(side.phase.fate + 1);
    this.might = new Float64Array(side.totalMight + 1);
    this.woundsIfWin = new Float64Array(counted + 1);
    this.fateIfWin = new Float64Array(side.phase.fate + 1);
    this.mightIfWin = new Float64Array(side.totalMight + 1);
    this.fateSize = side.phase.fate + 1;
    this.woundsFate = new Float64Array((counted + 1) * this.fateSize);
  }

  /**
   * The weight of the fights in which the target was slain (its Wounds reached).
   *
   * @example
   * ```ts
   * t.slain() / (ta.win + tb.win); // P(the target slain)
   * ```
   */
  slain(): number {
    return sumFrom(this.wounds, this.lethal);
  }

  /**
   * P(slain) as a distribution, over all fights (`ifWin` false) or over this side's wins.
   *
   * @example
   * ```ts
   * t.slainDist(false).at(1);
   * ```
   */
  slainDist(ifWin: boolean): Dist {
    const w = ifWin ? this.woundsIfWin : this.wounds;
    const s = sumFrom(w, this.lethal);
    return fromWeights([sumFrom(w, 0) - s, s]);
  }

  /**
   * Record a fight this side won: `w` Wounds on its target, `fate` Fate spent by it, `might`
   * Might spent by this side, with weight `p`.
   *
   * @example
   * ```ts
   * t.won(1, 0, 2, 0.25);
   * ```
   */
  won(w: number, fate: number, might: number, p: number): void {
    this.win += p;
    this.wounds[w]! += p;
    this.fate[fate]! += p;
    this.might[might]! += p;
    this.woundsIfWin[w]! += p;
    this.fateIfWin[fate]! += p;
    this.mightIfWin[might]! += p;
    this.woundsFate[w * this.fateSize + fate]! += p;
  }

  /**
   * Record a fight this side lost, having spent `might` Might in the Duel, with weight `p`.
   *
   * @example
   * ```ts
   * t.lost(0, 0.5);
   * ```
   */
  lost(might: number, p: number): void {
    this.wounds[0]! += p;
    this.fate[0]! += p;
    this.might[might]! += p;
    this.woundsFate[0]! += p;
  }
}

/**
 * The distribution of a yes/no result with P(1) = p (clamped against rounding just past 0 or 1).
 *
 * @example
 * ```ts
 * bernoulliOf(0.25).at(1); // 0.25
 * ```
 */
export function bernoulliOf(p: number): Dist {
  const q = Math.min(1, Math.max(0, p));
  return fromWeights([1 - q, q]);
}

function sumFrom(x: Float64Array, from: number): number {
  let s = 0;
  for (let i = from; i < x.length; i++) s += x[i]!;
  return s;
}

/** The strikes distribution: 0 when the side loses, all its To Wound rolls when it wins. */
function strikesOf(rolls: number, win: number, total: number): Dist {
  const w = new Float64Array(rolls + 1);
  w[0] = total - win;
  w[rolls]! += win;
  return fromWeights(w);
}

/**
 * The named results of a fight from both sides' tallies, keys in the spec's order: the Duel,
 * then for each side (A striking B, then B striking A) strikes, wounds, slain, Fate spent by its
 * target, Might it spent; then the same given that side wins (present when it can win).
 *
 * @example
 * ```ts
 * fightResults(plan, ta, tb).duelWinA.at(1); // P(A wins the Duel)
 * ```
 */
export function fightResults(plan: FightPlan, ta: SideTally, tb: SideTally): Record<string, Dist> {
  const total = ta.win + tb.win;
  const out: Record<string, Dist> = {
    duelWinA: bernoulliOf(ta.win / total),
    duelWinB: bernoulliOf(tb.win / total),
  };
  const sides: [string, string, SideTally, FightSidePlan][] = [
    ['A', 'B', ta, plan.a],
    ['B', 'A', tb, plan.b],
  ];
  for (const [x, y, t, side] of sides) {
    out[`strikes${x}`] = strikesOf(side.phase.rolls.length, t.win, total);
    out[`wounds${y}`] = fromWeights(t.wounds);
    out[`slain${y}`] = t.slainDist(false);
    out[`fateSpent${y}`] = fromWeights(t.fate);
    out[`mightSpent${x}`] = fromWeights(t.might);
  }
  for (const [x, y, t, side] of sides) {
    if (t.win <= 0) continue;
    out[`strikes${x}If${x}Wins`] = strikesOf(side.phase.rolls.length, t.win, t.win);
    out[`wounds${y}If${x}Wins`] = fromWeights(t.woundsIfWin);
    out[`slain${y}If${x}Wins`] = t.slainDist(true);
    out[`fateSpent${y}If${x}Wins`] = fromWeights(t.fateIfWin);
    out[`mightSpent${x}If${x}Wins`] = fromWeights(t.mightIfWin);
  }
  return out;
}
