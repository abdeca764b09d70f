// Re-exports only: every export is documented where it is defined. List-building analytics:
// compare, matchup matrices, sweeps, multiple turns (docs/analytics.md).

export {
  type CarryStates,
  carryStates,
  rulesCarry,
  sequentialCarry,
  type TurnWounds,
} from '../allocation/carry.js';
export {
  ANALYSIS_LIMITS,
  type Analysis,
  type AnalysisInput,
  AnalysisSchema,
  type MesbgAnalysis,
  type MesbgProfile,
  type MesbgTargetEntry,
  PointsSchema,
  type Profile,
  parseAnalysis,
  type ScrollhammerAnalysis,
  type ScrollhammerProfile,
  type ScrollhammerTargetEntry,
  type TargetEntry,
} from '../scenario/analysisSchema.js';
export {
  type AcrossSaves,
  type AcrossSavesOptions,
  acrossSaves,
  acrossSavesChart,
  SAVES,
  type SaveCell,
  saveLabel,
} from './acrossSaves.js';
export { analysisJsonSchema } from './analysisJsonSchema.js';
export {
  type BestDamageReroll,
  bestDamageReroll,
  type DamageRerollChoice,
} from './bestDamageReroll.js';
export {
  Comparison,
  type ComparisonJSON,
  type Crossover,
  compare,
  type Margin,
  type PointsRanking,
} from './compare.js';
export {
  type AttacksNeeded,
  type DurabilityOptions,
  type DurabilityResult,
  durability,
  durabilityChart,
  REFERENCE_WEAPONS,
  type ReferenceWeapon,
  referenceThreat,
  type Threat,
  type ThreatDurability,
} from './durability.js';
export {
  compareFights,
  type FightCharacteristic,
  type FightSummary,
  fightSummary,
  sweepFight,
} from './fight.js';
export { Matrix, type MatrixJSON, matchupMatrix } from './matrix.js';
export {
  METRICS,
  type Metric,
  metricInfo,
  metricValue,
  parseMetric,
} from './metrics.js';
export {
  overTurns,
  TurnsAnalysis,
  type TurnsAnalysisJSON,
  type TurnsOptions,
  type TurnsSeries,
} from './overTurns.js';
export {
  checkCellsCost,
  PairError,
  type SelectOptions,
  scenarioFor,
  selectAnalysis,
} from './pairs.js';
export {
  AttackSummary,
  type AttackSummaryJSON,
  summarizePair,
  targetModels,
} from './summary.js';
export {
  compareChart,
  type HeatmapOptions,
  type LineChartData,
  renderHeatmap,
  renderLineChart,
  sweepChart,
  turnsChart,
} from './svg.js';
export {
  type CharacteristicInfo,
  parseCharacteristic,
  SWEEP_CHARACTERISTICS,
  Sweep,
  type SweepCharacteristic,
  type SweepJSON,
  type SweepOptions,
  type SweepSeries,
  sweep,
  sweepLabel,
  withCharacteristic,
} from './sweep.js';
export {
  attackTurns,
  checkTurns,
  MAX_TURNS,
  MAX_TURNS_WORK,
  scenarioTurns,
  type TurnResults,
} from './turns.js';
