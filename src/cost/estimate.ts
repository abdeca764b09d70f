/**
 * The cost of an evaluation, read from its compiled plan before any work, and the check that
 * refuses one that would not fit {@link COST_LIMITS}. The estimate follows the engine family
 * that will run the plan (`engineFamily` of `src/attack/run.ts`): the wound-chain engines, the
 * intercept engines or the general ones; a ruleset adds nothing here (its compile step gives
 * the plan and its cost hints, `src/format/ruleset.ts`).
 *
 * @module
 */
import { classMachineSize } from '../allocation/ClassMachine.js';
import { ownersChoiceSize } from '../allocation/characters.js';
import { exactPlanSize, MAX_PLAN_WORK } from '../attack/exact.js';
import { lawWork } from '../attack/lawWork.js';
import { engineFamily, loweredPlan, planSamplingWork, type RunPreference } from '../attack/run.js';
import { histogramMaxima } from '../attack/sample.js';
import { exactSize } from '../attack/woundChain/exactSize.js';
import { CHUNK_SAMPLES } from '../attack/woundChain/monteCarlo.js';
import type { AttackPlan } from '../attack/woundChain/plan.js';
import { diceDist } from '../dice/index.js';
import { MAX_WORK } from '../dist/limits.js';
import type { Allocation } from '../domain/types.js';
import { InputError, show, TooLargeError } from '../errors.js';
import type { CompiledScenario, RuleModules } from '../format/ruleset.js';
import type { RunOptions } from '../format/types.js';
import { profileOdds } from '../plan/laws.js';
import type { GeneralPlan } from '../plan/plan.js';
import { samplingWork } from '../plan/sampleLimits.js';
import { rulesetNamed } from '../rulesets/index.js';
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
  groups: readonly {
    readonly models: number;
    readonly wounds: number;
    readonly character?: boolean;
  }[],
  policy: Allocation,
): Cost {
  const byWounds = new Map<number, number>();
  const characters = new Map<number, number>();
  for (const g of groups) {
    byWounds.set(g.wounds, (byWounds.get(g.wounds) ?? 0) + g.models);
    if (g.character === true) characters.set(g.wounds, (characters.get(g.wounds) ?? 0) + g.models);
  }
  const parts: CostPart[] = [];
  let product = groups.length === 1 ? 1 : groups.reduce((n, g) => n + g.models, 0);
  for (const [wounds, models] of byWounds) {
    // `rules` with characters among other models: the owner's choice over the whole class
    // (src/allocation/characters.ts), priced by its bound; its steps measured at 28 ns on a
    // loaded machine, about 1/6 of the bound's.
    const c = characters.get(wounds) ?? 0;
    const owners =
      policy === 'rules' && c > 0 && c < models ? ownersChoiceSize(models - c, c, wounds) : null;
    if (owners) {
      product *= owners.states;
      parts.push(
        part(
          `allocation machine: ${models - c} models and ${c} characters of ${wounds} Wounds (the owner's choice), ${count(owners.states)} states`,
          owners.work * 5e-9,
          owners.states *
            ((wounds + 1) * K.machineBytesPerCell + 4 * (owners.work / owners.states)),
        ),
      );
      continue;
    }
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
 * The cost of running a plan on the wound-chain engines (Scrollhammer's): the allocation
 * table, then the exact engine's steps ({@link exactSize}) or the samples (shots, blast
 * markers and the histograms, sized by the most hits a Blast weapon can score).
 *
 * @example
 * ```ts
 * woundChainCost(compileAttack(scenario), { method: 'exact', samples: 0 }).seconds;
 * ```
 */
export function woundChainCost(plan: AttackPlan, run: RunOptions): Cost {
  const parts = [...allocationCost(plan.groups, plan.allocation).parts];
  if (run.method === 'exact') {
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
      `${run.samples} samples of about ${count(shots)} shots`,
      run.samples * shots * K.sampleSecondsPerShot,
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
        run.samples * markers * K.markerSeconds,
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
 * The cost of running a plan on the intercept engines (MESBG's Shoot phase): the exact
 * engine's multiply-adds (`exactPlanSize`), or the samples.
 *
 * @example
 * ```ts
 * interceptCost(generalPlanOf(compileMesbg(scenario)), { method: 'exact', samples: 0 }).seconds;
 * ```
 */
export function interceptCost(plan: GeneralPlan, run: RunOptions): Cost {
  if (run.method === 'exact') {
    const work = exactPlanSize(plan).work;
    return sumCosts([
      part(
        `exact engine: ${count(work)} steps`,
        work * K.exactSecondsPerStep,
        work > 1e8 ? 1e8 : 0,
      ),
    ]);
  }
  const shots = planSamplingWork(plan);
  return sumCosts([
    part(
      `${run.samples} samples of about ${count(shots)} shots`,
      run.samples * shots * K.sampleSecondsPerShot,
      0,
    ),
  ]);
}

/**
 * The cost of running a plan on the general engines (Warhammer 40,000's): the allocation
 * table of the target unit ({@link allocationCost}), then the exact engine's state updates
 * (attacks × damage columns × allocation states, and the joint law of waiting mortal wounds
 * for Devastating Wounds and the like, as `exactPlan` counts them) or the samples (attacks
 * rolled per sample).
 *
 * @throws {InputError} when the plan has no exact method, as the evaluation itself would.
 * @example
 * ```ts
 * generalCost(compileWh40k(scenario), { method: 'exact', samples: 0 }).seconds;
 * ```
 */
export function generalCost(plan: GeneralPlan, run: RunOptions): Cost {
  // Groups taken in the order listed have a machine of their own (src/allocation/listed.ts),
  // priced with the exact engine's size below; the round machine's table is not built.
  const parts =
    plan.groupOrder === 'listed' ? [] : [...allocationCost(plan.groups, plan.allocation).parts];
  parts.push(part('the evaluation itself (compile, results)', K.planEvaluationSeconds, 0));
  if (run.method === 'exact') {
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
      `${run.samples} samples of about ${count(dice)} dice`,
      run.samples * dice * K.planSecondsPerDie,
      0,
    ),
  );
  // The histograms are sized by the most each result can be (every die at its largest): a
  // Damage of 10D1000 makes them billions of entries long, whatever the samples.
  const h = histogramMaxima(plan);
  const entries =
    3 * h.maxHits + 2 * h.maxAttacks + 3 * h.maxDamage + h.maxGained + h.maxModels + 13;
  const chunks = Math.ceil(run.samples / CHUNK_SAMPLES);
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
 * mortal wounds; and hits, wounds, unsaved and their critical parts, of one per attack or
 * per hit), each the sum over a profile's attacks of the law of one attack
 * (`exactPlan`: `sumOf` for a fixed number of attacks, else `compound`): their
 * multiply-adds (`lawWork`), which grow as (attacks × damage)^2 whatever the target (ten
 * models of 10 attacks of Damage 100D100: 7.6e11). One over the convolutions' own limit
 * (`MAX_WORK`) would be refused after the allocation's work; the estimate refuses it first.
 */
function countLawsCost(plan: GeneralPlan): CostPart {
  // Multiply-adds by repeated squaring (a fixed number of attacks) and by one more
  // convolution per attack (attacks rolled), whose rates differ.
  const { squaring, compounding, over } = lawWork(plan);
  const seconds =
    squaring * K.squaringSecondsPerMultiplyAdd + compounding * K.lawSecondsPerMultiplyAdd;
  return part(
    `result laws: ${count(squaring + compounding)} multiply-adds${over ? `, over the limit of ${MAX_WORK.toExponential(0)} for one: refused` : ''}`,
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
 * The estimated cost of running a plan by the method and samples of `run`, on the engine
 * family that will run it (`engineFamily`).
 *
 * @example
 * ```ts
 * formatCost(planCost(compileWh40k(scenario), scenario));
 * ```
 */
export function planCost(plan: GeneralPlan, run: RunOptions, preference: RunPreference = {}): Cost {
  const family = engineFamily(plan, preference);
  if (family === 'wound-chain') return woundChainCost(loweredPlan(plan), run);
  if (family === 'intercepts') return interceptCost(plan, run);
  return generalCost(plan, run);
}

/**
 * The cost of `calls` exact volleys from states of one target (the volley contract,
 * `src/format/volley.ts`): each `work` state updates of the general plan's exact engine (the
 * volley's own count, `Volley.work`), at its rate, over `states` allocation states held a few
 * times. What the shooting phase's planner adds up over its states and decisions before it runs.
 *
 * @throws {InputError} naming `work` or `calls` when not a number >= 0.
 * @example
 * ```ts
 * volleyCost(volley.work(volley.start), 5000).seconds; // 5000 volleys
 * ```
 */
export function volleyCost(work: number, calls = 1, states = 0): Cost {
  for (const [name, x] of [
    ['work', work],
    ['calls', calls],
    ['states', states],
  ] as const) {
    if (!(typeof x === 'number' && x >= 0 && !Number.isNaN(x))) {
      throw new InputError(`volleyCost: ${name} must be a number >= 0, got ${show(x)}`, name, x);
    }
  }
  return sumCosts([
    part(
      `${count(calls)} exact volley${calls === 1 ? '' : 's'} of ${count(work)} steps`,
      calls * work * K.planSecondsPerStep,
      states * K.planBytesPerEntry,
    ),
  ]);
}

/**
 * The estimated cost of a compiled scenario (`compile` of its ruleset): its plan's
 * ({@link planCost}), or for a run on engines of its own the parts its ruleset prices
 * (`cost` of the compiled run: MESBG's fight).
 *
 * @example
 * ```ts
 * compiledCost(mesbg.compile(scenario, {}), scenario);
 * ```
 */
export function compiledCost(compiled: CompiledScenario<object>, run: RunOptions): Cost {
  if ('plan' in compiled) return planCost(compiled.plan, run, compiled.hints);
  return sumCosts(compiled.cost?.(run) ?? []);
}

/**
 * The estimated cost of evaluating a validated scenario, with the custom rules it will be
 * evaluated with (a plan may depend on them): its ruleset compiles it, and the plan is priced
 * (`compiledCost`).
 *
 * @throws {InputError} when the scenario cannot be compiled, as the evaluation would.
 * @example
 * ```ts
 * formatCost(estimateCost(parseScenario(json)));
 * ```
 */
export function estimateCost(s: RulesetRunScenario, rules: RuleModules = {}): Cost {
  return compiledCost(compile(s, rules), s);
}

/** What the cost of a scenario reads: its ruleset's name and its run options. */
type RulesetRunScenario = RunOptions & { readonly ruleset: string };

/** A validated scenario compiled by its registered ruleset. */
function compile(s: RulesetRunScenario, rules: RuleModules): CompiledScenario<object> {
  const ruleset = rulesetNamed(s.ruleset);
  if (!ruleset) {
    throw new InputError(
      `ruleset: no ruleset named ${show(s.ruleset)} is registered`,
      'ruleset',
      s.ruleset,
    );
  }
  return ruleset.compile(s as never, rules);
}

/**
 * The most samples of a compiled scenario that fit the limits, or 0 when even one does not.
 *
 * @example
 * ```ts
 * compiledSamplesThatFit(compiled); // 1234567
 * ```
 */
export function compiledSamplesThatFit(compiled: CompiledScenario<object>): number {
  const one = compiledCost(compiled, { method: 'monte-carlo', samples: 1 });
  const fixed = one.parts.filter((p) => !p.what.includes('samples') && !p.what.startsWith('blast'));
  const fixedSeconds = fixed.reduce((t, p) => t + p.seconds, 0);
  const perSample = one.seconds - fixedSeconds;
  if (!fits(one)) return 0;
  let n = Math.floor(((COST_LIMITS.seconds - fixedSeconds) / Math.max(perSample, 1e-12)) * 0.9);
  n = Math.max(1, Math.min(1e9, n));
  // Parts that grow with the samples other than by a rate (the histograms, zeroed once per
  // chunk of samples): the count suggested must fit as estimated, so it is checked whole.
  const at = (k: number) => compiledCost(compiled, { method: 'monte-carlo', samples: k });
  for (let i = 0; i < 30 && n > 1 && !fits(at(n)); i++) n = Math.floor(n * 0.8);
  return n;
}

/**
 * The most samples of this scenario that fit the limits, or 0 when even one does not.
 *
 * @example
 * ```ts
 * samplesThatFit(scenario); // 1234567
 * ```
 */
export function samplesThatFit(s: RulesetRunScenario, rules: RuleModules = {}): number {
  return compiledSamplesThatFit(compile(s, rules));
}

/**
 * Refuse a compiled scenario whose estimate does not fit {@link COST_LIMITS}, before any
 * work: a {@link TooLargeError} giving the estimate, its largest part and a suggestion that
 * fits (fewer samples, the Monte Carlo method with a number of samples that fits, or
 * allocation `"sequential"` where the scenario chooses its allocation).
 *
 * @throws {TooLargeError} when the estimate is over the limits.
 * @example
 * ```ts
 * checkCompiledCost(compiled, scenario);
 * ```
 */
export function checkCompiledCost(
  compiled: CompiledScenario<object>,
  run: RunOptions,
  cost: Cost = compiledCost(compiled, run),
): void {
  if (fits(cost)) return;
  const largest = [...cost.parts].sort(
    (a, b) =>
      Math.max(b.seconds / COST_LIMITS.seconds, b.bytes / COST_LIMITS.bytes) -
      Math.max(a.seconds / COST_LIMITS.seconds, a.bytes / COST_LIMITS.bytes),
  )[0];
  throw new TooLargeError(
    `this evaluation would take ${describeCost(cost)}, more than the limits of ${COST_LIMITS.seconds} s and ${COST_LIMITS.bytes / 1e9} GB${largest ? ` (mostly ${largest.what})` : ''}; ${suggestion(compiled, run)}`,
  );
}

/**
 * Refuse a scenario whose estimate does not fit {@link COST_LIMITS}, before any work (see
 * {@link checkCompiledCost}).
 *
 * @throws {TooLargeError} when the estimate is over the limits.
 * @example
 * ```ts
 * checkCost(parseScenario(json)); // throws TooLargeError: estimated about 1.2 h and 61 MB ...
 * ```
 */
export function checkCost(s: RulesetRunScenario, rules: RuleModules = {}): void {
  checkCompiledCost(compile(s, rules), s);
}

/** A way out that itself fits the limits, or the advice to make the scenario smaller. */
function suggestion(compiled: CompiledScenario<object>, run: RunOptions): string {
  const samples = compiledSamplesThatFit(compiled);
  if (samples >= 1000) {
    return run.method === 'exact'
      ? `use method "monte-carlo" with at most ${samples} samples`
      : `use at most ${samples} samples`;
  }
  if (
    'plan' in compiled &&
    compiled.hints?.allocation &&
    compiled.plan.allocation !== 'sequential'
  ) {
    const seq = { ...compiled, plan: { ...compiled.plan, allocation: 'sequential' as const } };
    if (fits(compiledCost(seq, run))) return 'use allocation "sequential", or split the unit';
    const seqSamples = compiledSamplesThatFit(seq);
    if (seqSamples >= 1000) {
      return `use allocation "sequential" and method "monte-carlo" with at most ${seqSamples} samples, or split the unit`;
    }
  }
  return 'use fewer models, shots or Wounds, or split the unit (see docs/errors.md, "Limits")';
}
