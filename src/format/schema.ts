/**
 * The whole scenario schema around the rulesets' parts: the choice by `ruleset` between their
 * scenario objects, each ruleset's cross-field check, and the validated scenario's final form.
 * The scenario layer builds it over every registered ruleset; a ruleset's typed API builds it
 * over its own part alone, with the same messages.
 *
 * @module
 */
import * as v from 'valibot';
import { InputError, show } from '../errors.js';
import { type AnyIssue, got } from './fields.js';
import {
  type AddIssue,
  compactScenario,
  type RulesetScenario,
  type RulesetSchemaPart,
  type ScenarioObjectSchema,
} from './ruleset.js';
import { didYouMean } from './suggest.js';

/**
 * A ruleset's name and schema part, as {@link scenarioSchemaOf} joins them.
 *
 * @example
 * ```ts
 * const entry: NamedSchemaPart = { name: 'mesbg', schema: mesbg.schema };
 * ```
 */
export interface NamedSchemaPart {
  readonly name: string;
  readonly schema: RulesetSchemaPart;
}

/**
 * A ruleset's scenario object as the choice by `ruleset` reads it: the contract names it
 * {@link ScenarioObjectSchema} (no valibot type in the published declarations), so its shape
 * is checked here, where it becomes valibot's again: an object schema with a `ruleset` entry,
 * or a `variant` of them (MESBG's phases).
 *
 * @throws {InputError} naming the ruleset's `schema.scenario` and the schema's type otherwise.
 */
function scenarioObjectOf(
  name: string,
  schema: ScenarioObjectSchema,
): v.VariantOptions<'ruleset'>[number] {
  const s = schema as {
    readonly type?: unknown;
    readonly entries?: { readonly ruleset?: unknown };
  };
  if (s.type === 'variant' || s.entries?.ruleset !== undefined) {
    return schema as unknown as v.VariantOptions<'ruleset'>[number];
  }
  throw new InputError(
    `ruleset ${name}: schema.scenario() must give a valibot object schema with a "ruleset" entry (v.literal(${JSON.stringify(name)})), or a variant of them; got ${show(s.type)} schema`,
    'schema.scenario',
    s.type,
  );
}

/**
 * The scenario schema over the given rulesets (all of them, or one), with custom rule names
 * added to the rule lists of those that take them. A name that matches none of the rulesets
 * is reported with the list of names (`expected "scrollhammer" or "mesbg" ...`) and a
 * did-you-mean.
 *
 * @param rulesets - The rulesets to choose between, in the order messages list them.
 * @param all - Every ruleset's name, for the message about an unknown one. @defaultValue the
 *   names of `rulesets`
 * @param customRules - Custom rule names the scenario may list. @defaultValue none
 * @example
 * ```ts
 * v.parse(scenarioSchemaOf([{ name: 'mesbg', schema: mesbg.schema }]), json);
 * ```
 */
export function scenarioSchemaOf(
  rulesets: readonly NamedSchemaPart[],
  all: readonly string[] = rulesets.map((r) => r.name),
  customRules?: readonly string[],
): v.GenericSchema<unknown, RulesetScenario> {
  const byName = new Map(rulesets.map((r) => [r.name, r.schema]));
  const objects = rulesets.map((r) => scenarioObjectOf(r.name, r.schema.scenario(customRules)));
  return v.pipe(
    v.variant('ruleset', objects, (i: AnyIssue) => {
      for (const r of rulesets) {
        const message = r.schema.issueMessage?.(i);
        if (message !== undefined) return message;
      }
      const input = i.input;
      const expected = all.map((r) => `"${r}"`).join(' or ');
      if (input === undefined) return `missing; expected ${expected}`;
      const s = typeof input === 'string' ? didYouMean(input, all) : undefined;
      return `expected ${expected}, ${got(input)}${s ? ` (did you mean ${JSON.stringify(s)}?)` : ''}`;
    }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const s = dataset.value as RulesetScenario;
      // The contract's path steps are valibot's path items by another name (`IssuePathStep`,
      // format/ruleset.ts), which the checks build with valibot's own (`pathTo`).
      byName.get(s.ruleset)?.check?.(s, addIssue as unknown as AddIssue);
    }),
    v.transform((parsed): RulesetScenario => {
      const s = parsed as RulesetScenario;
      const finish = byName.get(s.ruleset)?.finish;
      return finish ? finish(s) : compactScenario(s);
    }),
  );
}
