/**
 * One line a player can read for a scenario, as they would say it at the table.
 *
 * @module
 */

import { registeredRulesets, rulesetNamed } from '../rulesets/index.js';
import type { ScenarioInput } from './rulesets.js';
import type { Scenario } from './types.js';
import { parseScenario } from './validate.js';

/**
 * A one-line, player-readable summary of a scenario (validated, or as written: it is then
 * validated first, throwing a `ScenarioError` when it is not valid): the attackers (count, name,
 * To Hit, shots, Strength, AP, rules, re-rolls), then the target (count, name, Toughness or
 * Defence, Wounds, saves as `4+` armour / `6++` ward, Feel No Pain, rules, cover). Attacker
 * groups are joined with `+`.
 *
 * @example
 * ```ts
 * summarizeScenario(parseScenario({
 *   ruleset: 'scrollhammer',
 *   attackers: [{ name: 'Bowmen', models: 10, bs: 3, strength: 4, ap: 1, rules: ['critical-strike'] }],
 *   target: { name: 'Draugr', groups: [{ models: 5, toughness: 4, wounds: 2, save: 4, ward: 6, feelNoPain: 5 }] },
 * }));
 * // '10 Bowmen BS3, S4 AP1 Critical Strike, at 5 Draugr T4 W2 4+ / 6++ FNP 5+'
 * ```
 */
export function summarizeScenario(s: Scenario | ScenarioInput<string>): string {
  try {
    return summarizeValid(s as Scenario);
  } catch (e) {
    // Not a validated scenario (defaults missing, or not a scenario at all): validate it, so
    // the caller gets the library's ScenarioError naming the field, never a TypeError. The
    // rule names are not checked here: a summary only titles them.
    if (!(e instanceof TypeError)) throw e;
    return summarizeValid(parseScenario(s, undefined, { rules: ruleNamesIn(s) }));
  }
}

/** The summary line of a validated scenario, by its ruleset; a TypeError when it is not one. */
function summarizeValid(s: Scenario): string {
  const ruleset = rulesetNamed(String(s.ruleset));
  // Not a scenario of a registered ruleset: the parse names the field.
  if (!ruleset) throw new TypeError('not a validated scenario');
  return ruleset.summarize(s as never);
}

/** Every rule name a raw scenario lists that is not a built-in one (custom rules). */
function ruleNamesIn(s: unknown): string[] {
  const builtIn: readonly string[] = registeredRulesets().flatMap((r) => r.rules);
  const names = new Set<string>();
  const lists: unknown[] = [];
  const o = s as { attackers?: unknown; target?: { groups?: unknown } } | null;
  if (Array.isArray(o?.attackers)) lists.push(...o.attackers);
  if (Array.isArray(o?.target?.groups)) lists.push(...o.target.groups);
  for (const x of lists) {
    const rules = (x as { rules?: unknown } | null)?.rules;
    if (!Array.isArray(rules)) continue;
    for (const r of rules) {
      const name = typeof r === 'string' ? r : (r as { rule?: unknown } | null)?.rule;
      if (typeof name === 'string' && /^[a-z][a-z0-9-]*$/.test(name) && !builtIn.includes(name))
        names.add(name);
    }
  }
  return [...names];
}
