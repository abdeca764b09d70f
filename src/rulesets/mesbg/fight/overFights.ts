/**
 * The same fight fought again and again (spec `mesbg-fight.md`, step 10, over several Fight
 * phases): the model side A strikes keeps the Wounds it suffered and the Fate it spent from one
 * fight to the next; everything else starts afresh each fight (both sides' Might included), so
 * the chance is that of the fight repeated, its target worn down. A Markov chain over (Wounds
 * suffered, Fate left).
 *
 * @module
 */
import { InputError, show } from '../../../errors.js';
import { compileFight } from './compile.js';
import { solveFight } from './exact.js';
import type { MesbgFightScenario } from './types.js';

/**
 * For t = 1..fights: P(the model side A strikes is slain within t fights), and
 * `wounds[t - 1][w]` = P(it has suffered w Wounds after t fights).
 *
 * @example
 * ```ts
 * const r: FightsResult = fightsUntilSlain(scenario, 3);
 * r.slain[2]; // P(slain within 3 fights)
 * ```
 */
export interface FightsResult {
  readonly slain: readonly number[];
  readonly wounds: readonly Float64Array[];
}

/**
 * P(the model side A strikes is slain within 1, 2, ... `fights` fights), its Wounds and Fate
 * carried over. One exact fight per (Wounds suffered, Fate left) state.
 *
 * @throws {InputError} unless `fights` is a whole number 1..100.
 * @example
 * ```ts
 * fightsUntilSlain(scenario, 2).slain; // [P(slain in the first fight), P(slain within two)]
 * ```
 */
export function fightsUntilSlain(s: MesbgFightScenario, fights: number): FightsResult {
  if (!(Number.isInteger(fights) && fights >= 1 && fights <= 100)) {
    throw new InputError(
      `fightsUntilSlain: fights must be a whole number 1..100, got ${show(fights)}`,
      'fights',
      fights,
    );
  }
  const index = s.sideA.target;
  const target = s.sideB.models[index]!;
  const W = target.wounds;
  const F = target.fate;
  // step[(w * (F + 1) + phi)] = the chances of each next state from (w suffered, phi left).
  const size = (W + 1) * (F + 1);
  const step: Float64Array[] = [];
  for (let w = 0; w < W; w++) {
    for (let phi = 0; phi <= F; phi++) {
      const models = s.sideB.models.map((m, i) =>
        i === index ? { ...m, wounds: W - w, fate: phi } : m,
      );
      // The chain carries Wounds suffered up to the last: Wounds past it are never counted here.
      const rules = { ...s.rules, countWounds: 'until-slain' } as const;
      const plan = compileFight({ ...s, rules, sideB: { ...s.sideB, models } });
      const joint = solveFight(plan).ta.woundsFate;
      const next = new Float64Array(size);
      for (let dw = 0; dw <= W - w; dw++) {
        for (let spent = 0; spent <= phi; spent++) {
          const p = joint[dw * (phi + 1) + spent] ?? 0;
          if (p > 0) next[(w + dw) * (F + 1) + (phi - spent)]! += p;
        }
      }
      step[w * (F + 1) + phi] = next;
    }
  }
  let cur = new Float64Array(size);
  cur[F] = 1;
  const slain: number[] = [];
  const wounds: Float64Array[] = [];
  for (let t = 1; t <= fights; t++) {
    const next = new Float64Array(size);
    for (let st = 0; st < size; st++) {
      const p = cur[st]!;
      if (p === 0) continue;
      if (st >= W * (F + 1)) {
        next[st]! += p;
        continue;
      }
      const row = step[st]!;
      for (let k = 0; k < size; k++) if (row[k]! > 0) next[k]! += p * row[k]!;
    }
    cur = next;
    const w = new Float64Array(W + 1);
    for (let st = 0; st < size; st++) w[Math.floor(st / (F + 1))]! += cur[st]!;
    wounds.push(w);
    slain.push(w[W]!);
  }
  return { slain, wounds };
}
