/**
 * The types every ruleset's validated scenario shares: its run options and how a rule is
 * written. Each ruleset's own scenario types are in its folder (`src/rulesets/<name>/types.ts`).
 *
 * @module
 */

export type { Allocation, DiceInput, Reroll, RerollSpec } from '../domain/types.js';

/**
 * A special rule as written in a scenario: a kebab-case name, or an object with `rule` and
 * its parameters.
 */
export type RuleInput = string | { readonly rule: string; readonly [param: string]: unknown };

/** @defaultValue 'exact' */
export type Method = 'exact' | 'monte-carlo';

/** Options shared by every scenario. */
export interface RunOptions {
  /** @defaultValue 'exact' */
  readonly method: Method;
  /** Monte Carlo only. @defaultValue 100000 */
  readonly samples: number;
  /** Monte Carlo only; omitted: a fixed default seed (0), so runs stay reproducible. */
  readonly seed?: number;
}
