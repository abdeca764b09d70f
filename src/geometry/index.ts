// Re-exports only: every export is documented where it is defined.
export {
  aimPoint,
  type BlastPlan,
  bestAim,
  bestPoint,
  type ClusterHits,
  type ClusterOptions,
  clusterHits,
  MAX_CLUSTER_WORK,
  markerHits,
  rerolls,
  rerollThreshold,
} from './blastHits.js';
export {
  DEFAULT_BASE_MM,
  DEFAULT_GAP,
  type Formation,
  formationFromPositions,
  MM_PER_INCH,
  type ModelPosition,
  type RanksAndFilesOptions,
  ranksAndFiles,
} from './formation.js';
export { MarkerRoller } from './MarkerRoller.js';
export {
  BLAST_DIAMETER,
  LARGE_BLAST_DIAMETER,
  type MarkerTarget,
  markerTarget,
  modelsUnder,
  RingSweep,
  TOUCH,
} from './marker.js';
export { type Integral, type IntegrateOptions, integrate } from './quadrature.js';
export { SCATTER_HIT_FACES, scatterDistance, scatterHitChance } from './scatter.js';
