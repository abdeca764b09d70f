// Re-exports only: every export is documented where it is defined. Everything the engines
// have, in one internal module (not a package entry): the CommonJS builds of the main entry
// (src/index.ts, what a user needs) and of `mathhammer/engine` (src/engine.ts, the documented
// parts) read each of their names from it, and `mathhammer/node`'s workers read it, so that
// every entry shares one copy of each class.

// Allocation of unsaved wounds to models
export {
  type ClassMachine,
  classMachine,
  classMachineSize,
  MAX_CLASS_STATES,
} from './allocation/ClassMachine.js';
export { type CoverTable, coverSolver, coverTable } from './allocation/maxSlain.js';
export {
  MAX_UNIT_STATES,
  type UnitMachine,
  unitMachine,
  unitMachineSize,
} from './allocation/UnitMachine.js';
export { fightsUntilSlain } from './analytics/fight.js';
// List-building analytics: compare, matrices, sweeps, multiple turns (docs/analytics.md)
export * from './analytics/index.js';
// The army's shooting phase planned (docs/army-turn.md)
export * from './armyTurn/index.js';
// The general attack plan of any d6 game, its two engines and custom rules (docs/attack-plan.md, docs/custom-ruleset.md)
export * from './attack/index.js';
export {
  checkExact,
  type EngineFamily,
  engineFamily,
  exact,
  exactWork,
  loweredPlan,
  type PlanResults,
  planSamplingWork,
  type RunPreference,
  type SampleRunOptions,
  sample,
} from './attack/run.js';
export {
  backfireChance,
  exactAttack,
  MAX_EXACT_WORK,
  type ScrollhammerResults,
} from './attack/woundChain/exact.js';
export {
  checkExactSize,
  type ExactSize,
  exactSize,
} from './attack/woundChain/exactSize.js';
export {
  CHUNK_SAMPLES,
  checkMonteCarloOptions,
  chooseMode,
  chunkCount,
  type MonteCarloOptions,
  type MonteCarloRun,
  monteCarlo,
  type SamplerMode,
  sampleChunks,
  samplerMachine,
} from './attack/woundChain/monteCarlo.js';
export { unknownPlanFeature } from './attack/woundChain/planSupport.js';
export { type SampleOptions, sampleAttack } from './attack/woundChain/sample.js';
export { countsSupport } from './attack/woundChain/sampleCounts.js';
export { outcomeSupport } from './attack/woundChain/sampleOutcome.js';
export { addTally, finishTally, type Tally } from './attack/woundChain/tally.js';
export {
  allocationCost,
  checkCompiledCost,
  checkCost,
  compiledCost,
  compiledSamplesThatFit,
  estimateCost,
  generalCost,
  interceptCost,
  planCost,
  samplesThatFit,
  woundChainCost,
} from './cost/estimate.js';
export {
  COST_CONSTANTS,
  COST_LIMITS,
  type Cost,
  type CostPart,
  describeCost,
  fits,
  formatCost,
  part,
  sumCosts,
} from './cost/model.js';
// Dice notation, random numbers, statistics
export * from './dice/index.js';
// Exact distributions
export {
  bernoulli,
  binomial,
  cap,
  compound,
  constant,
  convolve,
  Dist,
  d3,
  d6,
  die,
  frequencies,
  fromWeights,
  MAX_SUPPORT,
  MAX_WORK,
  map,
  mixture,
  sumOf,
  thin,
} from './dist/index.js';
// Errors
export * from './errors.js';
export { MethodSchema, SamplesSchema, SeedSchema } from './format/fields.js';
export { SCENARIO_LIMITS } from './format/limits.js';
// The ruleset contract and the registry (docs/architecture.md, "The ruleset contract")
export {
  type AddIssue,
  type AnyRuleset,
  type AttackScenario,
  type CompiledScenario,
  type CostHints,
  compactScenario,
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
  type SweepField,
  setField,
  type TurnSeries,
} from './format/ruleset.js';
export { type NamedSchemaPart, scenarioSchemaOf } from './format/schema.js';
export { parseTypedInput } from './format/typedInput.js';
export {
  type StateOutcome,
  stateKey,
  type TargetState,
  type Volley,
  type WoundedModel,
} from './format/volley.js';
// Blast geometry, custom rules by name, tables outside an attack
export * from './geometry/index.js';
// The main entry's namespaces and the report functions
export * from './namespaces.js';
export { checkSampleCount, MAX_SAMPLING_WORK, samplingWork } from './plan/sampleLimits.js';
export * from './random/index.js';
export { chart, type ReportOptions, report } from './report/index.js';
export { criticalTest } from './rules/criticalTest.js';
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
// Warhammer Age of Sigmar 4th edition (docs/aos4.md)
export { aos4Draft, aos4Profiles, compileAos4 } from './rulesets/aos4/compile.js';
export { type Aos4Results, evaluateAos4 } from './rulesets/aos4/evaluate.js';
export type {
  Aos4AbilityInput,
  Aos4AttackerInput,
  Aos4ScenarioInput,
  Aos4TargetInput,
} from './rulesets/aos4/input.js';
export { type Aos4Draft, type Aos4Rule, defineAos4Rule } from './rulesets/aos4/rules/Aos4Draft.js';
export { rollModifier, rollNeed, saveNeed as aos4SaveNeed } from './rulesets/aos4/rules/rolls.js';
export { aos4RuleOf, aos4RulesOf } from './rulesets/aos4/rules.js';
export { AOS4_ABILITIES } from './rulesets/aos4/schema.js';
export { abilityTitle, summarizeAos4 } from './rulesets/aos4/summarize.js';
export { aos4Turns } from './rulesets/aos4/turns.js';
export type {
  Aos4Ability,
  Aos4Attacker,
  Aos4Reroll,
  Aos4Scenario,
  Aos4Target,
} from './rulesets/aos4/types.js';
export {
  BUILT_IN_RULESETS,
  type RegisteredRulesets,
  RULESET_TITLES,
  registeredRulesets,
  registerRuleset,
  rulesetNamed,
  rulesetTitle,
} from './rulesets/index.js';
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
// MESBG
export * from './rulesets/mesbg/evaluate.js';
// MESBG: the Fight phase (docs/mesbg.md, "The Fight phase")
export {
  compileFight,
  type FightPlan,
  type FightSidePlan,
} from './rulesets/mesbg/fight/compile.js';
export {
  type DuelInput,
  type DuelMight,
  type DuelModelInput,
  type DuelResult,
  type DuelSideInput,
  evaluateDuel,
} from './rulesets/mesbg/fight/duelAlone.js';
export { evaluateFight } from './rulesets/mesbg/fight/evaluate.js';
export { exactFight } from './rulesets/mesbg/fight/exact.js';
export type { MesbgFightScenarioInput } from './rulesets/mesbg/fight/input.js';
export {
  type DuelSpendTable,
  type MightAdvice,
  mightAdvice,
} from './rulesets/mesbg/fight/mightAdvice.js';
export type { FightsResult } from './rulesets/mesbg/fight/overFights.js';
export type { MesbgFightResults } from './rulesets/mesbg/fight/results.js';
export {
  addFightTallies,
  checkFightSamples,
  type FightSampleOptions,
  type FightTallies,
  fightSamplingWork,
  fightTalliesResults,
  sampleFight,
  sampleFightChunks,
} from './rulesets/mesbg/fight/sample.js';
export { FIGHT_MODEL_DEFAULTS } from './rulesets/mesbg/fight/types.js';
export type * from './rulesets/mesbg/input.js';
export { type MesbgInputs, mesbg } from './rulesets/mesbg/ruleset.js';
// Scrollhammer
export { CANNOT, toHitChart, toWoundChart } from './rulesets/scrollhammer/charts.js';
// Scenarios and results
export {
  checkScrollhammerInput,
  withCustomRules,
} from './rulesets/scrollhammer/checkInput.js';
export type { BackfirePlan } from './rulesets/scrollhammer/compile.js';
export {
  type AttackerInput,
  type AttackerPlan,
  type AttackInput,
  type AttackPlan,
  attackerOdds,
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
export type * from './rulesets/scrollhammer/input.js';
export {
  absorbHealth,
  absorbHealthTest,
  absorbMagicka,
  absorbMagickaTest,
} from './rulesets/scrollhammer/rules/absorb.js';
// Rule modules (Scrollhammer), the D6 test primitive both engines read
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
export {
  bestCover,
  INTERVENING_MODELS_COVER,
  interveningModels,
} from './rulesets/scrollhammer/rules/cover.js';
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
export { defineRule, type Rule, type ShotDraft } from './rulesets/scrollhammer/rules/ShotDraft.js';
export { saveTest } from './rulesets/scrollhammer/rules/save.js';
export { toWoundTest } from './rulesets/scrollhammer/rules/wound.js';
export {
  attackerRules,
  parameterisedRules,
  type RuleLike,
  type RuleWithRequiredParameters,
  resolveRule,
  targetRules,
} from './rulesets/scrollhammer/rules.js';
export { type ScrollhammerInputs, scrollhammer } from './rulesets/scrollhammer/ruleset.js';
// Warhammer 40,000 10th edition (docs/wh40k-10e.md)
export { woundNeed } from './rulesets/wh40k-10e/charts.js';
export { baseDraft, compileWh40k, profileOf } from './rulesets/wh40k-10e/compile.js';
export {
  chooseWh40kWeapons,
  evaluateWh40k,
  type Wh40kResults,
  type Wh40kUnitResults,
} from './rulesets/wh40k-10e/evaluate.js';
export type {
  Wh40kAttackerInput,
  Wh40kScenarioInput,
  Wh40kTargetInput,
  Wh40kWeaponRuleInput,
} from './rulesets/wh40k-10e/input.js';
export {
  defineWh40kRule,
  type WeaponDraft,
  type Wh40kRerollPolicy,
  type Wh40kRule,
} from './rulesets/wh40k-10e/rules/WeaponDraft.js';
export { wh40kRuleOf } from './rulesets/wh40k-10e/rules.js';
export { type Wh40kInputs, wh40k10e } from './rulesets/wh40k-10e/ruleset.js';
export { summarizeWh40k } from './rulesets/wh40k-10e/summarize.js';
export { type CustomRules, checkCustomRules } from './scenario/customRules.js';
export type { EvaluateOptions } from './scenario/evaluate.js';
export {
  compileScenario,
  evaluate,
  evaluateJson,
  evaluateParsed,
  resultOf,
} from './scenario/evaluate.js';
export { scenarioJsonSchema } from './scenario/jsonSchema.js';
export * from './scenario/result.js';
export type {
  ResultsOf,
  RulesetName,
  RulesetTypes,
  ScenarioInput,
  ScenarioOf,
} from './scenario/rulesets.js';
export {
  SCROLLHAMMER_ATTACKER_RULES,
  SCROLLHAMMER_TARGET_RULES,
  ScenarioSchema,
  type ScrollhammerAttackerRule,
  ScrollhammerFormationSchema,
  type ScrollhammerTargetRule,
  scenarioSchemaWithRules,
  WH40K_WEAPON_RULES,
  type Wh40kWeaponRule,
} from './scenario/schema.js';
export { summarizeScenario } from './scenario/summarize.js';
export type * from './scenario/types.js';
export type { ParseOptions } from './scenario/validate.js';
export { parseScenario } from './scenario/validate.js';
export * from './stats/index.js';
export * from './tables/index.js';
export { terminalSafe, xmlSafe } from './text/safe.js';
