/**
 * The chances of one attack's outcomes in a plan with intercepts: every attack ends in
 * exactly one of a miss, a hit stopped by intercept j (and maybe a wound on the bystander it
 * strikes), a hit that strays onto the bystander engaged with the target (and maybe a wound
 * on it), or a hit that reaches the target (and maybe a wound on it).
 *
 * @module
 */
import { InputError } from '../../errors.js';
import type { AttackProfile } from '../../plan/plan.js';
import type { CriticalTest } from '../../rules/criticalTest.js';
import { type D6Test, passChance } from '../../rules/d6Test.js';
import { type SuccessiveTest, successiveChance } from '../../rules/successiveTest.js';

/**
 * A critical test of a plan with intercepts as the plain test it is there: never critical,
 * never re-rolled for criticals (the plan's check makes sure).
 *
 * @example
 * ```ts
 * plainTest({ need: 4, rerollNeed: 4, reroll: 'ones', criticalOn: 7 }); // { need: 4, reroll: 'ones', rerollNeed: 4 }
 * ```
 */
export function plainTest(t: CriticalTest): D6Test {
  const reroll = t.reroll === 'non-critical' ? 'none' : t.reroll;
  return { need: t.need, reroll, rerollNeed: t.rerollNeed };
}

/**
 * The hit roll of a profile as a plain test, or null for automatic hits. A blast marker is
 * not a hit roll of a plan with intercepts (the plan's check refuses it).
 *
 * @throws {InputError} naming `hit` for a blast marker.
 * @example
 * ```ts
 * plainHit({ ...profile, hit: 'auto' }); // null
 * ```
 */
export function plainHit(a: AttackProfile): D6Test | null {
  const h = a.hit;
  if (h === 'auto') return null;
  if ('marker' in h) {
    throw new InputError('a plan with intercepts has no blast markers: hit', 'hit', h);
  }
  return plainTest(h);
}

/**
 * The wound test against the target of a profile: its one die, or its first and further die.
 *
 * @example
 * ```ts
 * targetWound({ ...profile, furtherWound: d6Test(4) }).further?.need; // 4
 * ```
 */
export function targetWound(a: AttackProfile): SuccessiveTest {
  return { first: plainTest(a.wound), further: a.furtherWound ?? null };
}

/**
 * The chances of one attack's outcomes, for one profile.
 *
 * @example
 * ```ts
 * const o: InterceptOdds = interceptOdds(plan.profiles[0], plan.bystanders.length);
 * o.hit - o.intercepted - o.strayHit; // the chance the attack reaches the target
 * ```
 */
export interface InterceptOdds {
  /** The hit roll passes (1 for automatic hits). */
  readonly hit: number;
  /** The hit is stopped by an intercept (striking a bystander or lost). */
  readonly intercepted: number;
  /** The chance the attack wounds bystander b through an intercept, by index. */
  readonly bystanderWound: Float64Array;
  /** The attack wounds some bystander through an intercept. */
  readonly interceptedWound: number;
  /** The hit strays onto the bystander engaged with the target. */
  readonly strayHit: number;
  /** The attack wounds that bystander. */
  readonly strayWound: number;
  /** The attack wounds the target. */
  readonly wound: number;
}

/**
 * The exact chances of one attack's outcomes: the hit roll, then each intercept's test in turn
 * (reaching intercept j takes passing the j before it), then the stray test, then the wound
 * test against the target (its first die, then `furtherWound`).
 *
 * @param a - a profile of a checked plan with intercepts.
 * @param bystanders - the number of bystanders of the plan (the length of `bystanderWound`).
 * @example
 * ```ts
 * // Hit on 5+, one intercept on 4+ that is lost, wound on 5+:
 * interceptOdds(profile, 0).wound; // 1/3 × 1/2 × 1/3 = 1/18
 * ```
 */
export function interceptOdds(a: AttackProfile, bystanders: number): InterceptOdds {
  const test = plainHit(a);
  const hit = test === null ? 1 : passChance(test);
  const bystanderWound = new Float64Array(bystanders);
  let reach = hit;
  let intercepted = 0;
  let interceptedWound = 0;
  for (const o of a.intercepts ?? []) {
    const pass = passChance(o.test);
    const stopped = reach * (1 - pass);
    intercepted += stopped;
    if (o.strikes !== null && o.wound !== null) {
      const w = stopped * successiveChance(o.wound);
      bystanderWound[o.strikes]! += w;
      interceptedWound += w;
    }
    reach *= pass;
  }
  let strayHit = 0;
  let strayWound = 0;
  const stray = a.stray ?? null;
  if (stray !== null) {
    const pass = passChance(stray.test);
    strayHit = reach * (1 - pass);
    strayWound = strayHit * successiveChance(stray.wound);
    reach *= pass;
  }
  return {
    hit,
    intercepted,
    bystanderWound,
    interceptedWound,
    strayHit,
    strayWound,
    wound: reach * successiveChance(targetWound(a)),
  };
}
