/**
 * The draft of one weapon profile of one attacking unit at one target unit, Age of Sigmar 4th
 * edition: the characteristics of the scenario, which the ability modules of this folder edit
 * and which `compileAos4` turns into the general attack plan (`src/plan/plan.ts`). Steps and
 * readings: `docs/aos4.md` (after `/work/shared/spec/aos4.md`).
 *
 * @module
 */
import type { DiceExpression } from '../../../dice/parseDice.js';
import { freezeRule, type RuleOf } from '../../../rules/RuleOf.js';
import type { Aos4Reroll } from '../types.js';

/**
 * Everything the attack sequence needs to know about one weapon at one target. Immutable: a
 * module returns a changed copy. Modifiers are kept as friendly bonuses and harmful ones
 * apart, because Companion drops the first and keeps the second, and the caps read the sum.
 *
 * @example
 * ```ts
 * const allOut = (d: Aos4Draft) => ({ ...d, hitBonus: d.hitBonus + 1 });
 * ```
 */
export interface Aos4Draft {
  /** A shooting attack (cover applies) or a melee one. */
  readonly shooting: boolean;
  readonly models: number;
  /** Attacks per model, rolled per model. */
  readonly attacks: DiceExpression;
  /** One model is the champion: +1 attack (unless Companion). */
  readonly champion: boolean;
  /** To Hit 2..6. */
  readonly hit: number;
  /** Friendly positive modifiers of the Hit roll (Companion ignores them). */
  readonly hitBonus: number;
  /** Every other modifier of the Hit roll (cover, a negative `hitModifier`). */
  readonly hitMalus: number;
  readonly hitReroll: Aos4Reroll | 'none';
  /** An unmodified Hit roll of this or more is a critical hit. */
  readonly criticalHitOn: number;
  /** Crit (2 Hits). */
  readonly critTwoHits: boolean;
  /** Crit (Auto-wound). */
  readonly critAutoWound: boolean;
  /** Crit (Mortal). */
  readonly critMortal: boolean;
  /** To Wound 2..6. */
  readonly wound: number;
  readonly woundBonus: number;
  readonly woundMalus: number;
  readonly woundReroll: Aos4Reroll | 'none';
  /** Rend, Anti-X's +1 each included. */
  readonly rend: number;
  /** The target's save 2..6; undefined: none. */
  readonly save: number | undefined;
  /** Positive modifiers of the save roll (All-out Defence, a positive `saveModifier`), capped at +1. */
  readonly saveBonus: number;
  /** Negative modifiers of the save roll besides Rend, uncapped. */
  readonly saveMalus: number;
  /** The target's ward 2..6; undefined: none. */
  readonly ward: number | undefined;
  /** Damage per unsaved attack. */
  readonly damage: DiceExpression;
  /** Added to the Damage characteristic (Charge (+1 Damage)). */
  readonly damageAdd: number;
  /** The weapon ignores friendly modifiers (Companion). */
  readonly companion: boolean;
  /** The situation the abilities read. */
  readonly charged: boolean;
  readonly targetCharged: boolean;
  readonly targetCover: boolean;
  /** The target's keywords in lower case. */
  readonly targetKeywords: readonly string[];
  /**
   * Mortal damage when the unit charged, before its attacks: a dice per model (`perModel`) or
   * one, each `on`+ inflicting `mortals`; absent: none.
   */
  readonly chargeMortals?: {
    readonly perModel: boolean;
    readonly on: number;
    readonly mortals: DiceExpression;
  } | null;
}

/**
 * An Age of Sigmar rule module: a named, cited change to an {@link Aos4Draft}.
 *
 * @example
 * ```ts
 * const rule: Aos4Rule = defineAos4Rule({ name: 'plus-one-rend', citation: 'house rule',
 *   apply: (d) => ({ ...d, rend: d.rend + 1 }) });
 * ```
 */
export type Aos4Rule = RuleOf<Aos4Draft>;

/**
 * Build an {@link Aos4Rule} (frozen).
 *
 * @example
 * ```ts
 * const sharp = defineAos4Rule({ name: 'sharp', citation: 'my battletome', apply: (d) => ({ ...d, criticalHitOn: 5 }) });
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineAos4Rule(rule: Aos4Rule): Aos4Rule {
  return freezeRule(rule);
}
