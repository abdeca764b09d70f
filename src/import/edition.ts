/**
 * Which edition of Warhammer 40,000 a roster or data file is for, from the game system it
 * names: the BSData game systems of the two editions have their own ids
 * (`sys-352e-adc2-7639-d6a9`: 10th, `sys-352e-adc2-7639-d610`: 11th) and names
 * ("Warhammer 40,000 10th Edition", "Warhammer 40,000 11th Edition"). An 11th-edition list
 * must import as `wh40k-11e`, never silently as 10th edition (`docs/wh40k-11e.md`, "Import").
 *
 * @module
 */

/** The game system ids of the BSData repositories of each edition. */
const SYSTEM_IDS: Readonly<Record<string, Wh40kEdition>> = {
  'sys-352e-adc2-7639-d6a9': 'wh40k-10e',
  'sys-352e-adc2-7639-d610': 'wh40k-11e',
};

/**
 * A Warhammer 40,000 edition, as the ruleset that models it.
 *
 * @example
 * ```ts
 * const e: Wh40kEdition = 'wh40k-11e';
 * ```
 */
export type Wh40kEdition = 'wh40k-10e' | 'wh40k-11e';

/**
 * The edition a game system name or id names, or `undefined` when it names neither (another
 * game, or a name without an edition).
 *
 * @example
 * ```ts
 * wh40kEdition('Warhammer 40,000 11th Edition'); // 'wh40k-11e'
 * wh40kEdition('sys-352e-adc2-7639-d6a9');       // 'wh40k-10e'
 * wh40kEdition('Warhammer 40,000');              // undefined
 * ```
 */
export function wh40kEdition(nameOrId: string): Wh40kEdition | undefined {
  const t = nameOrId.trim();
  const byId = SYSTEM_IDS[t.toLowerCase()];
  if (byId) return byId;
  if (!/40[,.]?000|40k/i.test(t)) return undefined;
  if (/\b11(th)?\b|eleventh/i.test(t)) return 'wh40k-11e';
  if (/\b10(th)?\b|tenth/i.test(t)) return 'wh40k-10e';
  return undefined;
}

/**
 * A game a roster can be imported for, as the ruleset that models it.
 *
 * @example
 * ```ts
 * const g: RosterGame = 'aos4';
 * ```
 */
export type RosterGame = Wh40kEdition | 'aos4';

/** The game system id of the community data project's Age of Sigmar 4th edition. */
const AOS4_SYSTEM_ID = 'e51d-b1a3-75fc-dc3g';

/**
 * The game a roster's game system (name or id) names: an edition of Warhammer 40,000
 * ({@link wh40kEdition}), or Age of Sigmar 4th edition (the data's id, or a name such as
 * "Age of Sigmar 4.0" or "Warhammer Age of Sigmar 4th Edition"); `undefined` for anything else.
 *
 * @example
 * ```ts
 * rosterGame('Age of Sigmar 4.0');              // 'aos4'
 * rosterGame('Warhammer 40,000 10th Edition');  // 'wh40k-10e'
 * rosterGame('Age of Sigmar');                  // undefined: no edition named
 * ```
 */
export function rosterGame(nameOrId: string): RosterGame | undefined {
  const t = nameOrId.trim();
  if (t.toLowerCase() === AOS4_SYSTEM_ID) return 'aos4';
  if (/age of sigmar/i.test(t) && /\b4(\.0|th)?\b|fourth/i.test(t)) return 'aos4';
  return wh40kEdition(t);
}
