/**
 * A rule module in any ruleset: a named, cited change to that ruleset's draft of one attack
 * (Scrollhammer's `ShotDraft`, a Warhammer 40,000 weapon's draft, a general attack profile).
 * Each ruleset names its own rule type after it and exports a `define...` builder typed to its
 * draft, so a custom rule's `apply` is checked against the fields it edits.
 *
 * @module
 */

/**
 * A named, cited change to a draft of type `D`. Rules apply in the order listed; `apply` must
 * return a changed copy and never mutate its argument.
 *
 * @example
 * ```ts
 * const plusOne: RuleOf<{ readonly strength: number }> = {
 *   name: 'plus-one', citation: 'house rule', apply: (d) => ({ ...d, strength: d.strength + 1 }),
 * };
 * ```
 */
export interface RuleOf<D> {
  /** The kebab-case name used in scenario files, e.g. `critical-strike`. */
  readonly name: string;
  /** The rulebook file and heading (or the spec) the rule comes from. */
  readonly citation: string;
  /** Returns the draft with the rule applied. Must not mutate its argument. */
  readonly apply: (draft: D) => D;
}

/**
 * Freeze a rule of draft type `D`: the builder every ruleset's `define...Rule` calls.
 *
 * @example
 * ```ts
 * const rule = freezeRule<{ readonly ap: number }>({ name: 'rending', citation: 'my codex', apply: (d) => ({ ...d, ap: d.ap + 1 }) });
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function freezeRule<D>(rule: RuleOf<D>): RuleOf<D> {
  return Object.freeze({ ...rule });
}
