// Re-exports only: every export is documented where it is defined.

export { CountsLaw } from './CountsLaw.js';
export { DiceStream } from './DiceStream.js';
export { Pcg32, pcg32 } from './Pcg32.js';
export type { RandomSource } from './RandomSource.js';
export type { Seed } from './seed.js';
export { uniformInt } from './uniformInt.js';
