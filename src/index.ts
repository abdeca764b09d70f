// Re-exports only: every export is documented where it is defined.
export * from './errors.js';
