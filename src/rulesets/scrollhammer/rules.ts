/**
 * The Scrollhammer rules by the kebab-case names scenario files use, and the step that turns
 * a name (or `{ rule, ...params }`, or a custom rule's name) into a rule module.
 *
 * @module
 */
import { InputError, show } from '../../errors.js';
import type { RuleInput } from '../../format/types.js';
import type { ScrollhammerAttackerRule, ScrollhammerTargetRule } from './ruleNames.js';
import { absorbHealth, absorbMagicka } from './rules/absorb.js';
import { autohit } from './rules/autohit.js';
import { backfire } from './rules/backfire.js';
import { barrage } from './rules/barrage.js';
import { blast, largeBlast } from './rules/blast.js';
import { blind } from './rules/blind.js';
import { chameleon } from './rules/chameleon.js';
import { criticalStrike } from './rules/criticalStrike.js';
import { dragonborn, eternalWarrior } from './rules/eternalWarrior.js';
import { ethereal, magical } from './rules/ethereal.js';
import { feelNoPain } from './rules/feelNoPain.js';
import { fleshbane } from './rules/fleshbane.js';
import { frenzy } from './rules/frenzy.js';
import { furiousCharge } from './rules/furiousCharge.js';
import type { Rule } from './rules/ShotDraft.js';

/**
 * The rules that cannot be written by name alone: their parameters have no default
 * (`{ "rule": "absorb-health", "on": 4 }`). See {@link parameterisedRules}.
 */
export type RuleWithRequiredParameters = 'absorb-health' | 'absorb-magicka';

/**
 * Rules of an attacking model or weapon, by name. Typed by the schema's list of names, so the
 * two cannot differ (the rules that need parameters are made by {@link parameterisedRules}).
 *
 * @example
 * ```ts
 * attackerRules['critical-strike'] === criticalStrike; // true
 * attackerRules.barrage.apply(draft).barrage;          // 'direct' (the default)
 * ```
 */
export const attackerRules: Readonly<
  Record<Exclude<ScrollhammerAttackerRule, RuleWithRequiredParameters>, Rule>
> = Object.freeze({
  'critical-strike': criticalStrike,
  blind,
  autohit,
  fleshbane,
  magical,
  blast,
  'large-blast': largeBlast,
  barrage: barrage(false),
  backfire,
  'furious-charge': furiousCharge,
  frenzy,
});

/**
 * Rules of a target model, by name (typed by the schema's list). `feel-no-pain` may also be
 * written `{ "rule": "feel-no-pain", "on": 6 }` (the same as the group's `feelNoPain` field).
 *
 * @example
 * ```ts
 * Object.keys(targetRules); // ['eternal-warrior', 'dragonborn', 'ethereal', 'feel-no-pain', 'chameleon']
 * ```
 */
export const targetRules: Readonly<Record<ScrollhammerTargetRule, Rule>> = Object.freeze({
  'eternal-warrior': eternalWarrior,
  dragonborn,
  ethereal,
  'feel-no-pain': feelNoPain(5),
  chameleon,
});

/** A rule with parameters: where it may be written, its parameters, and how it is made. */
interface RuleFactory {
  readonly side: 'attacker' | 'target';
  readonly parameters: readonly string[];
  readonly make: (params: Readonly<Record<string, unknown>>, field: string) => Rule;
}

function wholeParameter(value: unknown, min: number, max: number, field: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new InputError(
      `${field}: expected a whole number ${min}..${max}, got ${show(value)}`,
      field,
      value,
    );
  }
  return value;
}

/**
 * The rules that take parameters, by name, with the function that makes the rule module from
 * them (checking each, {@link InputError} naming the field): `feel-no-pain` (`on`, default
 * 5), `absorb-health` (`on`), `absorb-magicka` (`dice`, `on`), `barrage` (`indirect`,
 * default false).
 *
 * @example
 * ```ts
 * parameterisedRules['absorb-magicka'].make({ dice: 2, on: 5 }, 'attackers[0].rules[0]');
 * ```
 */
export const parameterisedRules: Readonly<Record<string, RuleFactory>> = Object.freeze({
  'feel-no-pain': {
    side: 'target',
    parameters: ['on'],
    make: (p, field) => feelNoPain(wholeParameter(p.on ?? 5, 2, 6, `${field}.on`)),
  },
  'absorb-health': {
    side: 'attacker',
    parameters: ['on'],
    make: (p, field) => absorbHealth(wholeParameter(p.on, 2, 6, `${field}.on`)),
  },
  'absorb-magicka': {
    side: 'attacker',
    parameters: ['dice', 'on'],
    make: (p, field) =>
      absorbMagicka(
        wholeParameter(p.dice, 1, 10, `${field}.dice`),
        wholeParameter(p.on, 2, 6, `${field}.on`),
      ),
  },
  barrage: {
    side: 'attacker',
    parameters: ['indirect'],
    make: (p, field) => {
      const indirect = p.indirect ?? false;
      if (typeof indirect !== 'boolean') {
        throw new InputError(
          `${field}.indirect: expected true or false, got ${show(indirect)}`,
          `${field}.indirect`,
          indirect,
        );
      }
      return barrage(indirect);
    },
  },
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
 * Resolve a rule name, parameterised rule, custom rule name or module to a module. The side
 * (attacker or target) is the table's: {@link attackerRules} or {@link targetRules}.
 *
 * @param custom - Custom rules by name, allowed on either side.
 * @throws {InputError} for an unknown name, a rule of the other side, or a bad parameter,
 *   naming `field`.
 * @example
 * ```ts
 * resolveRule('blind', attackerRules, 'attackers[0].rules[0]') === blind; // true
 * resolveRule({ rule: 'feel-no-pain', on: 6 }, targetRules, 'target.groups[0].rules[0]');
 * resolveRule('rending-arrows', attackerRules, 'attackers[0].rules[1]', { 'rending-arrows': myRule });
 * ```
 */
export function resolveRule(
  r: RuleLike,
  table: Readonly<Record<string, Rule>>,
  field: string,
  custom: Readonly<Record<string, Rule>> = {},
): Rule {
  if (isRule(r)) return r;
  const name = typeof r === 'string' ? r : r.rule;
  const side = table === targetRules ? 'target' : 'attacker';
  const factory = Object.hasOwn(parameterisedRules, name) ? parameterisedRules[name] : undefined;
  if (factory && factory.side === side) {
    const params: Readonly<Record<string, unknown>> = typeof r === 'object' ? r : {};
    for (const key of Object.keys(params)) {
      if (key !== 'rule' && !factory.parameters.includes(key)) {
        throw new InputError(
          `${field}: rule ${show(name)} takes ${factory.parameters.join(', ')}, not ${show(key)}`,
          `${field}.${key}`,
          params[key],
        );
      }
    }
    return factory.make(params, field);
  }
  const rule = Object.hasOwn(table, name)
    ? table[name]
    : Object.hasOwn(custom, name)
      ? custom[name]
      : undefined;
  if (!rule) {
    throw new InputError(
      `${field}: unknown rule ${show(name)}; known: ${[...Object.keys(table), ...Object.keys(custom)].join(', ')}`,
      field,
      name,
    );
  }
  if (typeof r === 'object' && Object.keys(r).length > 1) {
    throw new InputError(`${field}: rule ${show(name)} takes no parameters`, field, r);
  }
  return rule;
}
