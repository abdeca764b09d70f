/**
 * The weapon keywords of 11th edition by the kebab-case names scenario files use, and the step
 * that turns a name (or `{ rule, ...params }`, or a custom rule's name) into a rule module.
 * The keywords 11th edition keeps unchanged are 10th edition's modules, imported, not copied
 * (`docs/wh40k-11e.md`, "Weapon abilities": unchanged).
 *
 * @module
 */
import { parseDice } from '../../dice/parseDice.js';
import type { RuleInput } from '../../format/types.js';
import { anti } from '../wh40k-10e/rules/anti.js';
import { devastatingWounds } from '../wh40k-10e/rules/devastatingWounds.js';
import { heavy } from '../wh40k-10e/rules/heavy.js';
import { ignoresCover } from '../wh40k-10e/rules/ignoresCover.js';
import { lance } from '../wh40k-10e/rules/lance.js';
import { lethalHits } from '../wh40k-10e/rules/lethalHits.js';
import { melta } from '../wh40k-10e/rules/melta.js';
import { rapidFire } from '../wh40k-10e/rules/rapidFire.js';
import { sustainedHits } from '../wh40k-10e/rules/sustainedHits.js';
import { torrent } from '../wh40k-10e/rules/torrent.js';
import { twinLinked } from '../wh40k-10e/rules/twinLinked.js';
import type { Wh40kRule } from '../wh40k-10e/rules/WeaponDraft.js';
import { ruleFromTables, wh40kNamedRules, wh40kParameterisedRules } from '../wh40k-10e/rules.js';
import { blast } from './rules/blast.js';
import { cleave } from './rules/cleave.js';
import { from10e, type Wh40k11eRule } from './rules/Draft.js';
import { psychic } from './rules/psychic.js';

/**
 * The keywords written by name alone. Lethal Hits and Devastating Wounds set 10th edition's
 * flags; what the flags mean in 11th edition (a choice; mortal wounds) is the compile step's
 * (`docs/wh40k-11e.md`, "Weapon abilities").
 *
 * @example
 * ```ts
 * wh40k11eNamedRules.psychic.name; // 'psychic'
 * ```
 */
export const wh40k11eNamedRules: Readonly<Record<string, Wh40k11eRule>> = Object.freeze({
  blast: blast(1),
  torrent: from10e(torrent),
  heavy: from10e(
    heavy,
    'docs/wh40k-11e.md, "Weapon abilities": Heavy (remainedStationary: unengaged, not set up this turn, moved at most 3")',
  ),
  'lethal-hits': from10e(
    lethalHits,
    'docs/wh40k-11e.md, "Weapon abilities": Lethal Hits (the choice: "The Lethal Hits decision")',
  ),
  lance: from10e(lance),
  'twin-linked': from10e(twinLinked),
  'devastating-wounds': from10e(
    devastatingWounds,
    'docs/wh40k-11e.md, "Weapon abilities": Devastating Wounds',
  ),
  'ignores-cover': from10e(ignoresCover),
  psychic,
  'full-rerolls': from10e(wh40kNamedRules['full-rerolls']!),
});

/**
 * The attacker's abilities 11th edition keeps as 10th edition's modules (`docs/wh40k-11e.md`,
 * "Coverage"; the spec: everything not listed is as in 10th).
 */
const ABILITIES_OF_10E = [
  'critical-hits',
  'critical-wounds',
  'damage-bonus',
  'reroll-damage',
  'mortal-wounds-on-critical-hit',
  'mortal-wounds-on-critical-wound',
  'mortal-wounds-on-charge',
] as const;

/**
 * The keywords with a value, by name, with the function making the module from the parsed
 * parameters (the schema has checked them).
 *
 * @example
 * ```ts
 * wh40k11eParameterisedRules.cleave({ rule: 'cleave', attacks: 1 }, 'attackers[0].rules[0]').name; // 'cleave'
 * ```
 */
export const wh40k11eParameterisedRules: Readonly<
  Record<string, (p: Readonly<Record<string, unknown>>, field: string) => Wh40k11eRule>
> = Object.freeze({
  'sustained-hits': (p, field) =>
    from10e(sustainedHits(parseDice(diceParameter(p.hits), `${field}.hits`))),
  'rapid-fire': (p, field) =>
    from10e(rapidFire(parseDice(diceParameter(p.attacks), `${field}.attacks`))),
  melta: (p) => from10e(melta(Number(p.damage))),
  anti: (p) => from10e(anti(String(p.keyword), Number(p.on))),
  blast: (p) => blast(p.attacks === undefined ? 1 : Number(p.attacks)),
  cleave: (p) => cleave(Number(p.attacks)),
  ...Object.fromEntries(
    ABILITIES_OF_10E.map((name) => [
      name,
      (p: Readonly<Record<string, unknown>>, field: string) =>
        from10e(wh40kParameterisedRules[name]!(p, field)),
    ]),
  ),
});

function diceParameter(value: unknown): string | number {
  return typeof value === 'number' ? value : String(value);
}

/**
 * The rule module of one entry of an attacker's `rules`. A custom rule is a 10th-edition
 * module (`defineWh40kRule`): it edits the fields 11th edition shares with 10th.
 *
 * @throws {InputError} naming `field` for a name that is neither a keyword nor a custom rule.
 * @example
 * ```ts
 * wh40k11eRuleOf({ rule: 'blast', attacks: 2 }, {}, 'attackers[0].rules[0]').name; // 'blast'
 * ```
 */
export function wh40k11eRuleOf(
  input: RuleInput,
  custom: Readonly<Record<string, Wh40kRule>>,
  field: string,
): Wh40k11eRule {
  const name = typeof input === 'string' ? input : input.rule;
  const mine = Object.hasOwn(custom, name) ? { [name]: from10e(custom[name]!) } : {};
  return ruleFromTables(
    input,
    { named: wh40k11eNamedRules, parameterised: wh40k11eParameterisedRules, custom: mine },
    'wh40k-11e',
    field,
  );
}
