/**
 * The weapon keywords by the kebab-case names scenario files use, and the step that turns a
 * name (or `{ rule, ...params }`, or a custom rule's name) into a rule module.
 *
 * @module
 */
import { parseDice } from '../../dice/parseDice.js';
import { InputError, show } from '../../errors.js';
import type { RuleInput } from '../../format/types.js';
import { anti } from './rules/anti.js';
import { blast } from './rules/blast.js';
import { criticalHitsOn } from './rules/criticalHitsOn.js';
import { criticalWoundsOn } from './rules/criticalWoundsOn.js';
import { damageBonus } from './rules/damageBonus.js';
import { devastatingWounds } from './rules/devastatingWounds.js';
import { fullRerolls } from './rules/fullRerolls.js';
import { heavy } from './rules/heavy.js';
import { ignoresCover } from './rules/ignoresCover.js';
import { keywordsWithoutNumbers } from './rules/keywordsWithoutNumbers.js';
import { lance } from './rules/lance.js';
import { lethalHits } from './rules/lethalHits.js';
import { melta } from './rules/melta.js';
import { mortalWoundsOnCharge } from './rules/mortalWoundsOnCharge.js';
import { mortalWoundsOnCriticalHit } from './rules/mortalWoundsOnCriticalHit.js';
import { mortalWoundsOnCriticalWound } from './rules/mortalWoundsOnCriticalWound.js';
import { precision } from './rules/precision.js';
import { rapidFire } from './rules/rapidFire.js';
import { rerollDamage } from './rules/rerollDamage.js';
import { sustainedHits } from './rules/sustainedHits.js';
import { torrent } from './rules/torrent.js';
import { twinLinked } from './rules/twinLinked.js';
import type { Wh40kRule } from './rules/WeaponDraft.js';

/**
 * The keywords written by name alone.
 *
 * @example
 * ```ts
 * wh40kNamedRules['lethal-hits'] === lethalHits; // true
 * ```
 */
export const wh40kNamedRules: Readonly<Record<string, Wh40kRule>> = Object.freeze({
  blast,
  torrent,
  heavy,
  'lethal-hits': lethalHits,
  lance,
  'twin-linked': twinLinked,
  'devastating-wounds': devastatingWounds,
  'ignores-cover': ignoresCover,
  precision,
  'full-rerolls': fullRerolls,
  // Accepted so that a keyword line pastes as it stands; each changes nothing.
  ...keywordsWithoutNumbers,
});

/**
 * The keywords with a value, by name, with the function making the module from the parsed
 * parameters (the schema has checked them).
 *
 * @example
 * ```ts
 * wh40kParameterisedRules.melta({ rule: 'melta', damage: 2 }, 'attackers[0].rules[0]');
 * ```
 */
export const wh40kParameterisedRules: Readonly<
  Record<string, (p: Readonly<Record<string, unknown>>, field: string) => Wh40kRule>
> = Object.freeze({
  'sustained-hits': (p, field) => sustainedHits(parseDice(diceParameter(p.hits), `${field}.hits`)),
  'rapid-fire': (p, field) => rapidFire(parseDice(diceParameter(p.attacks), `${field}.attacks`)),
  melta: (p) => melta(Number(p.damage)),
  anti: (p) => anti(String(p.keyword), Number(p.on)),
  'critical-hits': (p) => criticalHitsOn(Number(p.on)),
  'critical-wounds': (p) => criticalWoundsOn(Number(p.on)),
  'damage-bonus': (p) => damageBonus(Number(p.damage)),
  'reroll-damage': (p, field) => rerollDamage(rerollBelow(p.below, field)),
  'mortal-wounds-on-critical-hit': (p, field) =>
    mortalWoundsOnCriticalHit(parseDice(diceParameter(p.mortals), `${field}.mortals`)),
  'mortal-wounds-on-critical-wound': (p, field) =>
    mortalWoundsOnCriticalWound(parseDice(diceParameter(p.mortals), `${field}.mortals`)),
  'mortal-wounds-on-charge': (p, field) =>
    mortalWoundsOnCharge(
      p.roll === 'per-model',
      Number(p.on),
      parseDice(diceParameter(p.mortals), `${field}.mortals`),
    ),
});

/** A fixed `below`: `"best"` is a choice, made before the scenario is compiled (`choices.ts`). */
function rerollBelow(below: unknown, field: string): number {
  if (below === 'best') {
    throw new InputError(
      `${field}.below: "best" is chosen when the scenario is evaluated: compile the scenario chooseWh40kWeapons gives, or give a number`,
      `${field}.below`,
      below,
    );
  }
  return Number(below);
}

function diceParameter(value: unknown): string | number {
  return typeof value === 'number' ? value : String(value);
}

/**
 * The rule module of one entry of an attacker's `rules`.
 *
 * @throws {InputError} naming `field` for a name that is neither a keyword nor a custom rule.
 * @example
 * ```ts
 * wh40kRuleOf({ rule: 'sustained-hits', hits: 1 }, {}, 'attackers[0].rules[0]').name; // 'sustained-hits'
 * ```
 */
export function wh40kRuleOf(
  input: RuleInput,
  custom: Readonly<Record<string, Wh40kRule>>,
  field: string,
): Wh40kRule {
  return ruleFromTables(
    input,
    { named: wh40kNamedRules, parameterised: wh40kParameterisedRules, custom },
    'wh40k-10e',
    field,
  );
}

/**
 * The keyword tables of a ruleset whose rules are modules of type `R`: by name alone, with a
 * value (made from the parsed parameters), and custom rules by name.
 *
 * @example
 * ```ts
 * const tables: RuleTables<Wh40kRule> = { named: wh40kNamedRules, parameterised: wh40kParameterisedRules, custom: {} };
 * ```
 */
export interface RuleTables<R> {
  readonly named: Readonly<Record<string, R>>;
  readonly parameterised: Readonly<
    Record<string, (p: Readonly<Record<string, unknown>>, field: string) => R>
  >;
  readonly custom: Readonly<Record<string, R>>;
}

/**
 * The rule module of one entry of a `rules` list, from a ruleset's keyword tables (10th and
 * 11th edition share this lookup).
 *
 * @throws {InputError} naming `field` for a keyword written without its value, or a name that
 *   is neither a keyword nor a custom rule.
 * @example
 * ```ts
 * ruleFromTables('lance', { named: wh40kNamedRules, parameterised: wh40kParameterisedRules, custom: {} },
 *   'wh40k-10e', 'attackers[0].rules[0]').name; // 'lance'
 * ```
 */
export function ruleFromTables<R>(
  input: RuleInput,
  tables: RuleTables<R>,
  ruleset: string,
  field: string,
): R {
  const { named, parameterised, custom } = tables;
  if (typeof input === 'string') {
    if (Object.hasOwn(custom, input)) return custom[input]!;
    const rule = named[input];
    if (rule) return rule;
    if (parameterised[input]) {
      throw new InputError(
        `${field}: the rule ${show(input)} needs its value: write it as an object, {"rule": ${JSON.stringify(input)}, ...}`,
        field,
        input,
      );
    }
  } else {
    const make = parameterised[input.rule];
    if (make) return make(input, field);
    const rule = named[input.rule];
    if (rule) return rule;
    if (Object.hasOwn(custom, input.rule)) return custom[input.rule]!;
  }
  throw new InputError(`${field}: unknown ${ruleset} rule ${show(input)}`, field, input);
}
