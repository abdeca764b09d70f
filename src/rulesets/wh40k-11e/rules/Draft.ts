/**
 * The draft of one weapon profile at one target, Warhammer 40,000 11th edition: 10th
 * edition's {@link WeaponDraft} (so 10th edition's keyword modules apply to it unchanged, through
 * {@link from10e}) and what 11th edition adds: modifiers to the BS/WS characteristic kept apart
 * from the Hit roll's, harmful and helpful apart (Psychic ignores the harmful ones), and the
 * Blast X / Cleave X attacks. Steps and readings: `docs/wh40k-11e.md`.
 *
 * @module
 */
import { freezeRule, type RuleOf } from '../../../rules/RuleOf.js';
import type { WeaponDraft, Wh40kRule } from '../../wh40k-10e/rules/WeaponDraft.js';

/**
 * Everything 11th edition's attack sequence needs to know about one weapon at one target.
 * `hitModifier` (10th edition's field) holds the helpful Hit roll modifiers; the harmful ones
 * are in `hitPenalty`, so that Psychic can ignore them.
 *
 * @example
 * ```ts
 * const plunging = (d: Draft11e) => ({ ...d, skillBonus: d.skillBonus + 1 });
 * ```
 */
export interface Draft11e extends WeaponDraft {
  /** The sum of the helpful modifiers to the BS/WS characteristic (plunging fire: +1). */
  readonly skillBonus: number;
  /** The sum of the harmful modifiers to the BS/WS characteristic, as a negative number (cover: -1). */
  readonly skillPenalty: number;
  /** The sum of the harmful Hit roll modifiers, as a negative number. */
  readonly hitPenalty: number;
  /** The attack may ignore every harmful modifier to its BS/WS and Hit roll (Psychic). */
  readonly psychic: boolean;
}

/**
 * An 11th-edition rule module: a named, cited change to a {@link Draft11e}.
 *
 * @example
 * ```ts
 * const r: Wh40k11eRule = defineWh40k11eRule({ name: 'x', citation: 'house rule', apply: (d) => d });
 * ```
 */
export type Wh40k11eRule = RuleOf<Draft11e>;

/**
 * Build a {@link Wh40k11eRule}.
 *
 * @example
 * ```ts
 * const keen = defineWh40k11eRule({ name: 'keen', citation: 'my codex',
 *   apply: (d) => ({ ...d, skillBonus: d.skillBonus + 1 }) });
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineWh40k11eRule(rule: Wh40k11eRule): Wh40k11eRule {
  return freezeRule(rule);
}

/**
 * A 10th-edition module (a keyword 11th edition keeps unchanged, or a custom
 * `defineWh40kRule`) as an 11th-edition one: it edits the 10th-edition fields, and the
 * 11th-edition fields pass through. `citation` replaces the module's own when given.
 *
 * @example
 * ```ts
 * from10e(lance).apply(draft11e).woundModifier; // +1 when charged
 * ```
 */
export function from10e(rule: Wh40kRule, citation?: string): Wh40k11eRule {
  return defineWh40k11eRule({
    name: rule.name,
    citation: citation ?? rule.citation,
    apply: (d) => ({ ...d, ...rule.apply(d) }),
  });
}
