/**
 * The "Ability" characteristic of an Age of Sigmar 4th-edition weapon profile (community data
 * and New Recruit rosters: "Crit (Mortal), Anti-**^^Infantry^^** (+1 Rend)") read into the
 * `aos4` ruleset's abilities; every ability the ruleset does not model is returned by name.
 * Mechanics: `docs/aos4.md`; the abilities it names: `src/rulesets/aos4/rules/`.
 *
 * @module
 */
import type { Aos4Ability } from '../../rulesets/aos4/types.js';

/**
 * A weapon's abilities as read: those the ruleset models, and the names of the others.
 *
 * @example
 * ```ts
 * const r: WeaponAbilities = { abilities: ['crit-mortal'], notModelled: ['Shoot in Combat?'] };
 * ```
 */
export interface WeaponAbilities {
  readonly abilities: readonly Aos4Ability[];
  readonly notModelled: readonly string[];
}

/** Each ability by its name in the data, in lower case, spaces and hyphens normalised. */
const NAMED: Readonly<Record<string, Aos4Ability>> = {
  'crit (2 hits)': 'crit-2-hits',
  'crit (auto-wound)': 'crit-auto-wound',
  'crit (autowound)': 'crit-auto-wound',
  'crit (mortal)': 'crit-mortal',
  'charge (+1 damage)': 'charge',
  companion: 'companion',
  'shoot in combat': 'shoot-in-combat',
};

/**
 * The text without the data's markup (`**bold**`, `^^keyword^^`), with Unicode hyphens and
 * spaces made plain.
 *
 * @example
 * ```ts
 * plainText('Anti\u2011**^^Infantry^^** (+1 Rend)'); // 'Anti-Infantry (+1 Rend)'
 * ```
 */
export function plainText(text: string): string {
  return text
    .replace(/[*^]/g, '')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u00a0\u2000-\u200b\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Read a weapon's "Ability" characteristic. `-` or empty is no ability. Anti-X (+1 Rend)
 * keeps X in lower case ("charge" for Anti-charge); a name the ruleset does not model is
 * returned in `notModelled` as written (without markup).
 *
 * @example
 * ```ts
 * parseWeaponAbilities('Crit (Mortal), Anti-**^^Hero^^** (+1 Rend)').abilities;
 * // ['crit-mortal', { rule: 'anti', keyword: 'hero' }]
 * parseWeaponAbilities('Shoot in Combat, Onslaught').notModelled; // ['Onslaught']
 * ```
 */
export function parseWeaponAbilities(text: string): WeaponAbilities {
  const abilities: Aos4Ability[] = [];
  const notModelled: string[] = [];
  const seen = new Set<string>();
  for (const part of plainText(text).split(',')) {
    const name = part.trim();
    if (name === '' || name === '-') continue;
    const key = name
      .toLowerCase()
      .replace(/\s*\(\s*/g, ' (')
      .replace(/\s*\)/g, ')');
    const anti = /^anti-\s*(.+?) \(\+1 rend\)$/.exec(key);
    const found: Aos4Ability | undefined = anti
      ? { rule: 'anti', keyword: anti[1]!.trim() }
      : NAMED[key];
    if (found === undefined) {
      notModelled.push(name);
      continue;
    }
    const id = typeof found === 'string' ? found : `anti ${found.keyword}`;
    if (seen.has(id)) continue;
    // A weapon has one Crit ability; a second one (never in the data seen) is reported.
    if (
      typeof found === 'string' &&
      found.startsWith('crit-') &&
      [...seen].some((x) => x.startsWith('crit-'))
    ) {
      notModelled.push(name);
      continue;
    }
    seen.add(id);
    abilities.push(found);
  }
  return { abilities, notModelled };
}
