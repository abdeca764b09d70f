// Re-exports only: every export is documented where it is defined.
export { checkPlan } from '../plan/check.js';
export { usesIntercepts } from '../plan/checkIntercepts.js';
export type {
  AttackProfile,
  Bystander,
  CriticalHitTrigger,
  CriticalRerollPolicy,
  CriticalTest,
  CriticalWoundTrigger,
  DamageStep,
  GeneralPlan,
  GroupDefence,
  Intercept,
  InterceptFields,
  MarkerHits,
  ResourceGain,
  SelfWounds,
  Stray,
  SuccessiveTest,
  TargetGroup,
} from '../plan/plan.js';
export {
  applyProfileRules,
  defineProfileRule,
  type EvaluatePlanOptions,
  evaluatePlan,
  PlanResult,
  type ProfileRule,
} from './evaluate.js';
export {
  exactPlan,
  exactPlanSize,
  type GeneralResults,
  MAX_PLAN_STATES,
  MAX_PLAN_WORK,
} from './exact.js';
export {
  countsToResults,
  type PlanCounts,
  type SamplePlanOptions,
  samplePlan,
  samplePlanChunks,
  samplePlanCounts,
} from './sample.js';
export { planCountsSupport } from './sampleCounts.js';
export { prepareVolley } from './volley.js';
export { woundChainPlan, woundChainProblem } from './woundChain/plan.js';
