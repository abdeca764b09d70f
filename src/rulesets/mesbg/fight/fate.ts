/**
 * Step 9 of a Fight, Fate (spec `mesbg-fight.md`, "The steps of a Fight", 9, and "Player
 * decisions", Fate): for each Wound the Hero may spend Fate points one at a time, a D6 each, a
 * 4+ preventing that Wound; on a fail it may spend another. `every`: roll on each Wound (as
 * ourz); `lethal`: only on a Wound that would slay. Both give the same chance to be slain;
 * `lethal` suffers more Wounds and keeps its Fate.
 *
 * @module
 */
import { d6Test, passChance } from '../../../rules/d6Test.js';

/**
 * The Fate roll: a D6 needing 4+.
 *
 * @example
 * ```ts
 * FATE_TEST.need; // 4
 * ```
 */
export const FATE_TEST = d6Test(4);

/**
 * Whether the Hero rolls Fate on a Wound taking it from `wounds` suffered to one more, of
 * `maxWounds`, under `policy`.
 *
 * @example
 * ```ts
 * rollsFate('lethal', 0, 2); // false: it would not slay
 * rollsFate('lethal', 1, 2); // true
 * rollsFate('every', 0, 2);  // true
 * ```
 */
export function rollsFate(policy: 'every' | 'lethal', wounds: number, maxWounds: number): boolean {
  return policy === 'every' || wounds + 1 >= maxWounds;
}

/**
 * The outcomes of rolling Fate on one Wound with `fate` points: `out[k]` for k 1..fate is
 * P(the Wound is prevented by the k-th point), `out[0]` P(every point fails: the Wound stands,
 * all `fate` points spent).
 *
 * @example
 * ```ts
 * fateOutcomes(2); // Float64Array [0.25, 0.5, 0.25]
 * ```
 */
export function fateOutcomes(fate: number): Float64Array {
  const pass = passChance(FATE_TEST);
  const out = new Float64Array(fate + 1);
  let failSoFar = 1;
  for (let k = 1; k <= fate; k++) {
    out[k] = failSoFar * pass;
    failSoFar *= 1 - pass;
  }
  out[0] = failSoFar;
  return out;
}
