// Re-exports only: every export is documented where it is defined.
export { type ChiSquareResult, chiSquarePValue, chiSquareTest } from './chiSquare.js';
