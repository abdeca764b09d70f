/**
 * The weapon keywords of 11th edition by the kebab-case names scenario files use, and the step
 * that turns a name (or `{ rule, ...params }`, or a custom rule's name) into a rule module.
 * The keywords 11th edition keeps unchanged are 10th edition's modules, taken from its tables
 * (so every keyword its schema lists has its module), not copied (`docs/wh40k-11e.md`,
 * "Weapon abilities": unchanged).
 *
 * @module
 */
import type { RuleInput } from '../../format/types.js';
import type { Wh40kRule } from '../wh40k-10e/rules/WeaponDraft.js';
import { ruleFromTables, wh40kNamedRules, wh40kParameterisedRules } from '../wh40k-10e/rules.js';
import { blast } from './rules/blast.js';
import { cleave } from './rules/cleave.js';
import { from10e, type Wh40k11eRule } from './rules/Draft.js';
import { psychic } from './rules/psychic.js';

/**
 * The 11th-edition reading of the 10th-edition keywords whose module 11th edition keeps but
 * whose meaning its own pages describe (the flag is 10th edition's; what it does, the compile
 * step's or the allocation's).
 */
const CITATIONS: Readonly<Record<string, string>> = {
  heavy:
    'docs/wh40k-11e.md, "Weapon abilities": Heavy (remainedStationary: unengaged, not set up this turn, moved at most 3")',
  'lethal-hits':
    'docs/wh40k-11e.md, "Weapon abilities": Lethal Hits (the choice: "The Lethal Hits decision")',
  'devastating-wounds': 'docs/wh40k-11e.md, "Weapon abilities": Devastating Wounds',
  precision: 'docs/wh40k-11e/precision.md (11th edition: one character group selected)',
};

/**
 * The keywords written by name alone: every 10th-edition one, its module run on the
 * 11th-edition draft (`from10e`), and 11th edition's own (Blast as Blast 1, Psychic). Lethal
 * Hits and Devastating Wounds set 10th edition's flags; what the flags mean in 11th edition (a
 * choice; mortal wounds) is the compile step's (`docs/wh40k-11e.md`, "Weapon abilities").
 *
 * @example
 * ```ts
 * wh40k11eNamedRules.psychic.name; // 'psychic'
 * ```
 */
export const wh40k11eNamedRules: Readonly<Record<string, Wh40k11eRule>> = Object.freeze({
  ...Object.fromEntries(
    Object.entries(wh40kNamedRules).map(([name, rule]) => [name, from10e(rule, CITATIONS[name])]),
  ),
  blast: blast(1),
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
 * parameters (the schema has checked them): every 10th-edition one, run on the 11th-edition
 * draft, and Blast X and Cleave X.
 *
 * @example
 * ```ts
 * wh40k11eParameterisedRules.cleave({ rule: 'cleave', attacks: 1 }, 'attackers[0].rules[0]').name; // 'cleave'
 * ```
 */
export const wh40k11eParameterisedRules: Readonly<
  Record<string, (p: Readonly<Record<string, unknown>>, field: string) => Wh40k11eRule>
> = Object.freeze({
  ...Object.fromEntries(
    Object.entries(wh40kParameterisedRules).map(([name, make]) => [
      name,
      (p: Readonly<Record<string, unknown>>, field: string) => from10e(make(p, field)),
    ]),
  ),
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
