/**
 * The Scrollhammer rules by the kebab-case names scenario files use, and the step that turns
 * a name (or `{ rule, ...params }`) into a rule module.
 *
 * @module
 */
import { InputError, show } from '../../errors.js';
import { autohit } from '../../rules/autohit.js';
import { blind } from '../../rules/blind.js';
import { criticalStrike } from '../../rules/criticalStrike.js';
import { dragonborn, eternalWarrior } from '../../rules/eternalWarrior.js';
import { ethereal, magical } from '../../rules/ethereal.js';
import { feelNoPain } from '../../rules/feelNoPain.js';
import { fleshbane } from '../../rules/fleshbane.js';
import type { Rule } from '../../rules/ShotDraft.js';
import type { ScrollhammerAttackerRule, ScrollhammerTargetRule } from '../../scenario/schema.js';
import type { RuleInput } from '../../scenario/types.js';

/**
 * Rules of an attacking model or weapon, by name. Typed by the schema's list of names, so the
 * two cannot differ.
 *
 * @example
 * ```ts
 * attackerRules['critical-strike'] === criticalStrike; // true
 * ```
 */
export const attackerRules: Readonly<Record<ScrollhammerAttackerRule, Rule>> = Object.freeze({
  'critical-strike': criticalStrike,
  blind,
  autohit,
  fleshbane,
  magical,
});

/**
 * Rules of a target model, by name (typed by the schema's list). `feel-no-pain` may also be written
 * `{ "rule": "feel-no-pain", "on": 6 }` (the same as the group's `feelNoPain` field).
 *
 * @example
 * ```ts
 * Object.keys(targetRules); // ['eternal-warrior', 'dragonborn', 'ethereal', 'feel-no-pain']
 * ```
 */
export const targetRules: Readonly<Record<ScrollhammerTargetRule, Rule>> = Object.freeze({
  'eternal-warrior': eternalWarrior,
  dragonborn,
  ethereal,
  'feel-no-pain': feelNoPain(5),
});

/**
 * A rule as the engine accepts it: a name from the tables above, `{ rule, ...params }`, or a
 * rule module (your own, from {@link defineRule}).
 */
export type RuleLike = RuleInput | Rule;

function isRule(r: RuleLike): r is Rule {
  return typeof r === 'object' && typeof (r as Rule).apply === 'function';
}

/**
 * Resolve a rule name, parameterised rule or module to a module.
 *
 * @throws {InputError} for an unknown name or a bad parameter, naming `field`.
 * @example
 * ```ts
 * resolveRule('blind', attackerRules, 'attackers[0].rules[0]') === blind; // true
 * resolveRule({ rule: 'feel-no-pain', on: 6 }, targetRules, 'target.groups[0].rules[0]');
 * ```
 */
export function resolveRule(
  r: RuleLike,
  table: Readonly<Record<string, Rule>>,
  field: string,
): Rule {
  if (isRule(r)) return r;
  const name = typeof r === 'string' ? r : r.rule;
  if (typeof r === 'object' && name === 'feel-no-pain' && table === targetRules) {
    const on = r.on ?? 5;
    if (!Number.isInteger(on) || (on as number) < 2 || (on as number) > 6) {
      throw new InputError(
        `${field}.on: expected a whole number 2..6, got ${show(on)}`,
        `${field}.on`,
        on,
      );
    }
    return feelNoPain(on as number);
  }
  const rule = Object.hasOwn(table, name) ? table[name] : undefined;
  if (!rule) {
    throw new InputError(
      `${field}: unknown rule ${show(name)}; known: ${Object.keys(table).join(', ')}`,
      field,
      name,
    );
  }
  if (typeof r === 'object' && Object.keys(r).length > 1) {
    throw new InputError(`${field}: rule ${show(name)} takes no parameters`, field, r);
  }
  return rule;
}
