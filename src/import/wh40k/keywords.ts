/**
 * Weapon keyword strings of a 10th edition datasheet ("Sustained Hits 1, Lethal Hits,
 * Anti-Infantry 4+") into the `wh40k-10e` scenario's rules. The keywords and their
 * parameters are those of the core rules' weapon abilities (spec:
 * `wh40k-10e.md` of the specification, weapon abilities); the keywords that change no number
 * of an attack (Assault, Hazardous, One Shot...) are written as the scenario's rules of that
 * name, which the result names as changing no number; Pistol is the weapon's `pistol` choice;
 * a keyword the ruleset does not know is returned by name in `unmodelled`, never dropped
 * silently.
 *
 * @module
 */
import { parseDice } from '../../dice/parseDice.js';
import type { Wh40kRuleJson } from './types.js';

/**
 * The keywords read: their scenario rules, and the names of the others.
 *
 * @example
 * ```ts
 * parseWeaponKeywords('Assault, Lethal Hits, Conversion');
 * // { rules: ['assault', 'lethal-hits'], unmodelled: ['Conversion'], pistol: false }
 * ```
 */
export interface WeaponKeywords {
  readonly rules: readonly Wh40kRuleJson[];
  /** Keywords as written on the profile that no scenario rule models. */
  readonly unmodelled: readonly string[];
  /** The weapon is a Pistol (the scenario's `pistol`, a choice of weapons). */
  readonly pistol: boolean;
}

const SIMPLE: Readonly<Record<string, Wh40kRuleJson>> = {
  'lethal hits': 'lethal-hits',
  torrent: 'torrent',
  blast: 'blast',
  heavy: 'heavy',
  lance: 'lance',
  'twin-linked': 'twin-linked',
  'twin linked': 'twin-linked',
  'devastating wounds': 'devastating-wounds',
  'ignores cover': 'ignores-cover',
  precision: 'precision',
  // Written into the scenario, which names them in the result as changing no number
  // (docs/wh40k-10e.md): a weapon's keyword line reads as on its profile.
  assault: 'assault',
  hazardous: 'hazardous',
  'one shot': 'one-shot',
  'indirect fire': 'indirect-fire',
  'extra attacks': 'extra-attacks',
  psychic: 'psychic',
};

/** A keyword's parameter as the scenario writes dice: a number, or canonical notation. */
function dice(text: string, field: string): number | string {
  const d = parseDice(text, field);
  return d.count === 0 ? d.modifier : d.text;
}

/**
 * Read a weapon's Keywords characteristic. Keywords are separated by commas; case and
 * spacing do not matter; `-` or an empty text is no keyword.
 *
 * @param text - the characteristic, e.g. `"Rapid Fire 2, Melta 2"`.
 * @param field - where it came from, for dice errors.
 * @throws {DiceNotationError} if a parameter that must be dice is not (`Sustained Hits X`).
 * @example
 * ```ts
 * parseWeaponKeywords('Sustained Hits D3, Anti-Vehicle 2+, Pistol');
 * // { rules: [{ rule: 'sustained-hits', hits: 'D3' }, { rule: 'anti', keyword: 'vehicle', on: 2 }], unmodelled: ['Pistol'] }
 * ```
 */
export function parseWeaponKeywords(text: string, field = 'Keywords'): WeaponKeywords {
  const rules: Wh40kRuleJson[] = [];
  const unmodelled: string[] = [];
  let pistol = false;
  for (const raw of text.split(',')) {
    const kw = raw.trim().replace(/\s+/g, ' ');
    if (kw === '' || kw === '-') continue;
    const lower = kw.toLowerCase();
    // Own names only: `__proto__` or `constructor` is a keyword nobody modelled, not a rule.
    const simple = Object.hasOwn(SIMPLE, lower) ? SIMPLE[lower] : undefined;
    if (simple) {
      rules.push(simple);
      continue;
    }
    let m = /^sustained hits (.+)$/.exec(lower);
    if (m) {
      rules.push({ rule: 'sustained-hits', hits: dice(m[1]!, `${field}: Sustained Hits`) });
      continue;
    }
    m = /^rapid fire (.+)$/.exec(lower);
    if (m) {
      rules.push({ rule: 'rapid-fire', attacks: dice(m[1]!, `${field}: Rapid Fire`) });
      continue;
    }
    m = /^melta (\d{1,2})$/.exec(lower);
    if (m) {
      rules.push({ rule: 'melta', damage: Number(m[1]) });
      continue;
    }
    m = /^anti-(.+?) ([2-6])\+$/.exec(lower);
    if (m) {
      rules.push({ rule: 'anti', keyword: m[1]!.trim(), on: Number(m[2]) });
      continue;
    }
    // Pistol is a choice of weapons (fired instead of the other ranged weapons), not a rule.
    if (lower === 'pistol') {
      pistol = true;
      continue;
    }
    unmodelled.push(kw);
  }
  return { rules, unmodelled, pistol };
}
