/**
 * `mathhammer/engine`: the main entry `mathhammer` and, for tools built on the engines, the
 * parts the documentation describes: the wound-chain plan and its engines (`compileAttack`,
 * `exactAttack`, `monteCarlo`, `sampleAttack`), the general plan's engines (`exactPlan`,
 * `samplePlan`), the rule pieces and the rule modules one by one, the allocation machines,
 * the MESBG Fight's engines and the Duel alone, what a ruleset of your own is made of
 * (`defineRuleset`, `registerRuleset`, the run option schemas), the limits and the cost
 * estimate, the analytics' helpers and charts, geometry, statistics and the tables, and the
 * types a caller writes against. Each name here is named in `docs/` (test/entries.test.ts
 * checks it: a new name goes in its page first); the rest of the library's modules are
 * internal and may change in any version. These names may change in a minor version; pin the
 * version if you depend on them. The army-list importers are `mathhammer/import`.
 *
 * @example
 * ```ts
 * import { compileAttack, exactAttack } from 'mathhammer/engine';
 * ```
 * @module
 */

// Allocation: the machines both engines walk (docs/rules/allocation.md)
export { type ClassMachine, classMachine, classMachineSize } from './allocation/ClassMachine.js';
export { coverSolver } from './allocation/maxSlain.js';
export {
  MAX_UNIT_STATES,
  type UnitMachine,
  unitMachine,
  unitMachineSize,
} from './allocation/UnitMachine.js';
// Analytics: across every save, durability, turns, the Fight's analyses, the charts
// (docs/analytics.md, docs/mesbg.md)
export { fightsUntilSlain } from './analytics/fight.js';
export {
  type AcrossSaves,
  type AcrossSavesOptions,
  type AnyDurability,
  AOS4_REFERENCE_WEAPONS,
  type Aos4ReferenceWeapon,
  AttackSummary,
  type AttacksNeeded,
  acrossSaves,
  acrossSavesChart,
  aos4ReferenceThreat,
  attackTurns,
  type BestDamageReroll,
  bestDamageReroll,
  compareChart,
  compareFights,
  type DamageRerollChoice,
  type DurabilityOptions,
  type DurabilityResult,
  durability,
  durabilityChart,
  type FightCharacteristic,
  type FightSummary,
  type HeatmapOptions,
  type LineChartData,
  metricValue,
  PairError,
  REFERENCE_WEAPONS,
  type ReferenceWeapon,
  referenceThreat,
  renderHeatmap,
  renderLineChart,
  type SaveCell,
  scenarioTurns,
  sweepChart,
  sweepFight,
  type Threat,
  type ThreatDurability,
  type TurnResults,
  turnsChart,
} from './analytics/index.js';
// The army's shooting phase planned: who shoots what, in what order (docs/army-turn.md)
export {
  type AdaptivePlan,
  type DecisionBranch,
  type DecisionNode,
  type EntryAssignment,
  type ParsedShooting,
  parseShootingAnalysis,
  planShooting,
  SHOOTING_LIMITS,
  type Shooter,
  type ShootingAnalysis,
  type ShootingMethod,
  type ShootingObjective,
  type ShootingPlan,
  type ShootingStep,
  type ShootingTarget,
  shootingJsonSchema,
  type VolleyDecision,
} from './armyTurn/index.js';

// The general plan: its parts, its engines, their limits (docs/attack-plan.md)
export {
  type AttackProfile,
  applyProfileRules,
  type Bystander,
  type CriticalHitTrigger,
  type CriticalWoundTrigger,
  checkPlan,
  type DamageStep,
  type EvaluatePlanOptions,
  exactPlan,
  exactPlanSize,
  type GeneralResults,
  type GroupDefence,
  type Intercept,
  type InterceptFields,
  MAX_PLAN_STATES,
  MAX_PLAN_WORK,
  type MarkerHits,
  planCountsSupport,
  prepareVolley,
  type ResourceGain,
  type SamplePlanOptions,
  type SelfWounds,
  type Stray,
  samplePlan,
  type TargetGroup,
  woundChainPlan,
  woundChainProblem,
} from './attack/index.js';
// Scrollhammer's wound-chain plan and its engines (docs/monte-carlo.md, docs/attack-plan.md)
export { backfireChance, exactAttack, MAX_EXACT_WORK } from './attack/woundChain/exact.js';
export { type ExactSize, exactSize } from './attack/woundChain/exactSize.js';
export {
  CHUNK_SAMPLES,
  chooseMode,
  type MonteCarloOptions,
  type MonteCarloRun,
  monteCarlo,
  type SamplerMode,
} from './attack/woundChain/monteCarlo.js';
export { unknownPlanFeature } from './attack/woundChain/planSupport.js';
export { type SampleOptions, sampleAttack } from './attack/woundChain/sample.js';
// The cost estimate and its limits (docs/errors.md)
export { estimateCost } from './cost/estimate.js';
export { COST_LIMITS, type Cost, type CostPart, fits } from './cost/model.js';
// Dice notation, the distributions' limits, the domain's shared types, errors (docs/dice.md,
// docs/dist.md, docs/architecture.md)
export { DICE_LIMITS, type DiceExpression, rollDice } from './dice/index.js';
export { MAX_SUPPORT, MAX_WORK } from './dist/index.js';
export type { Allocation, DiceInput, Reroll } from './domain/types.js';
export { DiceNotationError } from './errors.js';
// A ruleset of your own: its definition and parts, the run options' schemas, the scenario's
// limits (docs/custom-ruleset.md, docs/architecture.md, docs/scenario-format.md)
export { MethodSchema, SamplesSchema, SeedSchema } from './format/fields.js';
export { SCENARIO_LIMITS } from './format/limits.js';
export {
  type AddIssue,
  type CompiledScenario,
  type CostHints,
  defineRuleset,
  type InputWith,
  type IssuePathStep,
  type OwnRun,
  type PlanRun,
  type ReferenceWeaponProfile,
  type RuleModule,
  type RuleModules,
  type RulesetAcrossSaves,
  type RulesetAnalytics,
  type RulesetDefinition,
  type RulesetDurability,
  type RulesetInputs,
  type RulesetScenario,
  type RulesetSchemaPart,
  type RulesetVolleys,
  type RunProgress,
  type ScenarioObjectSchema,
  type SchemaIssue,
  type SchemaLike,
  type SweepCharacteristic,
  type SweepField,
  type TurnSeries,
} from './format/ruleset.js';
export type { RunOptions } from './format/types.js';
// A volley from any state of its target: what the shooting phase is planned on (docs/volley.md)
export {
  type StateOutcome,
  stateKey,
  type TargetState,
  type Volley,
  type WoundedModel,
} from './format/volley.js';
// Geometry: blast markers, formations, scatter (docs/rules/blast.md, docs/rules/barrage.md)
export {
  type BlastPlan,
  bestAim,
  bestPoint,
  type ClusterHits,
  type ClusterOptions,
  clusterHits,
  type Formation,
  formationFromPositions,
  MarkerRoller,
  type ModelPosition,
  markerHits,
  type RanksAndFilesOptions,
  RingSweep,
  ranksAndFiles,
  rerollThreshold,
  SCATTER_HIT_FACES,
  scatterDistance,
} from './geometry/index.js';
// Everything the main entry exports (src/index.ts). The rest names its modules, as the main
// entry does; in CommonJS each name is read from core.cjs (tsup.config.ts), so that every entry
// shares one copy of each class (test/entries.test.ts holds each name to the core's value).
export * from './index.js';
export { MAX_SAMPLING_WORK, samplingWork } from './plan/sampleLimits.js';

// Random numbers and the samplers' chunks (docs/random.md, docs/monte-carlo.md)
export { DiceStream, pcg32, type Seed, uniformInt } from './random/index.js';

// Rule pieces every d6 ruleset reads (docs/attack-plan.md, docs/rules/reroll.md)
export {
  type CriticalRerollPolicy,
  type CriticalTest,
  criticalTest,
} from './rules/criticalTest.js';
export {
  type D6Source,
  type D6Test,
  d6Test,
  passChance,
  passes,
  type RerollPolicy,
  rerolls,
  rollTest,
  testFaces,
  testTable,
} from './rules/d6Test.js';
export type { SuccessiveTest } from './rules/successiveTest.js';

// Age of Sigmar 4th edition (docs/aos4.md, docs/custom-ruleset.md)
export type { Aos4AttackerInput, Aos4TargetInput } from './rulesets/aos4/input.js';
export { type Aos4Draft, type Aos4Rule, defineAos4Rule } from './rulesets/aos4/rules/Aos4Draft.js';
export type { Aos4Scenario } from './rulesets/aos4/types.js';

// The rulesets' registry (docs/custom-ruleset.md, docs/architecture.md)
export { BUILT_IN_RULESETS, type RegisteredRulesets, registerRuleset } from './rulesets/index.js';

// Kill Team (2024): the fight, solved as a two-player game (docs/killteam/fight.md)
export {
  fightAdvice,
  fightAdviceOf,
  type KtFightAdvice,
  type KtFightFirstChoice,
  type KtFightOutcome,
  type KtFightPolicyRow,
} from './rulesets/killteam/fight/advice.js';
export { evaluateKtFight } from './rulesets/killteam/fight/evaluate.js';
export type { KtFighterInput, KtFightScenarioInput } from './rulesets/killteam/fight/input.js';
export type { KtFightResults } from './rulesets/killteam/fight/results.js';
export type { KtFighter, KtFightScenario } from './rulesets/killteam/fight/types.js';
// MESBG: the shoot phase, the Fight's engines, the Duel alone, Might (docs/mesbg.md)
export { evaluateMesbg } from './rulesets/mesbg/evaluate.js';
export { compileFight, type FightPlan } from './rulesets/mesbg/fight/compile.js';
export {
  type DuelInput,
  type DuelModelInput,
  type DuelResult,
  type DuelSideInput,
  evaluateDuel,
} from './rulesets/mesbg/fight/duelAlone.js';
export { exactFight } from './rulesets/mesbg/fight/exact.js';
export { type MightAdvice, mightAdvice } from './rulesets/mesbg/fight/mightAdvice.js';
export type { FightsResult } from './rulesets/mesbg/fight/overFights.js';
export {
  type FightSampleOptions,
  fightSamplingWork,
  sampleFight,
} from './rulesets/mesbg/fight/sample.js';
export type { MesbgFightScenario } from './rulesets/mesbg/fight/types.js';
export type { MesbgAttackerInput, MesbgTargetInput } from './rulesets/mesbg/input.js';
export type { MesbgScenario } from './rulesets/mesbg/types.js';

// Scrollhammer: its compile step, evaluation, charts and inputs (docs/rules/README.md,
// docs/monte-carlo.md)
export { CANNOT, toHitChart, toWoundChart } from './rulesets/scrollhammer/charts.js';
export {
  type AttackerInput,
  type AttackerPlan,
  type AttackInput,
  type AttackPlan,
  attackerOdds,
  type BackfirePlan,
  compileAttack,
  compileScrollhammer,
  shotDraft,
  type TargetGroupInput,
  type TargetInput,
  type WoundPlan,
  woundOutcome,
} from './rulesets/scrollhammer/compile.js';
export {
  evaluateScrollhammer,
  type ScrollhammerEvaluation,
  type ScrollhammerRunOptions,
} from './rulesets/scrollhammer/evaluate.js';
export type {
  ScrollhammerAttackerInput,
  ScrollhammerTargetInput,
} from './rulesets/scrollhammer/input.js';

// Scrollhammer's rules, one module each (docs/rules/), their lists, the validated scenario
export { absorbHealth, absorbMagicka } from './rulesets/scrollhammer/rules/absorb.js';
export { autohit } from './rulesets/scrollhammer/rules/autohit.js';
export {
  backfire,
  firerFeelNoPainTest,
  firerSaveTest,
} from './rulesets/scrollhammer/rules/backfire.js';
export { barrage } from './rulesets/scrollhammer/rules/barrage.js';
export { blast, largeBlast, scatterSubtract } from './rulesets/scrollhammer/rules/blast.js';
export { blind } from './rulesets/scrollhammer/rules/blind.js';
export { chameleon } from './rulesets/scrollhammer/rules/chameleon.js';
export { bestCover, interveningModels } from './rulesets/scrollhammer/rules/cover.js';
export { criticalStrike } from './rulesets/scrollhammer/rules/criticalStrike.js';
export { dragonborn, eternalWarrior } from './rulesets/scrollhammer/rules/eternalWarrior.js';
export { ethereal, magical } from './rulesets/scrollhammer/rules/ethereal.js';
export { feelNoPain, feelNoPainTest } from './rulesets/scrollhammer/rules/feelNoPain.js';
export { fleshbane } from './rulesets/scrollhammer/rules/fleshbane.js';
export { frenzy } from './rulesets/scrollhammer/rules/frenzy.js';
export { furiousCharge } from './rulesets/scrollhammer/rules/furiousCharge.js';
export { goneToGround } from './rulesets/scrollhammer/rules/goneToGround.js';
export { toHitTest } from './rulesets/scrollhammer/rules/hit.js';
export { causesInstantDeath } from './rulesets/scrollhammer/rules/instantDeath.js';
export { majorityToughness } from './rulesets/scrollhammer/rules/majorityToughness.js';
export { rerollHits, rerollWounds } from './rulesets/scrollhammer/rules/reroll.js';
export { saveTest } from './rulesets/scrollhammer/rules/save.js';
export { toWoundTest } from './rulesets/scrollhammer/rules/wound.js';
export { attackerRules, parameterisedRules, targetRules } from './rulesets/scrollhammer/rules.js';
export type { ScrollhammerScenario } from './rulesets/scrollhammer/types.js';

// Warhammer 40,000 10th edition (docs/wh40k-10e.md, docs/architecture.md)
export { compileWh40k } from './rulesets/wh40k-10e/compile.js';
export { chooseWh40kWeapons } from './rulesets/wh40k-10e/evaluate.js';
export type { Wh40kInputs } from './rulesets/wh40k-10e/ruleset.js';
export type { Wh40kScenario } from './rulesets/wh40k-10e/types.js';

// The pipeline: a kept scenario's evaluation, the JSON Schema, a Monte Carlo result's standard
// errors (docs/architecture.md, docs/playground.md, docs/scenario-format.md)
export { evaluateParsed } from './scenario/evaluate.js';
export { scenarioJsonSchema } from './scenario/jsonSchema.js';
export type { SamplingError } from './scenario/result.js';
export {
  SCROLLHAMMER_ATTACKER_RULES,
  SCROLLHAMMER_TARGET_RULES,
  WH40K_WEAPON_RULES,
} from './scenario/schema.js';

// Statistics: testing a sampler (docs/random.md)
export { type ChiSquareResult, chiSquarePValue, chiSquareTest } from './stats/index.js';

// Tables: probabilities outside an attack (docs/tables.md)
export {
  type DeepStrikeMishapOdds,
  deepStrikeMishap,
  fleetOfFoot,
  initiativeTest,
  leadershipTest,
  marchingDifficultTerrain,
  moraleTest,
  type NoRetreatOptions,
  noRetreatWounds,
} from './tables/index.js';
