// Re-exports only: every export is documented where it is defined.
export { bernoulli } from './bernoulli.js';
export { binomial } from './binomial.js';
export { cap } from './cap.js';
export { compound } from './compound.js';
export { constant } from './constant.js';
export { convolve } from './convolve.js';
export { Dist } from './Dist.js';
export { d3 } from './d3.js';
export { d6 } from './d6.js';
export { die } from './die.js';
export { frequencies } from './frequencies.js';
export { fromWeights } from './fromWeights.js';
export { convolveInto, normalizeInPlace, total } from './kernels.js';
export { MAX_SUPPORT, MAX_WORK } from './limits.js';
export { map } from './map.js';
export { mixture } from './mixture.js';
export { sumOf } from './sumOf.js';
export { thin } from './thin.js';
