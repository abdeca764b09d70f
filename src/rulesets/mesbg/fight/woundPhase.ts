/**
 * Step 10 of a Fight, Wounds (spec `mesbg-fight.md`, "The steps of a Fight", 10), with the To
 * Wound rolls of step 7, Might on them (step 8) and Fate (step 9): the winning side's Strikes
 * are resolved one To Wound roll at a time, in the order of its models, each Wound met by Fate;
 * the model is slain when the Wounds it suffered reach its Wounds, and the rest of the Strikes
 * are then not rolled (unless every Wound rolled is counted: `counted`). Might is decided after
 * each die, knowing the dice so far but not the dice to come.
 *
 * The state between rolls is (Wounds suffered, Fate left, Might left of each Hero of the side),
 * one integer; the exact engine carries a distribution over it forward, and for the best Might
 * policy first computes backward the value of every state (P(the target is slain)).
 *
 * @module
 */
import { fateOutcomes, rollsFate } from './fate.js';
import { type StrikeRoll, toWoundOutcomes } from './fightToWound.js';

/**
 * Everything the wound phase of one side's win needs.
 *
 * @example
 * ```ts
 * const phase: WoundPhase = { rolls: strikeRolls(models, [0], orc), wounds: 1, counted: 1, fate: 0,
 *   fatePolicy: 'every', mightRadix: [4], carries: false, useMight: true };
 * ```
 */
export interface WoundPhase {
  readonly rolls: readonly StrikeRoll[];
  /** The target's Wounds. */
  readonly wounds: number;
  /**
   * The most Wounds the tally holds: `wounds` when the rolls stop at the last Wound; the
   * number of rolls (at least `wounds`) when every Wound rolled is counted, the rolls after the
   * model is slain then made with no Might nor Fate (nothing is left to gain or to save).
   */
  readonly counted: number;
  /** The target's Fate points. */
  readonly fate: number;
  readonly fatePolicy: 'every' | 'lethal';
  /** For each Hero of the striking side, its Might + 1 (the Might-left code's radix). */
  readonly mightRadix: readonly number[];
  /** Might on the first die of 6+/X+ also counts on the second. */
  readonly carries: boolean;
  /** Whether the Heroes spend Might on To Wound dice at all. */
  readonly useMight: boolean;
}

/**
 * The final state of a wound phase: `p[(w * (fate + 1) + phi) * mights + m]` is P(w Wounds
 * suffered (0..counted), phi Fate left, Might-left code m), `mights` the number of Might-left
 * codes.
 *
 * @example
 * ```ts
 * const end: WoundPhaseEnd = woundPhaseForward(phase, fullMight, null);
 * ```
 */
export interface WoundPhaseEnd {
  readonly p: Float64Array;
  readonly mights: number;
}

/**
 * The number of Might-left codes of a side: the product of its radices.
 *
 * @example
 * ```ts
 * mightCodes([4, 2]); // 8
 * ```
 */
export function mightCodes(radix: readonly number[]): number {
  let n = 1;
  for (const r of radix) n *= r;
  return n;
}

/**
 * Hero `hero`'s Might left in code `m` (mixed radix, Hero 0 lowest).
 *
 * @example
 * ```ts
 * mightLeft(7, [4, 2], 1); // 1  (7 = 3 + 1 × 4)
 * ```
 */
export function mightLeft(m: number, radix: readonly number[], hero: number): number {
  let x = m;
  for (let i = 0; i < hero; i++) x = Math.floor(x / radix[i]!);
  return x % radix[hero]!;
}

/**
 * The code `m` with `spend` points taken from Hero `hero`.
 *
 * @example
 * ```ts
 * spendMight(7, [4, 2], 0, 2); // 5
 * ```
 */
export function spendMight(
  m: number,
  radix: readonly number[],
  hero: number,
  spend: number,
): number {
  let stride = 1;
  for (let i = 0; i < hero; i++) stride *= radix[i]!;
  return m - spend * stride;
}

/**
 * The value of every state before each roll under the best Might policy: `v[i][s]` is P(the
 * target is slain) from state s before roll i (s as in {@link WoundPhaseEnd}), `v[n]` at the end.
 *
 * @example
 * ```ts
 * woundPhaseValues(phase)[0]![start]; // P(slain) under the best policy
 * ```
 */
export function woundPhaseValues(phase: WoundPhase): Float64Array[] {
  const { rolls, wounds: W, counted: C, fate: F } = phase;
  const mights = mightCodes(phase.mightRadix);
  const size = (C + 1) * (F + 1) * mights;
  const layers: Float64Array[] = new Array(rolls.length + 1);
  const slain = W * (F + 1) * mights;
  const last = new Float64Array(size);
  last.fill(1, slain);
  layers[rolls.length] = last;
  for (let i = rolls.length - 1; i >= 0; i--) {
    const next = layers[i + 1]!;
    const cur = new Float64Array(size);
    cur.fill(1, slain);
    for (let w = 0; w < W; w++) {
      for (let phi = 0; phi <= F; phi++) {
        for (let m = 0; m < mights; m++) {
          const s = (w * (F + 1) + phi) * mights + m;
          const out = rollFrom(phase, rolls[i]!, w, phi, m, next);
          let v = 0;
          forEachNext(phase, rolls[i]!, w, phi, m, out, (t, p) => {
            v += p * next[t]!;
          });
          cur[s] = v;
        }
      }
    }
    layers[i] = cur;
  }
  return layers;
}

/**
 * Carry the state distribution through every roll: from Might-left code `m0` (no Wounds, all
 * Fate), under the default policy (`values` null) or the best one (`values` from
 * {@link woundPhaseValues}).
 *
 * @example
 * ```ts
 * woundPhaseForward(phase, 3, null).p; // the distribution of the final state
 * ```
 */
export function woundPhaseForward(
  phase: WoundPhase,
  m0: number,
  values: readonly Float64Array[] | null,
): WoundPhaseEnd {
  const { rolls, wounds: W, counted: C, fate: F } = phase;
  const mights = mightCodes(phase.mightRadix);
  const size = (C + 1) * (F + 1) * mights;
  let cur = new Float64Array(size);
  cur[F * mights + m0] = 1;
  for (let i = 0; i < rolls.length; i++) {
    const next = new Float64Array(size);
    for (let w = 0; w <= C; w++) {
      for (let phi = 0; phi <= F; phi++) {
        for (let m = 0; m < mights; m++) {
          const s = (w * (F + 1) + phi) * mights + m;
          const p = cur[s]!;
          if (p === 0) continue;
          if (w >= W) {
            if (C === W) next[s]! += p;
            else {
              // Counted past the last Wound: rolled as it comes, no Might, no Fate.
              const out = toWoundOutcomes(rolls[i]!, 0, phase.carries, null);
              next[s]! += p * out[0]!;
              next[s + (F + 1) * mights]! += p * out[1]!;
            }
            continue;
          }
          const out = rollFrom(phase, rolls[i]!, w, phi, m, values ? values[i + 1]! : null);
          forEachNext(phase, rolls[i]!, w, phi, m, out, (t, q) => {
            next[t]! += p * q;
          });
        }
      }
    }
    cur = next;
  }
  return { p: cur, mights };
}

/** The outcomes of roll `roll` from a state, as {@link toWoundOutcomes} gives them. */
function rollFrom(
  phase: WoundPhase,
  roll: StrikeRoll,
  w: number,
  phi: number,
  m: number,
  values: Float64Array | null,
): Float64Array {
  const points = phase.useMight && roll.hero >= 0 ? mightLeft(m, phase.mightRadix, roll.hero) : 0;
  if (values === null) return toWoundOutcomes(roll, points, phase.carries, null);
  // The value after the roll: a Wound goes through Fate first.
  const value = (wounded: number, spent: number): number => {
    const m2 = spent === 0 ? m : spendMight(m, phase.mightRadix, roll.hero, spent);
    let v = 0;
    forEachAfter(phase, w, phi, m2, wounded, (t, p) => {
      v += p * values[t]!;
    });
    return v;
  };
  return toWoundOutcomes(roll, points, phase.carries, value);
}

/** Each state after a roll with outcomes `out`, with its chance. */
function forEachNext(
  phase: WoundPhase,
  roll: StrikeRoll,
  w: number,
  phi: number,
  m: number,
  out: Float64Array,
  emit: (state: number, p: number) => void,
): void {
  for (let k = 0; k < out.length; k++) {
    const p = out[k]!;
    if (p === 0) continue;
    const spent = k >> 1;
    const m2 = spent === 0 ? m : spendMight(m, phase.mightRadix, roll.hero, spent);
    forEachAfter(phase, w, phi, m2, k & 1, (t, q) => emit(t, p * q));
  }
}

/** Each state after a roll that wounded or not, Fate rolled as its policy says. */
function forEachAfter(
  phase: WoundPhase,
  w: number,
  phi: number,
  m: number,
  wounded: number,
  emit: (state: number, p: number) => void,
): void {
  const F = phase.fate;
  const mights = mightCodes(phase.mightRadix);
  const at = (w2: number, phi2: number) => (w2 * (F + 1) + phi2) * mights + m;
  if (!wounded) {
    emit(at(w, phi), 1);
    return;
  }
  if (phi === 0 || !rollsFate(phase.fatePolicy, w, phase.wounds)) {
    emit(at(w + 1, phi), 1);
    return;
  }
  const fate = fateOutcomes(phi);
  emit(at(w + 1, 0), fate[0]!);
  for (let k = 1; k <= phi; k++) emit(at(w, phi - k), fate[k]!);
}
