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
import { devastatingWounds } from './rules/devastatingWounds.js';
import { heavy } from './rules/heavy.js';
import { ignoresCover } from './rules/ignoresCover.js';
import { lance } from './rules/lance.js';
import { lethalHits } from './rules/lethalHits.js';
import { melta } from './rules/melta.js';
import { rapidFire } from './rules/rapidFire.js';
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
});

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
  if (typeof input === 'string') {
    if (Object.hasOwn(custom, input)) return custom[input]!;
    const named = wh40kNamedRules[input];
    if (named) return named;
    const make = wh40kParameterisedRules[input];
    if (make) {
      throw new InputError(
        `${field}: the rule ${show(input)} needs its value: write it as an object, {"rule": ${JSON.stringify(input)}, ...}`,
        field,
        input,
      );
    }
  } else {
    const make = wh40kParameterisedRules[input.rule];
    if (make) return make(input, field);
    const named = wh40kNamedRules[input.rule];
    if (named) return named;
    if (Object.hasOwn(custom, input.rule)) return custom[input.rule]!;
  }
  throw new InputError(`${field}: unknown wh40k-10e rule ${show(input)}`, field, input);
}
