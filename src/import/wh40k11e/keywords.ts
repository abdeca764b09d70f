/**
 * Weapon keyword strings of an 11th-edition datasheet into the `wh40k-11e` scenario's rules:
 * 11th edition's own forms (Blast X, Cleave X, Psychic) here, every other keyword as 10th
 * edition reads it (`parseWeaponKeywords`, the keywords 11th edition keeps). A keyword no
 * scenario rule models (Hazardous, Assault...) is returned by name, never dropped
 * silently. Source: `docs/wh40k-11e.md`, "Weapon abilities".
 *
 * @module
 */
import { parseWeaponKeywords } from '../wh40k/keywords.js';
import type { Wh40k11eRuleJson } from './types.js';

/**
 * The keywords read: their scenario rules, and the names of the others.
 *
 * @example
 * ```ts
 * const k: WeaponKeywords11e = { rules: [{ rule: 'cleave', attacks: 1 }], unmodelled: ['Hazardous'] };
 * ```
 */
export interface WeaponKeywords11e {
  readonly rules: readonly Wh40k11eRuleJson[];
  readonly unmodelled: readonly string[];
}

/**
 * Read an 11th-edition weapon's Keywords characteristic.
 *
 * @throws {DiceNotationError} if a parameter that must be dice is not (`Sustained Hits X`).
 * @example
 * ```ts
 * parseWeaponKeywords11e('Blast 2, Psychic, Hazardous');
 * // { rules: [{ rule: 'blast', attacks: 2 }, 'psychic'], unmodelled: ['Hazardous'] }
 * ```
 */
export function parseWeaponKeywords11e(text: string, field = 'Keywords'): WeaponKeywords11e {
  const rules: Wh40k11eRuleJson[] = [];
  const rest: string[] = [];
  for (const raw of text.split(',')) {
    const kw = raw.trim().replace(/\s+/g, ' ');
    const lower = kw.toLowerCase();
    const x = /^(blast|cleave) (\d{1,2})$/.exec(lower);
    if (x && Number(x[2]) >= 1 && Number(x[2]) <= 10) {
      rules.push({ rule: x[1] as 'blast' | 'cleave', attacks: Number(x[2]) });
    } else if (lower === 'psychic') {
      rules.push('psychic');
    } else {
      rest.push(kw);
    }
  }
  const ten = parseWeaponKeywords(rest.join(', '), field);
  // Precision and Pistol are 10th edition's reading, which 11th edition shares (the pistol is
  // the weapon's `pistol` field, set by 10th edition's weapon reader).
  return { rules: [...rules, ...ten.rules] as Wh40k11eRuleJson[], unmodelled: ten.unmodelled };
}
