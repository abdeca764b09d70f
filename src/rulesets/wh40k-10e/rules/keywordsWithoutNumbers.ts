/**
 * The datasheet keywords that change no number of an attack: each says who may attack, with
 * what, or what happens after, and the scenario already says who attacks with what (its
 * attacker profiles). A scenario accepts them, so that a weapon's keyword line can be pasted
 * as it stands, each runs as a module that changes nothing, and the result names them as
 * changing no number (`notes`). Readings (`docs/wh40k-10e.md`, "Keywords that change no
 * number"; 11th edition keeps them, `docs/wh40k-11e.md`, same heading):
 *
 * - Assault: the unit may shoot after Advancing (whether it attacks: the profiles listed).
 * - Pistol: may shoot while engaged; a model fires its Pistols or its other ranged weapons
 *   (the choice is the profile's `pistol` field, `docs/wh40k-10e/weapon-choices.md`).
 * - Hazardous: a test after the unit attacks, which may slay the bearer, not the target.
 * - One Shot: fired once per battle (whether it fires: the profiles listed).
 * - Indirect Fire: may target a unit it cannot see; at a unit not visible, its -1 to hit and
 *   the target's cover are the scenario's `hitModifier` and `cover`.
 * - Extra Attacks: the weapon is used in addition to another (the profiles listed).
 * - Psychic (10th edition): the attack is a psychic attack, which other rules may read; none
 *   of this ruleset's. 11th edition models Psychic (`docs/wh40k-11e/psychic.md`).
 *
 * @module
 */
import { defineWh40kRule, type Wh40kRule } from './WeaponDraft.js';

/** The keywords and the part of `docs/wh40k-10e.md` each is read from. */
const READINGS = {
  assault: 'Assault',
  pistol: 'Pistol',
  hazardous: 'Hazardous',
  'one-shot': 'One Shot',
  'indirect-fire': 'Indirect Fire',
  'extra-attacks': 'Extra Attacks',
  psychic: 'Psychic',
} as const;

/**
 * The modules of the keywords that change no number, by their kebab-case names: each returns
 * the draft unchanged.
 *
 * @example
 * ```ts
 * keywordsWithoutNumbers.assault!.apply(draft) === draft; // true
 * ```
 */
export const keywordsWithoutNumbers: Readonly<Record<keyof typeof READINGS, Wh40kRule>> =
  Object.freeze(
    Object.fromEntries(
      Object.entries(READINGS).map(([name, keyword]) => [
        name,
        defineWh40kRule({
          name,
          citation: `docs/wh40k-10e.md, "Keywords that change no number": ${keyword}`,
          apply: (d) => d,
        }),
      ]),
    ) as Record<keyof typeof READINGS, Wh40kRule>,
  );
