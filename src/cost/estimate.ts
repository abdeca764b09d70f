/**
 * The cost of evaluating a scenario, by ruleset, and the check that refuses one that would
 * not fit {@link COST_LIMITS}. Each ruleset registers one estimator in {@link ESTIMATORS}.
 *
 * @module
 */
import { classMachineSize } from '../allocation/ClassMachine.js';
import { exactPlanSize, MAX_PLAN_WORK } from '../attack/exact.js';
import { profileOdds } from '../attack/laws.js';
import type { GeneralPlan } from '../attack/plan.js';
import { histogramMaxima } from '../attack/sample.js';
import { CHUNK_SAMPLES } from '../attack/woundChain/monteCarlo.js';
import { exactSize } from '../attack/woundChain/exactSize.js';
import { diceDist } from '../dice/index.js';
import { compoundWork } from '../dist/compound.js';
import { MAX_WORK } from '../dist/limits.js';
import { sumOfWork } from '../dist/sumOf.js';
import { parseDice } from '../dice/parseDice.js';
import type { Allocation } from '../domain/types.js';
import { TooLargeError } from '../errors.js';
import { compileMesbg } from '../rulesets/mesbg/compile.js';
import { exactMesbgWork } from '../rulesets/mesbg/exact.js';
import { type AttackPlan, compileAttack } from '../rulesets/scrollhammer/compile.js';
import { compileWh40k } from '../rulesets/wh40k-10e/compile.js';
import type { Wh40kRule } from '../rulesets/wh40k-10e/rules/WeaponDraft.js';
import { samplingWork } from '../scenario/checkInput.js';
import type { CustomRules } from '../scenario/customRules.js';
import type {
  MesbgScenario,
  Scenario,
  ScrollhammerScenario,
  Wh40kScenario,
} from '../scenario/types.js';
import {
  COST_LIMITS,
  type Cost,
  type CostPart,
  describeCost,
  fits,
  COST_CONSTANTS as K,
  part,
  sumCosts,
} from './model.js';

/** Counting a machine's states stops past this: any such table is refused anyway. */
const COUNT_LIMIT = 1e9;

/**
 * The cost of building the allocation table of a target unit: one machine per Wounds
 * characteristic (its states from {@link classMachineSize}, a bound for Wounds 4+ under
 * `rules`, whose build time grows as Wounds^1.5 per state), and, for a unit of several groups,
 * the product table (its states: the position in the round times each machine's).
 *
 * @example
 * ```ts
 * allocationCost([{ models: 5, wounds: 66 }], 'rules').parts[0]?.what;
 * // 'allocation machine: 5 models of 66 Wounds, 1.1e+6 states'
 * ```
 */
export function allocationCost(
  groups: readonly { readonly models: number; readonly wounds: number }[],
  policy: Allocation,
): Cost {
  const byWounds = new Map<number, number>();
  for (const g of groups) byWounds.set(g.wounds, (byWounds.get(g.wounds) ?? 0) + g.models);
  const parts: CostPart[] = [];
  let product = groups.length === 1 ? 1 : groups.reduce((n, g) => n + g.models, 0);
  for (const [wounds, models] of byWounds) {
    const states = classMachineSize(models, wounds, policy, COUNT_LIMIT);
    product *= states;
    const counts = policy === 'rules' && wounds >= 4;
    const perState = counts
      ? Math.max(6e-6, K.countsSecondsPerState * wounds ** 1.5)
      : K.smallMachineSecondsPerState;
    parts.push(
      part(
        `allocation machine: ${models} models of ${wounds} Wounds, ${count(states)} states`,
        states * perState,
        states * ((wounds + 1) * K.machineBytesPerCell + (counts ? K.countsBytesPerState : 0)),
      ),
    );
  }
  if (product > 1 && (byWounds.size > 1 || groups.length > 1)) {
    parts.push(
      part(
        `allocation table of the unit: ${count(product)} states`,
        product * byWounds.size * K.unitSecondsPerState,
        product * K.unitBytesPerState,
      ),
    );
  }
  return sumCosts(parts);
}

/** `1234`, or `1.2e+7` past ten million. */
function count(n: number): string {
  return n >= 1e7 ? n.toExponential(1) : String(Math.round(n));
}

/** The most hits one simulated attack can score: Blast markers hit every model under them. */
function maxHits(plan: AttackPlan): number {
  return plan.attackers.reduce(
    (n, a) => n + a.models * diceDist(a.shots).max * (a.blast ? a.blast.formation.models : 1),
    0,
  );
}

/**
 * Compiled plans by attackers, target and phase: a refusal estimates the scenario again with
 * other samples or another allocation (its suggestion), and compiling a Blast weapon's aim
 * over a large formation is the slow part (0.2 s for 1,000 models).
 */
const plans = new WeakMap<object, WeakMap<object, Map<string, AttackPlan>>>();

function planOf(s: ScrollhammerScenario): AttackPlan {
  let byTarget = plans.get(s.attackers);
  if (!byTarget) {
    byTarget = new WeakMap();
    plans.set(s.attackers, byTarget);
  }
  let byPhase = byTarget.get(s.target);
  if (!byPhase) {
    byPhase = new Map();
    byTarget.set(s.target, byPhase);
  }
  let plan = byPhase.get(s.phase);
  if (!plan) {
    plan = compileAttack(s);
    byPhase.set(s.phase, plan);
  }
  return plan.allocation === s.allocation ? plan : { ...plan, allocation: s.allocation };
}

/**
 * The cost of a Scrollhammer evaluation: the allocation table, then the exact engine's steps
 * ({@link exactSize}) or the samples (shots, blast markers and the histograms, sized by the
 * most hits a Blast weapon can score).
 *
 * @example
 * ```ts
 * scrollhammerCost(parseScenario(json) as ScrollhammerScenario).seconds;
 * ```
 */
export function scrollhammerCost(s: ScrollhammerScenario): Cost {
  const plan = planOf(s);
  const parts = [...allocationCost(plan.groups, plan.allocation).parts];
  if (s.method === 'exact') {
    const size = exactSize(plan);
    parts.push(
      part(
        `exact engine: ${count(size.work)} steps (up to ${size.wounds} wounds)`,
        size.work * K.exactSecondsPerStep,
        size.states * K.exactBytesPerState + (size.wounds + 1) * 8 * 6,
      ),
    );
    for (const a of plan.attackers) {
      if (!a.blast?.cluster) continue;
      // A Multiple Barrage's markers land together: the exact engine integrates over the
      // first marker's scatter (clusterHits counts its steps the same way).
      const n = a.blast.formation.models;
      const most = a.models * diceDist(a.shots).max;
      const work = 13 * 2 * (n + 1) * 15 * 8 * (n + most * (most * n + 1) * (n + 1));
      parts.push(
        part(
          `Multiple Barrage geometry: ${count(work)} steps (${most} markers on ${n} models)`,
          work * K.clusterSecondsPerStep,
          (most * n + 1) * 8 * 4,
        ),
      );
    }
    return sumCosts(parts);
  }
  const shots = samplingWork(plan.attackers);
  parts.push(
    part(
      `${s.samples} samples of about ${count(shots)} shots`,
      s.samples * shots * K.sampleSecondsPerShot,
      0,
    ),
  );
  const markers = plan.attackers.reduce(
    (n, a) => n + (a.blast ? a.models * diceDist(a.shots).mean() : 0),
    0,
  );
  if (markers > 0) {
    parts.push(
      part(
        `blast markers: about ${count(markers)} a sample`,
        s.samples * markers * K.markerSeconds,
        0,
      ),
    );
  }
  const hits = maxHits(plan);
  parts.push(
    // The results made from them: frequencies, trimming, the standard errors of every
    // P(X >= k) of hits, wounds and unsaved.
    part(
      `histograms: up to ${count(hits)} hits`,
      (hits + 1) * 4 * K.histogramSecondsPerValue,
      (hits + 1) * K.histogramBytesPerValue,
    ),
  );
  return sumCosts(parts);
}

/**
 * The cost of a MESBG evaluation: the exact engine's multiply-adds, or the samples.
 *
 * @example
 * ```ts
 * mesbgCost(parseScenario(json) as MesbgScenario).seconds;
 * ```
 */
export function mesbgCost(s: MesbgScenario): Cost {
  const plan = compileMesbg(s);
  if (s.method === 'exact') {
    const work = exactMesbgWork(plan);
    return sumCosts([
      part(
        `exact engine: ${count(work)} steps`,
        work * K.exactSecondsPerStep,
        work > 1e8 ? 1e8 : 0,
      ),
    ]);
  }
  const shots = samplingWork(
    s.attackers.map((a) => ({
      models: a.models,
      shots: parseDice(a.shots),
      obstructions: a.obstructions?.length ?? a.inTheWay,
    })),
  );
  return sumCosts([
    part(
      `${s.samples} samples of about ${count(shots)} shots`,
      s.samples * shots * K.sampleSecondsPerShot,
      0,
    ),
  ]);
}

/**
 * The cost of a Warhammer 40,000 evaluation, from its general attack plan: the allocation
 * table of the target unit ({@link allocationCost}), then the exact engine's state updates
 * (attacks × damage columns × allocation states, and the joint law of waiting mortal wounds
 * for Devastating Wounds and the like, as `exactPlan` counts them) or the samples (attacks
 * rolled per sample). Custom rules (`defineWh40kRule`) are applied as the engine applies
 * them.
 *
 * @throws {InputError} when the plan cannot be compiled or has no exact method, as the
 *   evaluation itself would.
 * @example
 * ```ts
 * wh40kCost(parseScenario(json) as Wh40kScenario).seconds;
 * ```
 */
export function wh40kCost(s: Wh40kScenario, custom: CustomRules = {}): Cost {
  const plan = compileWh40k(s, custom as unknown as Readonly<Record<string, Wh40kRule>>);
  const parts = [...allocationCost(plan.groups, plan.allocation).parts];
  if (s.method === 'exact') {
    // The result laws first: sizing the engine compiles each attack's laws, which for a
    // refused plan is seconds of work before the refusal.
    const laws = countLawsCost(plan);
    if (laws.seconds > COST_LIMITS.seconds) return sumCosts([...parts, laws]);
    const size = exactPlanSize(plan);
    parts.push(
      part(
        `exact engine: ${count(size.work)} steps (${count(size.states)} allocation states, up to ${size.maxSize - 1} wounds a model)${size.work > MAX_PLAN_WORK ? `, over the engine's own limit of ${MAX_PLAN_WORK.toExponential(0)}: refused by it` : ''}`,
        size.work * K.planSecondsPerStep,
        Math.min(size.work, size.states * size.maxSize * plan.profiles.length) *
          K.planBytesPerEntry,
      ),
    );
    parts.push(laws);
    return sumCosts(parts);
  }
  const dice = planDice(plan);
  parts.push(
    part(
      `${s.samples} samples of about ${count(dice)} dice`,
      s.samples * dice * K.planSecondsPerDie,
      0,
    ),
  );
  // The histograms are sized by the most each result can be (every die at its largest): a
  // Damage of 10D1000 makes them billions of entries long, whatever the samples.
  const h = histogramMaxima(plan);
  const entries =
    3 * h.maxHits + 2 * h.maxAttacks + 3 * h.maxDamage + h.maxGained + h.maxModels + 13;
  const chunks = Math.ceil(s.samples / CHUNK_SAMPLES);
  parts.push(
    part(
      `histograms: up to ${count(h.maxDamage)} damage, ${count(h.maxHits)} hits`,
      entries * (chunks + 1) * K.histogramSecondsPerValue,
      entries * K.planHistogramBytesPerValue,
    ),
  );
  return sumCosts(parts);
}

/**
 * The laws of the counts that no allocation changes (damage, damage after Feel No Pain,
 * mortal wounds), each the sum over a profile's attacks of the law of one attack
 * (`exactPlan`: `sumOf` for a fixed number of attacks, else `compound`): their
 * multiply-adds, which grow as (attacks × damage)^2 whatever the target (ten models of
 * 10 attacks of Damage 100D100: 3.8e11). One over the convolutions' own limit (`MAX_WORK`)
 * would be refused after the allocation's work; the estimate refuses it first.
 */
function countLawsCost(plan: GeneralPlan): CostPart {
  let work = 0;
  let over = false;
  for (const a of plan.profiles) {
    const one = histogramMaxima({ ...plan, profiles: [{ ...a, models: 1 }] });
    const perAttack = Math.ceil(one.maxDamage / Math.max(1, one.maxAttacks));
    const n = a.models * diceDist(a.attacks).max;
    const law =
      a.attacks.count === 0 ? sumOfWork(perAttack, n) : compoundWork(n, perAttack);
    over ||= law > MAX_WORK;
    // Damage, damage after Feel No Pain and mortal wounds: three such laws.
    work += 3 * law;
  }
  const seconds = work * K.lawSecondsPerMultiplyAdd;
  return part(
    `result laws: ${count(work)} multiply-adds${over ? `, over the limit of ${MAX_WORK.toExponential(0)} for one: refused` : ''}`,
    over ? Math.max(seconds, 2 * COST_LIMITS.seconds) : seconds,
    0,
  );
}

/**
 * The dice one sample of a general plan rolls on average: per model its attacks' dice, then
 * per attack the hit roll and, for each hit (a critical hit's extra hits included), the wound
 * roll, the save, the damage dice and a Feel No Pain roll per point of damage; plus a fixed
 * bookkeeping of 8 per sample.
 */
function planDice(plan: GeneralPlan): number {
  let dice = 8;
  for (const a of plan.profiles) {
    // The odds of one model's attacks: those of the whole group would add up its attack dice
    // (the exact engine's law, up to millions of values), which a sample never needs.
    const odds = profileOdds({ ...a, models: 1 });
    const [, hit, crit] = odds.hit;
    const hits = hit + crit * (1 + odds.extra.mean());
    const damage = diceDist(a.damage.dice).mean() + a.damage.add;
    const fnp = a.against.some((g) => g.feelNoPain !== null) ? damage : 0;
    dice +=
      a.models *
      (a.attacks.count + diceDist(a.attacks).mean() * (1 + hits * (2 + a.damage.dice.count + fnp)));
  }
  return dice;
}

/**
 * One estimator per ruleset: a new engine plugs in by adding its function here.
 *
 * @example
 * ```ts
 * ESTIMATORS.scrollhammer(scenario).seconds;
 * ```
 */
export const ESTIMATORS: {
  readonly [R in Scenario['ruleset']]: (s: Extract<Scenario, { ruleset: R }>) => Cost;
} = {
  scrollhammer: scrollhammerCost,
  // A fight checks its own size in its engine (src/rulesets/mesbg/fight/): nothing here yet.
  mesbg: (s) => (s.phase === 'fight' ? sumCosts([]) : mesbgCost(s)),
  'wh40k-10e': wh40kCost,
};

/**
 * The estimated cost of evaluating a validated scenario (see `src/cost/model.ts`), with the
 * custom rules it will be evaluated with (a Warhammer 40,000 plan depends on them).
 *
 * @example
 * ```ts
 * formatCost(estimateCost(parseScenario(json)));
 * ```
 */
export function estimateCost(s: Scenario, rules: CustomRules = {}): Cost {
  if (s.ruleset === 'scrollhammer') return ESTIMATORS.scrollhammer(s);
  if (s.ruleset === 'mesbg') return ESTIMATORS.mesbg(s);
  return wh40kCost(s, rules);
}

/**
 * The most samples of this scenario that fit the limits, or 0 when even one does not.
 *
 * @example
 * ```ts
 * samplesThatFit(scenario); // 1234567
 * ```
 */
export function samplesThatFit(s: Scenario, rules: CustomRules = {}): number {
  const one = estimateCost({ ...s, method: 'monte-carlo', samples: 1 } as Scenario, rules);
  const fixed = one.parts.filter((p) => !p.what.includes('samples') && !p.what.startsWith('blast'));
  const fixedSeconds = fixed.reduce((t, p) => t + p.seconds, 0);
  const perSample = one.seconds - fixedSeconds;
  if (!fits(one)) return 0;
  let n = Math.floor(((COST_LIMITS.seconds - fixedSeconds) / Math.max(perSample, 1e-12)) * 0.9);
  n = Math.max(1, Math.min(1e9, n));
  // Parts that grow with the samples other than by a rate (the histograms, zeroed once per
  // chunk of samples): the count suggested must fit as estimated, so it is checked whole.
  const at = (k: number) =>
    estimateCost({ ...s, method: 'monte-carlo', samples: k } as Scenario, rules);
  for (let i = 0; i < 30 && n > 1 && !fits(at(n)); i++) n = Math.floor(n * 0.8);
  return n;
}

/**
 * Refuse a scenario whose estimate does not fit {@link COST_LIMITS}, before any work: a
 * {@link TooLargeError} giving the estimate, its largest part and a suggestion that fits
 * (fewer samples, the Monte Carlo method with a number of samples that fits, or allocation
 * `"sequential"`).
 *
 * @throws {TooLargeError} when the estimate is over the limits.
 * @example
 * ```ts
 * checkCost(parseScenario(json)); // throws TooLargeError: estimated about 1.2 h and 61 MB ...
 * ```
 */
export function checkCost(
  s: Scenario,
  cost: Cost = estimateCost(s),
  rules: CustomRules = {},
): void {
  if (fits(cost)) return;
  const largest = [...cost.parts].sort(
    (a, b) =>
      Math.max(b.seconds / COST_LIMITS.seconds, b.bytes / COST_LIMITS.bytes) -
      Math.max(a.seconds / COST_LIMITS.seconds, a.bytes / COST_LIMITS.bytes),
  )[0];
  throw new TooLargeError(
    `this evaluation would take ${describeCost(cost)}, more than the limits of ${COST_LIMITS.seconds} s and ${COST_LIMITS.bytes / 1e9} GB${largest ? ` (mostly ${largest.what})` : ''}; ${suggestion(s, rules)}`,
  );
}

/** A way out that itself fits the limits, or the advice to make the scenario smaller. */
function suggestion(s: Scenario, rules: CustomRules): string {
  const samples = samplesThatFit(s, rules);
  if (samples >= 1000) {
    return s.method === 'exact'
      ? `use method "monte-carlo" with at most ${samples} samples`
      : `use at most ${samples} samples`;
  }
  if (s.ruleset === 'scrollhammer' && s.allocation !== 'sequential') {
    const seq = { ...s, allocation: 'sequential' } as Scenario;
    if (fits(estimateCost(seq))) return 'use allocation "sequential", or split the unit';
    const seqSamples = samplesThatFit(seq);
    if (seqSamples >= 1000) {
      return `use allocation "sequential" and method "monte-carlo" with at most ${seqSamples} samples, or split the unit`;
    }
  }
  return 'use fewer models, shots or Wounds, or split the unit (see docs/errors.md, "Limits")';
}
