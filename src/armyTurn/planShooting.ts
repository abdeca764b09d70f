/**
 * `planShooting`: the army's shooting phase planned (`army-turn.md` of the specification,
 * `docs/army-turn.md`). The analysis is validated, each (shooter's entries, target) made a
 * volley by its ruleset's contract (`RulesetDefinition.volley`), the work priced by the cost
 * model before any runs, then the best adaptive plan (exact, or beyond the limit the labelled
 * approximation), the best fixed plan and the greedy plan.
 *
 * @module
 */
import {
  COST_CONSTANTS,
  COST_LIMITS,
  type Cost,
  describeCost,
  fits,
  part,
  sumCosts,
} from '../cost/model.js';
import type { Dist } from '../dist/Dist.js';
import { fromWeights } from '../dist/fromWeights.js';
import { TooLargeError } from '../errors.js';
import type { AttackerDecision } from '../format/decisions.js';
import type { AnyRuleset } from '../format/ruleset.js';
import { stateKey, type TargetState, type Volley } from '../format/volley.js';
import { rulesetNamed } from '../rulesets/index.js';
import { evaluateParsed } from '../scenario/evaluate.js';
import { parseScenario } from '../scenario/validate.js';
import { AdaptiveSolver, outcomeClasses, stepOf } from './adaptive.js';
import { bestFixed, greedyChoice, greedyValue, searchFixed } from './plans.js';
import { type Assignment, Phase, type PlanningProblem } from './problem.js';
import { type ParsedShooting, parseShootingAnalysis } from './schema.js';
import { lookaheadPolicy, type Policy, simulate } from './simulate.js';
import type { DecisionNode, ShootingPlan, VolleyDecision } from './types.js';

/** Seconds per state-and-choice step of the planner's programmes (map lookups, products). */
const SECONDS_PER_STEP = 4e-7;
/** Bytes per memoised state of the programme (its key, its decision). */
const BYTES_PER_STATE = 400;
/** Seconds of preparing one volley (its scenario's parse and compile). */
const SECONDS_PER_VOLLEY = 5e-3;

/** The fields of the analysis that are the planner's, not the volleys' scenarios'. */
const OWN = new Set([
  'ruleset',
  'shooters',
  'targets',
  'objective',
  'depth',
  'method',
  'samples',
  'seed',
  '$schema',
  'description',
]);

/**
 * A phase ready to plan: the problem over the ruleset's volleys, and the scenario of each
 * volley (for `evaluate()`'s decisions).
 */
interface Built {
  readonly problem: PlanningProblem;
  readonly scenarioOf: (i: number, entries: number, t: number) => object;
}

function buildProblem(a: ParsedShooting, ruleset: AnyRuleset): Built {
  const options = Object.fromEntries(Object.entries(a).filter(([k]) => !OWN.has(k)));
  const scenarios = new Map<string, object>();
  const scenarioOf = (i: number, entries: number, t: number): object => {
    const key = `${i}:${entries}:${t}`;
    let s = scenarios.get(key);
    if (!s) {
      const shooter = a.shooters[i]!;
      const { points: _p, ...target } = a.targets[t]! as { points?: number };
      s = parseScenario({
        ...options,
        ruleset: a.ruleset,
        attackers: shooter.attackers.filter((_, k) => (entries & (1 << k)) !== 0),
        target,
      });
      scenarios.set(key, s);
    }
    return s;
  };
  // Each target's start and Wounds, from a volley at it (every volley at a target starts alike).
  const full = (i: number) => (1 << a.shooters[i]!.attackers.length) - 1;
  const volleys = new Map<string, Volley>();
  const volley = (i: number, entries: number, t: number): Volley => {
    const key = `${i}:${entries}:${t}`;
    let v = volleys.get(key);
    if (!v) {
      v = ruleset.volley!.prepare(scenarioOf(i, entries, t) as never, {});
      volleys.set(key, v);
    }
    return v;
  };
  const targets = a.targets.map((t, k) => {
    const v = volley(0, full(0), k);
    return { name: t.name, points: t.points ?? 0, start: v.start, wounds: v.wounds };
  });
  const problem: PlanningProblem = {
    shooters: a.shooters.map((s) => ({
      name: s.name,
      entries: s.attackers.map((x, k) => (x as { name?: string }).name ?? `attackers[${k}]`),
      sees: a.targets.map((t) => s.canTarget === undefined || s.canTarget.includes(t.name)),
    })),
    targets,
    objective: a.objective,
    volley,
  };
  return { problem, scenarioOf };
}

/** Binomial coefficient, as a float. */
function choose(n: number, k: number): number {
  let c = 1;
  for (let j = 1; j <= k; j++) c = (c * (n - k + j)) / j;
  return c;
}

/**
 * The states a target can be in: models left in each group, and the damage carried on one
 * model of a group (at most Wounds - 1 values per group), a bound that errs high.
 */
function statesOf(start: TargetState, wounds: readonly number[]): number {
  let n = 1;
  start.left.forEach((models, g) => {
    n *= (models + 1) * Math.max(1, wounds[g] ?? 1);
  });
  return n;
}

/**
 * The estimates of the three programmes, priced before any runs: the exact programme's states
 * (shooters left x every target's state) x the shooters' assignments x a volley's outcomes,
 * plus every volley resolved from every state of its target (its `work` per state); the best
 * fixed plan's sequences (orders x assignments, an upper bound); the greedy plan's states.
 */
export function estimateShooting(
  phase: Phase,
  samples: number,
): {
  readonly exact: Cost;
  readonly rollout: Cost;
  readonly fixedExhaustive: boolean;
  readonly greedyExact: boolean;
} {
  const { n, m } = phase;
  const targets = phase.problem.targets;
  const states = targets.map((t) => statesOf(t.start, t.wounds));
  const joint = states.reduce((a, b) => a * b, 1);
  const meanStates = states.reduce((a, b) => a + b, 0) / Math.max(1, m);
  const assignments = phase.problem.shooters.map((s) => (m + 1) ** s.entries.length);
  const perNode = assignments.reduce((a, b) => a + b, 0) * meanStates;
  let nodes = 0;
  for (let j = 0; j <= n; j++) nodes += choose(n, j) * joint;
  let volleyWork = 0;
  phase.problem.shooters.forEach((s, i) => {
    const subsets = (1 << s.entries.length) - 1;
    targets.forEach((_, t) => {
      if (!s.sees[t]) return;
      const v = phase.volley(i, (1 << s.entries.length) - 1, t);
      volleyWork += subsets * states[t]! * v.work(v.start);
    });
  });
  const volleyCount = phase.problem.shooters.reduce(
    (c, s) => c + ((1 << s.entries.length) - 1) * m,
    0,
  );
  const exact = sumCosts([
    part(
      `adaptive programme (${nodes.toPrecision(2)} states x ${perNode.toPrecision(2)} assignment outcomes)`,
      nodes * perNode * SECONDS_PER_STEP,
      nodes * BYTES_PER_STATE,
    ),
    part(
      `volleys from every state (${volleyCount} volleys, ${volleyWork.toPrecision(2)} state updates)`,
      volleyWork * COST_CONSTANTS.planSecondsPerStep + volleyCount * SECONDS_PER_VOLLEY,
      volleyCount * meanStates * BYTES_PER_STATE,
    ),
  ]);
  let sequences = 1;
  for (let k = 1; k <= n; k++) sequences *= k;
  for (const a of assignments) sequences *= a;
  const fixedSeconds = sequences * m * meanStates * SECONDS_PER_STEP;
  const greedySeconds = n * joint * perNode * SECONDS_PER_STEP;
  // The rollout decides at most once per run and shooter (its decisions are memoised by state),
  // each decision trying every shooter left and every assignment; the greedy plan's and the
  // fixed plan's local search are of the same order.
  const decisions = Math.min(samples * n, nodes);
  const rollout = sumCosts([
    part(
      `rollout decisions (${decisions.toPrecision(2)} states x ${perNode.toPrecision(2)} assignment outcomes)`,
      decisions * perNode * SECONDS_PER_STEP,
      decisions * BYTES_PER_STATE,
    ),
    exact.parts[1]!,
    // The fixed plan's local search when it is not exhaustive: a few rounds of every shooter
    // at every position with every assignment, each plan valued over every target's states.
    part(
      'fixed plan local search',
      3 * n * n * assignments.reduce((x, y) => x + y, 0) * n * m * meanStates * SECONDS_PER_STEP,
      0,
    ),
  ]);
  return {
    exact,
    rollout,
    fixedExhaustive: fixedSeconds <= COST_LIMITS.seconds / 6,
    greedyExact: greedySeconds <= COST_LIMITS.seconds / 6,
  };
}

/**
 * A shooting analysis made a phase to plan: validated, its volleys prepared on demand by its
 * ruleset, the targets' starting states and their keys.
 *
 * @internal
 * @example
 * ```ts
 * const { phase, start, keys } = shootingPhase(analysis);
 * new AdaptiveSolver(phase).solve((1 << phase.n) - 1, start, keys).value;
 * ```
 */
export function shootingPhase(analysis: unknown) {
  const a = parseShootingAnalysis(analysis);
  const ruleset = rulesetNamed(a.ruleset)!;
  const built = buildProblem(a, ruleset);
  const phase = new Phase(built.problem);
  const start = phase.problem.targets.map((t) => t.start);
  const keys = start.map(stateKey);
  return { a, built, phase, start, keys };
}

/** The text of the approximation, as the result says it. */
const ROLLOUT_NOTE =
  'not the exact optimum: the rollout approximation (at each state, the shooter and assignment best by one-step lookahead on the exact outcomes of its volleys, ties by expected points removed), its value estimated by seeded Monte Carlo';

/**
 * Plan the army's shooting phase: the best adaptive plan (its value, the distribution of points
 * destroyed under it, the decision tree to `depth`), the best fixed plan and the greedy plan
 * (`army-turn.md`, "What the answer contains"), with the weapon choices decided in their volleys.
 *
 * Priced before it runs (`estimateShooting`): `method: "exact"` over the cost limits is refused
 * with a `TooLargeError` naming the estimate; `"auto"` (default) then runs the rollout
 * approximation, and the result says so (`adaptive.exact: false`, `adaptive.note`).
 *
 * @param analysis - The shooting analysis (`docs/army-turn.md`), as from `JSON.parse`.
 * @throws {ScenarioError} naming each bad field; {InputError} for a ruleset without volleys;
 *   {TooLargeError} for `method: "exact"` over the limits.
 * @example
 * ```ts
 * const plan = planShooting({
 *   ruleset: 'wh40k-10e',
 *   shooters: [
 *     { name: 'Intercessors', attackers: [{ name: 'Bolt rifle', models: 5, attacks: 2, bs: 3, strength: 4, ap: -1, damage: 1 }] },
 *     { name: 'Lascannon', attackers: [{ name: 'Lascannon', attacks: 1, bs: 3, strength: 12, ap: -3, damage: 'D6+1' }] },
 *   ],
 *   targets: [
 *     { name: 'Boyz', points: 80, models: 5, toughness: 5, save: 5 },
 *     { name: 'Nob on bike', points: 40, toughness: 6, save: 4, wounds: 3 },
 *   ],
 * });
 * plan.adaptive.value - plan.fixed.value; // what adapting to the dice is worth, in points
 * plan.adaptive.tree.step.shooter;       // who shoots first
 * ```
 */
export function planShooting(analysis: unknown): ShootingPlan {
  const { a, built, phase, start, keys } = shootingPhase(analysis);
  const full = (1 << phase.n) - 1;
  const estimate = estimateShooting(phase, a.samples);
  const exactFits = fits(estimate.exact);
  if (!exactFits && !fits(estimate.rollout)) {
    throw new TooLargeError(
      `planShooting: even the approximation of ${phase.n} shooters against ${phase.m} targets is estimated at ${describeCost(estimate.rollout)}, over the limits (${COST_LIMITS.seconds} s, ${COST_LIMITS.bytes / 1e9} GB): each shooter's assignments grow as (targets + 1) ^ weapon entries; give fewer weapon entries (weapons of one profile can be one entry), targets (canTarget) or samples`,
    );
  }
  if (a.method === 'exact' && !exactFits) {
    throw new TooLargeError(
      `planShooting: the exact plan of ${phase.n} shooters against ${phase.m} targets is estimated at ${describeCost(estimate.exact)}, over the limits (${COST_LIMITS.seconds} s, ${COST_LIMITS.bytes / 1e9} GB); use method "rollout" (the labelled approximation) or fewer shooters, targets or weapon entries`,
    );
  }
  const exact = a.method === 'exact' || (a.method === 'auto' && exactFits);

  const greedyPolicy: Policy = (mask, states, ks) => {
    const i = phase.problem.shooters.findIndex((_, k) => (mask & (1 << k)) !== 0);
    return i < 0 ? undefined : { shooter: i, assignment: greedyChoice(phase, i, states, ks) };
  };
  const greedyFirst = stepOf(phase, 0, greedyChoice(phase, 0, start, keys));
  let greedy: ShootingPlan['greedy'];
  if (estimate.greedyExact) {
    greedy = { value: greedyValue(phase, start, keys)[0], exact: true, first: greedyFirst };
  } else {
    const g = simulate(phase, greedyPolicy, start, a.samples, a.seed);
    greedy = { value: g.mean, exact: false, standardError: g.standardError, first: greedyFirst };
  }

  const fixedFound = estimate.fixedExhaustive
    ? bestFixed(phase, start, keys)
    : searchFixed(phase, start, keys);
  const fixed = {
    value: fixedFound.value[0],
    exact: estimate.fixedExhaustive,
    plan: fixedFound.plan.map((s) => stepOf(phase, s.shooter, s.assignment)),
  };

  let adaptive: ShootingPlan['adaptive'];
  if (exact) {
    const solver = new AdaptiveSolver(phase);
    const value = solver.solve(full, start, keys).value[0];
    const tree = solver.tree(full, start, keys, a.depth) ?? holdTree(phase);
    adaptive = {
      method: 'exact',
      exact: true,
      value,
      pointsDestroyed: weightsToDist(solver.pointsDestroyed(start, keys)),
      tree,
    };
  } else {
    const policy = lookaheadPolicy(phase);
    const r = simulate(phase, policy, start, a.samples, a.seed);
    adaptive = {
      method: 'rollout',
      exact: false,
      value: r.mean,
      standardError: r.standardError,
      pointsDestroyed: weightsToDist(r.pointsDestroyed),
      tree: policyTree(phase, policy, full, start, keys, a.depth) ?? holdTree(phase),
      note: ROLLOUT_NOTE,
    };
  }

  const decisions = volleyDecisions(phase, built, [
    ...treeSteps(phase, adaptive.tree),
    ...fixedFound.plan,
  ]);
  return {
    ruleset: a.ruleset,
    objective: a.objective,
    adaptive,
    fixed,
    greedy,
    decisions,
    cost: estimate.exact,
  };
}

/** Every decision of a tree (the adaptive plan's, to its depth), by index. */
function treeSteps(
  phase: Phase,
  node: DecisionNode,
): { shooter: number; assignment: Assignment }[] {
  const { shooters, targets } = phase.problem;
  const shooter = shooters.findIndex((s) => s.name === node.step.shooter);
  const assignment = node.step.assignment.map((a) =>
    a.target === null ? -1 : targets.findIndex((t) => t.name === a.target),
  );
  return [
    { shooter, assignment },
    ...node.branches.flatMap((b) => (b.next ? treeSteps(phase, b.next) : [])),
  ];
}

/** The tree of a phase where no shooter can shoot: its first shooter holds. */
function holdTree(phase: Phase): DecisionNode {
  const s = phase.problem.shooters[0]!;
  return {
    step: stepOf(
      phase,
      0,
      s.entries.map(() => -1),
    ),
    branches: [],
  };
}

/** The decision tree of a policy (the approximation's), without values. */
function policyTree(
  phase: Phase,
  policy: Policy,
  mask: number,
  states: readonly TargetState[],
  keys: readonly string[],
  depth: number,
): DecisionNode | undefined {
  const d = policy(mask, states, keys);
  if (!d) return undefined;
  const rest = mask & ~(1 << d.shooter);
  const classes = outcomeClasses(
    phase,
    d.assignment,
    states,
    phase.joint(d.shooter, d.assignment, states, keys),
  );
  return {
    step: stepOf(phase, d.shooter, d.assignment),
    branches: classes.map((c) => {
      const likeliest = c.outcomes.reduce((x, y) => (y.probability > x.probability ? y : x));
      const next =
        depth > 1
          ? policyTree(phase, policy, rest, likeliest.states, likeliest.keys, depth - 1)
          : undefined;
      return { label: c.label, probability: c.probability, ...(next ? { next } : {}) };
    }),
  };
}

/** Weights by points destroyed as a distribution over 0..max points. */
function weightsToDist(weights: Map<number, number>): Dist {
  let max = 0;
  for (const k of weights.keys()) max = Math.max(max, k);
  const w = new Float64Array(max + 1);
  for (const [k, p] of weights) w[k] = (w[k] ?? 0) + p;
  return fromWeights(w);
}

/**
 * `evaluate()`'s decisions for the weapon choices left to `"best"` in each volley of the given
 * steps (a shooter's entries at one target), as it names them; volleys without a choice are
 * left out.
 */
function volleyDecisions(
  phase: Phase,
  built: Built,
  steps: readonly { shooter: number; assignment: Assignment }[],
): VolleyDecision[] {
  const out: VolleyDecision[] = [];
  const seen = new Set<string>();
  for (const s of steps) {
    const masks = new Map<number, number>();
    s.assignment.forEach((t, e) => {
      if (t >= 0) masks.set(t, (masks.get(t) ?? 0) | (1 << e));
    });
    for (const [t, entries] of masks) {
      const key = `${s.shooter}:${entries}:${t}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const scenario = built.scenarioOf(s.shooter, entries, t);
      let decisions: readonly AttackerDecision[];
      try {
        decisions = evaluateParsed(scenario as never).decisions;
      } catch (e) {
        // A volley too large to evaluate whole has its decisions unknown here, not wrong.
        if (e instanceof TooLargeError) continue;
        throw e;
      }
      if (decisions.length === 0) continue;
      const shooter = phase.problem.shooters[s.shooter]!;
      out.push({
        shooter: shooter.name,
        target: phase.problem.targets[t]!.name,
        entries: shooter.entries.filter((_, e) => (entries & (1 << e)) !== 0),
        decisions,
      });
    }
  }
  return out;
}
