/**
 * Scrollhammer's rule names: one list per place a rule can be written. Add a rule by adding
 * its name here (and, if it takes parameters, its parameter entries to RULE_PARAMETERS of
 * `schema.ts`); the schema, the input types, the JSON Schema, the did-you-mean suggestions
 * and the docs table follow. A module of its own, without valibot, so the input types read
 * the names without the schema.
 *
 * @module
 */

/**
 * The special rules an attacker group may have (Scrollhammer), in kebab-case after the
 * rulebook's names.
 *
 * @example
 * ```ts
 * SCROLLHAMMER_ATTACKER_RULES.includes('critical-strike'); // true
 * ```
 */
export const SCROLLHAMMER_ATTACKER_RULES = [
  'critical-strike',
  'blind',
  'autohit',
  'fleshbane',
  'magical',
  'blast',
  'large-blast',
  'barrage',
  'backfire',
  'absorb-health',
  'absorb-magicka',
  'furious-charge',
  'frenzy',
] as const;

/**
 * The special rules a target group may have (Scrollhammer). `feel-no-pain` is the rule form
 * of the `feelNoPain` field: `"feel-no-pain"` is 5+, `{ "rule": "feel-no-pain", "on": 6 }`
 * is 6+; the parsed scenario carries it in `feelNoPain` only.
 *
 * @example
 * ```ts
 * SCROLLHAMMER_TARGET_RULES.includes('eternal-warrior'); // true
 * ```
 */
export const SCROLLHAMMER_TARGET_RULES = [
  'eternal-warrior',
  'dragonborn',
  'ethereal',
  'feel-no-pain',
  'chameleon',
] as const;

/**
 * A rule name of {@link SCROLLHAMMER_ATTACKER_RULES}.
 *
 * @example
 * ```ts
 * const rule: ScrollhammerAttackerRule = 'fleshbane';
 * ```
 */
export type ScrollhammerAttackerRule = (typeof SCROLLHAMMER_ATTACKER_RULES)[number];
/**
 * A rule name of {@link SCROLLHAMMER_TARGET_RULES}.
 *
 * @example
 * ```ts
 * const rule: ScrollhammerTargetRule = 'eternal-warrior';
 * ```
 */
export type ScrollhammerTargetRule = (typeof SCROLLHAMMER_TARGET_RULES)[number];
