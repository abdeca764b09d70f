// The main entry, `mathhammer`: what a user needs, every export documented where it is
// defined. The engines' documented parts (compiled plans, samplers, allocation machines, rule
// modules) are in `mathhammer/engine` (src/engine.ts: this entry and the names docs/ describes;
// the rest of src/core.ts is internal). A new public name
// goes here, in its section, AND in src/core.ts (the CommonJS build reads every name of this
// file from core.cjs, so that all entries share one copy of each class; see tsup.config.ts).
// The goal, measured by scripts/measure-face.mjs: at most 80 names.

// Analytics: compare loadouts, matchup matrices, sweeps, turns (docs/analytics.md)
export { Comparison, compare } from './analytics/compare.js';
export { Matrix, matchupMatrix } from './analytics/matrix.js';
export type { Metric } from './analytics/metrics.js';
export { overTurns, TurnsAnalysis } from './analytics/overTurns.js';
export { Sweep, sweep } from './analytics/sweep.js';
// The general attack plan of any d6 game and its custom rules (docs/attack-plan.md,
// docs/custom-ruleset.md); Warhammer 40,000 10th edition's custom keywords (docs/wh40k-10e.md).
// Their engines and parts are in `mathhammer/engine`. Army-list import (docs/import.md) is
// `mathhammer/import` (src/import/index.ts): its XML and zip parsers load only there.
export {
  defineProfileRule,
  evaluatePlan,
  PlanResult,
  type ProfileRule,
} from './attack/evaluate.js';
export type { ScrollhammerResults } from './attack/woundChain/exact.js';
// Dice notation, random numbers (docs/dice.md, docs/random.md)
export { diceDist } from './dice/diceDist.js';
export { parseDice } from './dice/parseDice.js';
export { bernoulli } from './dist/bernoulli.js';
export { binomial } from './dist/binomial.js';
export { cap } from './dist/cap.js';
export { compound } from './dist/compound.js';
export { constant } from './dist/constant.js';
export { convolve } from './dist/convolve.js';
// Exact distributions and their builders (docs/dist.md)
export { Dist } from './dist/Dist.js';
export { d3 } from './dist/d3.js';
export { d6 } from './dist/d6.js';
export { die } from './dist/die.js';
export { frequencies } from './dist/frequencies.js';
export { fromWeights } from './dist/fromWeights.js';
export { map } from './dist/map.js';
export { mixture } from './dist/mixture.js';
export { sumOf } from './dist/sumOf.js';
export { thin } from './dist/thin.js';
// Errors (docs/errors.md)
export {
  InputError,
  MathhammerError,
  ScenarioError,
  type ScenarioIssue,
  TooLargeError,
} from './errors.js';
export { scrollhammerRules, tables } from './namespaces.js';
export type { GeneralPlan } from './plan/plan.js';
export { Pcg32 } from './random/Pcg32.js';
export type { RandomSource } from './random/RandomSource.js';
// Reading results: the text report and the SVG chart
export { chart, type ReportOptions, report } from './report/index.js';
export type { Aos4Results } from './rulesets/aos4/evaluate.js';
export type { Aos4ScenarioInput } from './rulesets/aos4/input.js';
export type { MesbgResults } from './rulesets/mesbg/exact.js';
export type { MesbgFightScenarioInput } from './rulesets/mesbg/fight/input.js';
export type { MesbgFightResults } from './rulesets/mesbg/fight/results.js';
export type { MesbgScenarioInput } from './rulesets/mesbg/input.js';
export type { ScrollhammerScenarioInput } from './rulesets/scrollhammer/input.js';
// Rules: the built-in rule modules, and custom rules (docs/rules/README.md)
export { defineRule, type Rule, type ShotDraft } from './rulesets/scrollhammer/rules/ShotDraft.js';
export type { Wh40kResults, Wh40kUnitResults } from './rulesets/wh40k-10e/evaluate.js';
export type {
  Wh40kAttackerInput,
  Wh40kScenarioInput,
  Wh40kTargetInput,
  Wh40kWeaponRuleInput,
} from './rulesets/wh40k-10e/input.js';
export {
  defineWh40kRule,
  type WeaponDraft,
  type Wh40kRule,
} from './rulesets/wh40k-10e/rules/WeaponDraft.js';
export {
  type Analysis,
  type AnalysisInput,
  parseAnalysis,
} from './scenario/analysisSchema.js';
// Evaluating a scenario; its input and result types (docs/scenario-format.md)
export { type EvaluateOptions, evaluate, evaluateJson } from './scenario/evaluate.js';
export { EvaluationResult, type EvaluationResultJSON } from './scenario/result.js';
export type {
  ResultsOf,
  RulesetName,
  RulesetTypes,
  ScenarioInput,
  ScenarioOf,
} from './scenario/rulesets.js';
export { summarizeScenario } from './scenario/summarize.js';
export type { Scenario } from './scenario/types.js';
export { parseScenario } from './scenario/validate.js';
