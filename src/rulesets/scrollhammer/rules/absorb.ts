/**
 * Absorb: "A model or weapon with Absorb Health(X+), if inflicting a wound, may roll a d6. On
 * an X+, that model restores a wound up to its starting amount. [...] only one wound can be
 * restored per turn per model" and "A model or weapon with Absorb Magicka(Y on an X+), if
 * hitting an enemy, may roll a d6. On an X+, the enemy model suffers Magicka Drain(Y), and
 * the absorbing model immediately gains Y power dice." Source: `004_15cf5d572fc7d6a3.txt`,
 * "Absorb".
 *
 * Readings (see `docs/rules/absorb.md`): "inflicting a wound" is a successful To Wound roll
 * (the rulebook's wounds caused, before saves; Absorb Magicka's trigger, "hitting", is the To
 * Hit step before it); every wound caused may roll until one restores a wound, and each
 * attacking model restores at most one. The results count the models that restore a wound
 * (`woundsRestored`: whether the model had one to restore is not known to an attack) and
 * the power dice gained (`powerDice`); the target's Magicka Drain is not modelled.
 *
 * @module
 */
import { type D6Test, d6Test } from '../../../rules/d6Test.js';
import { defineRule, type Rule, type ShotDraft } from './ShotDraft.js';

/**
 * Absorb Health (X+): `on` is X, 2..6.
 *
 * @example
 * ```ts
 * absorbHealth(4).apply(draft).absorbHealth; // 4
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function absorbHealth(on: number): Rule {
  return defineRule({
    name: 'absorb-health',
    citation: '004_15cf5d572fc7d6a3.txt, Absorb',
    apply: (d) => ({ ...d, absorbHealth: on }),
  });
}

/**
 * Absorb Magicka (Y on an X+): `dice` is Y, `on` is X.
 *
 * @example
 * ```ts
 * absorbMagicka(2, 5).apply(draft).absorbMagicka; // { dice: 2, on: 5 }
 * ```
 */
/* @__NO_SIDE_EFFECTS__ */
export function absorbMagicka(dice: number, on: number): Rule {
  return defineRule({
    name: 'absorb-magicka',
    citation: '004_15cf5d572fc7d6a3.txt, Absorb',
    apply: (d) => ({ ...d, absorbMagicka: { dice, on } }),
  });
}

/**
 * The Absorb Health roll of a draft, or `null`.
 *
 * @example
 * ```ts
 * absorbHealthTest({ ...draft, absorbHealth: 4 }); // { need: 4, reroll: 'none', rerollNeed: 4 }
 * ```
 */
export function absorbHealthTest(draft: ShotDraft): D6Test | null {
  return draft.absorbHealth === undefined ? null : d6Test(draft.absorbHealth);
}

/**
 * The Absorb Magicka roll of a draft and the power dice it gains, or `null`.
 *
 * @example
 * ```ts
 * absorbMagickaTest({ ...draft, absorbMagicka: { dice: 2, on: 5 } }); // { dice: 2, test: { need: 5, ... } }
 * ```
 */
export function absorbMagickaTest(
  draft: ShotDraft,
): { readonly dice: number; readonly test: D6Test } | null {
  const m = draft.absorbMagicka;
  return m === undefined ? null : { dice: m.dice, test: d6Test(m.on) };
}
