// The main entry's namespaces, re-exports only: every export is documented where it is defined.

/**
 * Scrollhammer's built-in rule modules, one per rulebook rule (`scrollhammerRules.fleshbane`),
 * for code that builds attacks from modules; scenarios name them (`"fleshbane"`) instead.
 */
export * as scrollhammerRules from './rulesets/scrollhammer/rules/index.js';
/** Tables outside an attack: Leadership, Deep Strike mishaps, Fleet of Foot, No Retreat. */
export * as tables from './tables/index.js';
