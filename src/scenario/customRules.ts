/**
 * Custom rules in scenarios: a list-building app defines its own rule modules
 * (`defineRule`) and names them; a scenario then lists them by name next to the built-in
 * rules, and `evaluate(scenario, { rules })` hands them to the ruleset's compile step, which
 * resolves them (each ruleset reads the modules written for its draft). Names are checked like built-in
 * ones (kebab-case, unknown names get a did-you-mean over built-in and custom names alike).
 *
 * @module
 */
import { InputError, show } from '../errors.js';
import type { Rule } from '../rulesets/scrollhammer/rules/ShotDraft.js';
import type { Wh40kRule } from '../rulesets/wh40k-10e/rules/WeaponDraft.js';

/**
 * Custom rule modules by the names `C` scenarios use for them: `defineRule` modules for
 * Scrollhammer scenarios, `defineWh40kRule` modules for wh40k-10e scenarios.
 *
 * @example
 * ```ts
 * const rules: CustomRules = { 'rending-arrows': defineRule({ name: 'rending-arrows',
 *   citation: 'house rule', apply: (d) => ({ ...d, ap: d.ap + 1 }) }) };
 * ```
 */
export type CustomRules<C extends string = string> = { readonly [K in C]: Rule | Wh40kRule };

/**
 * Check the `rules` option of `evaluate`: a plain object whose values are rule modules
 * (objects with an `apply` function, as `defineRule` makes). Names are checked by the schema
 * (`scenarioSchemaWithRules`).
 *
 * @throws {InputError} naming `rules` or `rules["<name>"]`.
 * @example
 * ```ts
 * checkCustomRules({ 'my-rule': 3 }); // throws InputError: rules["my-rule"]: expected a rule module (defineRule), got 3
 * ```
 */
export function checkCustomRules(rules: unknown): CustomRules {
  if (rules === undefined) return {};
  if (typeof rules !== 'object' || rules === null || Array.isArray(rules)) {
    throw new InputError(
      `rules: expected an object of rule modules by name, { "my-rule": defineRule(...) }, got ${show(rules)}`,
      'rules',
      rules,
    );
  }
  for (const [name, rule] of Object.entries(rules)) {
    const r = rule as Partial<Rule> | null;
    if (typeof r !== 'object' || r === null || typeof r.apply !== 'function') {
      throw new InputError(
        `rules[${JSON.stringify(name)}]: expected a rule module (defineRule), got ${show(rule)}`,
        `rules[${JSON.stringify(name)}]`,
        rule,
      );
    }
  }
  return rules as CustomRules;
}
