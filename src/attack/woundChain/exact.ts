/**
 * The exact engine for Scrollhammer attacks: the per-attack model (independent dice, as
 * probabilities) feeds the unit-level allocation machine (a Markov chain over its states, one
 * wound at a time). Attacker groups are resolved in the order listed: the first group's
 * wounds are allocated first (spec interpretation 10).
 *
 * Cost: O(Σ max wounds × states × (Wounds + 1)), where the states are those of
 * `unitMachine`; {@link TooLargeError} before starting when that exceeds
 * {@link MAX_EXACT_WORK}. A unit of one group above {@link QUADRATIC_SHOTS} shots takes far
 * less: its chain steps only the damaging wounds, over the states holding probability, and
 * ends once no wound can move them (`damageChain.ts`).
 *
 * @module
 */
import { allocationStep, chain, countStep, histogram } from '../../allocation/markov.js';
import { diceDist } from '../../dice/index.js';
import {
  bernoulli,
  binomial,
  compound,
  constant,
  convolve,
  type Dist,
  map,
  sumOf,
  thin,
} from '../../dist/index.js';
import { InputError, TooLargeError } from '../../errors.js';
import { clusterHits, markerHits } from '../../geometry/blastHits.js';
import { selfWoundChance } from '../../plan/laws.js';
import { passChance, testFaces } from '../../rules/d6Test.js';
import { damageSizes, woundChainWork } from './chainWork.js';
import { damageChain } from './damageChain.js';
import { keptUnitMachine } from './machineCache.js';
import {
  type AttackerOdds,
  type AttackerPlan,
  type AttackPlan,
  attackerOdds,
  woundOutcome,
} from './plan.js';

/** The distributions a Scrollhammer attack reports. */
export interface ScrollhammerResults {
  /** Shots (or attacks) that hit. */
  readonly hits: Dist;
  /** Successful To Wound rolls, before saves. */
  readonly wounds: Dist;
  /** Wounds not stopped by a save or Feel No Pain (a Critical Strike wound counts once). */
  readonly unsaved: Dist;
  /** Models of the target removed as casualties. */
  readonly slain: Dist;
  /**
   * Wounds the target unit loses (W for each model slain, plus damage on survivors).
   * `sequential`: as applied. `rules`: among the assignments that slay the most models, the
   * one that loses the fewest wounds (the unit's owner assigns them).
   */
  readonly woundsLost: Dist;
  /**
   * Backfire: wounds the attacking models take (from To Hit rolls of 1, or a Blast weapon's
   * separate die), after their own saves and Feel No Pain. Present when a group has Backfire.
   */
  readonly selfWounds?: Dist;
  /**
   * Absorb Health: attacking models that restore a wound (at most one each). Present when a
   * group has Absorb Health.
   */
  readonly woundsRestored?: Dist;
  /** Absorb Magicka: power dice the attackers gain. Present when a group has Absorb Magicka. */
  readonly powerDice?: Dist;
}

/**
 * The chance that one shot (or marker) of a Backfire group wounds the firer: a To Hit roll of
 * 1 after any re-roll (a Blast weapon: its separate die's 1; Autohit rolls no die), then the
 * firer's save and Feel No Pain failed.
 *
 * @example
 * ```ts
 * backfireChance(plan.attackers[0]); // BS 3, no save: 1/6
 * ```
 */
export function backfireChance(a: AttackerPlan): number {
  const b = a.backfire;
  if (!b) return 0;
  return selfWoundChance(
    b,
    b.separateDie ? 1 / 6 : a.hit === 'auto' ? 0 : testFaces(a.hit).fail[1]!,
  );
}

/**
 * Absorb Health: the distribution of the group's models that restore a wound. Each model's
 * successes are independent of the others' (its own shots, its own dice), so the count is
 * binomial over the models, with P(a model restores) = 1 − P(no success among its shots'
 * wounds). Multiple Barrages share their first marker across models and are not computed
 * exactly (an {@link InputError} suggests Monte Carlo).
 */
function woundsRestored(a: AttackerPlan, odds: AttackerOdds, perShotHits: Dist | null, i: number) {
  if (!a.absorbHealth) return null;
  if (!perShotHits) {
    throw new InputError(
      `attackers[${i}].rules: Absorb Health with a Multiple Barrage has no exact method here (the markers share their first one across models); use method "monte-carlo"`,
      `attackers[${i}].rules`,
      'absorb-health',
    );
  }
  const perShot = compound(perShotHits, bernoulli(odds.woundGivenHit * passChance(a.absorbHealth)));
  const none = compound(diceDist(a.shots), perShot).at(0);
  return binomial(a.models, 1 - none);
}

/**
 * Above this many shots in all, the counts of plain shots are computed in linear time (see
 * {@link exactAttack}). Below it the compounds cost under a millisecond (measured: 0.6 ms more
 * than the binomials at 300 shots, 1.2 ms at 400, 7.4 ms at 1,000: docs/benchmarks.md, "The
 * exact engine against icepool"), and every number the library has published (the docs'
 * examples, the charts) stays the same to the last bit: the two forms agree to about 1e-16,
 * not bit for bit.
 */
export const QUADRATIC_SHOTS = 300;

/**
 * The count of shots that each succeed with chance `p`, independently: a binomial when the
 * number of shots is fixed (O(shots)), else a compound.
 */
function perShot(shots: Dist, p: number): Dist {
  return shots.at(shots.max) === 1 ? binomial(shots.max, p) : compound(shots, bernoulli(p));
}

/** The most state updates (wounds × states × damage sizes) an exact evaluation may take. */
export const MAX_EXACT_WORK = 3e9;

/**
 * Evaluate a compiled attack exactly.
 *
 * @throws {TooLargeError} when the computation would exceed {@link MAX_EXACT_WORK}.
 * @example
 * ```ts
 * exactAttack(compileAttack(attack)).slain.mean();
 * ```
 */
export function exactAttack(plan: AttackPlan): ScrollhammerResults {
  const unit = keptUnitMachine(plan.groups, plan.allocation);
  // Many shots: each count of plain shots straight from the shots (a binomial for a fixed
  // number), in linear time, instead of compounds one convolution per shot.
  const linear =
    plan.attackers.reduce((n, a) => n + a.models * diceDist(a.shots).max, 0) > QUADRATIC_SHOTS;
  const perAttacker = plan.attackers.map((a, i) => {
    const odds = attackerOdds(a);
    const shots = sumOf(diceDist(a.shots), a.models);
    // Hits per shot: a To Hit roll, or the models under a blast marker.
    let perShotHits: Dist | null;
    let hits: Dist;
    if (a.blast === null) {
      perShotHits = bernoulli(odds.hit);
      hits = linear ? perShot(shots, odds.hit) : compound(shots, perShotHits);
    } else if (a.blast.cluster) {
      perShotHits = null;
      hits = clusterHits(a.blast, shots).hits;
    } else {
      perShotHits = markerHits(a.blast);
      hits = compound(shots, perShotHits);
    }
    // One roll after another, each shot alike: a shot wounds with the product of the chances
    // (Bernoulli thinning composes), so the count is one compound, a binomial for fixed shots.
    const wounds =
      linear && a.blast === null
        ? perShot(shots, odds.hit * odds.woundGivenHit)
        : compound(hits, bernoulli(odds.woundGivenHit));
    const outcomes = plan.groups.map((g, i) =>
      woundOutcome(a.against[i]!, odds.criticalGivenWound, g.wounds),
    );
    // A unit of one group: every wound is saved with the same chance, whatever came before.
    const unsaved =
      !linear || plan.groups.length > 1
        ? null
        : a.blast === null
          ? perShot(shots, odds.hit * odds.woundGivenHit * (1 - outcomes[0]![0]!))
          : thin(wounds, 1 - outcomes[0]![0]!);
    const magicka = a.absorbMagicka;
    return {
      hits,
      wounds,
      unsaved,
      outcomes,
      selfWounds: a.backfire ? compound(shots, bernoulli(backfireChance(a))) : null,
      woundsRestored: woundsRestored(a, odds, perShotHits, i),
      powerDice: magicka
        ? map(compound(hits, bernoulli(passChance(magicka.test))), (k) => k * magicka.dice)
        : null,
    };
  });
  const maxWounds = perAttacker.reduce((n, a) => n + a.wounds.max, 0);
  const maxSize = Math.max(...plan.groups.map((g) => g.wounds)) + 1;
  const one = plan.groups.length === 1 ? plan.groups[0]! : null;
  const work = woundChainWork({
    states: unit.states,
    period: unit.period,
    maxSize,
    wounds: perAttacker.map((a) => a.wounds.max),
    damageChain:
      linear && one
        ? {
            unitWounds: one.models * one.wounds,
            sizes: perAttacker.map((a) => damageSizes(a.outcomes[0]!)),
          }
        : null,
  });
  if (work > MAX_EXACT_WORK) {
    throw new TooLargeError(
      `exact evaluation needs about ${work.toExponential(1)} steps (up to ${maxWounds} wounds over ${unit.states} allocation states), more than ${MAX_EXACT_WORK.toExponential(0)}; use method "monte-carlo"`,
    );
  }

  let hits: Dist = constant(0);
  let wounds: Dist = constant(0);
  let state: Float64Array = new Float64Array(unit.states);
  state[0] = 1;
  // The unsaved-wound count: for one group, the attackers' own counts added; for a mixed
  // unit, a chain by position in the round of the wound pool (which group saves depends on
  // how many wounds came before).
  let unsavedOne: Dist = constant(0);
  const chained = !linear || plan.groups.length > 1;
  let unsaved: Float64Array = new Float64Array(chained ? unit.period * (maxWounds + 1) : 1);
  unsaved[0] = 1;
  for (const a of perAttacker) {
    hits = convolve(hits, a.hits);
    wounds = convolve(wounds, a.wounds);
    const w = a.wounds.toArray();
    if (a.unsaved && unit.period === 1 && unit.classes.length === 1) {
      // One group, many shots: the chain stepped by the damaging wounds alone, whose count is
      // the unsaved wounds' (damageChain.ts says why the law is the same, and why only here).
      state = damageChain(unit.classes[0]!, a.outcomes[0]!, a.unsaved.toArray(), state);
    } else {
      state = chain(state, w, (cur, out) => allocationStep(unit, a.outcomes, cur, out));
    }
    if (a.unsaved) unsavedOne = convolve(unsavedOne, a.unsaved);
    else {
      const p = a.outcomes.map((o) => 1 - o[0]!);
      unsaved = chain(unsaved, w, (cur, out) => countStep(unit, p, maxWounds + 1, cur, out));
    }
  }
  const extras: { selfWounds?: Dist; woundsRestored?: Dist; powerDice?: Dist } = {};
  for (const key of ['selfWounds', 'woundsRestored', 'powerDice'] as const) {
    if (perAttacker.every((a) => a[key] === null)) continue;
    extras[key] = perAttacker.reduce<Dist>(
      (d, a) => convolve(d, a[key] ?? constant(0)),
      constant(0),
    );
  }
  return {
    hits,
    wounds,
    unsaved: chained
      ? histogram(unsaved, (i) => Math.floor(i / unit.period), maxWounds)
      : unsavedOne,
    slain: histogram(
      state,
      (i) => unit.slain[i]!,
      unit.slain.reduce((m, v) => Math.max(m, v), 0),
    ),
    woundsLost: histogram(
      state,
      (i) => unit.woundsLost[i]!,
      unit.woundsLost.reduce((m, v) => Math.max(m, v), 0),
    ),
    ...extras,
  };
}
