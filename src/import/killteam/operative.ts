/**
 * A game-neutral roster or catalogue unit ({@link RosterUnit}) as a Kill Team (2024)
 * operative: its APL, Move, Save and Wounds, and each of its weapons as a `killteam` weapon
 * (Atk, Hit, Damage/Critical Damage, its datacard rules read by `readDatacardRules`), every
 * rule and ability the ruleset does not model named in a warning.
 *
 * Profile types are those of BSData's Kill Team (2024) game system
 * (github.com/BSData/wh40k-killteam, `2024 - Kill Team.gst`; read, not copied): `Operative`
 * (APL, Move, Save, Wounds) and `Weapons` (ATK, HIT, DMG, WR), matched by name or by the game
 * system's type id. The data marks a ranged weapon's name with `⌖` and a melee weapon's with
 * `⚔`, as the datacards do; a weapon without either mark is ranged when its WR gives it a
 * range (Range, Blast, Torrent), else melee, and warned about. Documented in
 * `docs/import.md`, "Kill Team".
 *
 * @module
 */
import * as v from 'valibot';
import { readDatacardRules } from '../../rulesets/killteam/datacard.js';
import { KT_SHOOTING_ONLY_RULES } from '../../rulesets/killteam/fight/compile.js';
import type { KtOperativeInput, KtWeaponInput } from '../../rulesets/killteam/input.js';
import { KT_FIGHT_ONLY_RULES } from '../../rulesets/killteam/rules.js';
import { killteamBuiltIn, MAX_ATK, MAX_DAMAGE } from '../../rulesets/killteam/schema.js';
import type { KtWeaponRule } from '../../rulesets/killteam/types.js';
import { ImportError } from '../errors.js';
import type { ImportWarning } from '../imported.js';
import type { RosterProfile, RosterUnit } from '../roster.js';

/**
 * Profile type ids of BSData's Kill Team (2024) game system, for files whose profiles carry a
 * `typeId` but no `typeName`.
 *
 * @example
 * ```ts
 * KILLTEAM_PROFILE_TYPES.operative; // '5156-3fb9-39ce-7bdb'
 * ```
 */
export const KILLTEAM_PROFILE_TYPES = {
  operative: '5156-3fb9-39ce-7bdb',
  weapons: 'f25f-4b13-b724-d5a8',
} as const;

/**
 * One weapon profile of an operative, as a `killteam` weapon.
 *
 * @example
 * ```ts
 * const w: KtImportedWeapon = { name: 'Bolt pistol', kind: 'ranged', wr: 'Range 8"', ignored: ['Range 8"'],
 *   weapon: { name: 'Bolt pistol', atk: 4, hit: 3, damage: 3, criticalDamage: 4, rules: [] } };
 * ```
 */
export interface KtImportedWeapon {
  /** Its name without the data's ⌖ or ⚔ mark. */
  readonly name: string;
  readonly kind: 'ranged' | 'melee';
  /** The WR characteristic as the data gives it. */
  readonly wr: string;
  /** Rules of the WR that change no number of an attack (Range, Heavy, Silent...). */
  readonly ignored: readonly string[];
  /** The weapon as a `killteam` scenario takes it, with the WR's modelled rules. */
  readonly weapon: KtWeaponInput & { readonly rules: readonly KtWeaponRule[] };
}

/**
 * An imported Kill Team operative.
 *
 * @example
 * ```ts
 * const o: KtImportedOperative = killTeamOperative(catalogueUnit(cat, 'Sergeant'));
 * o.operative; // { name: 'Sergeant', wounds: 9, save: 4, apl: 3 }
 * ```
 */
export interface KtImportedOperative {
  readonly name: string;
  readonly apl: number;
  /** The Move characteristic as the data gives it (`6"`): carried, not modelled. */
  readonly move: string;
  readonly save: number;
  readonly wounds: number;
  /** Its stats as a `killteam` operative (a scenario's target, or the attacker without its weapon). */
  readonly operative: KtOperativeInput & { readonly name: string; readonly apl: number };
  readonly weapons: readonly KtImportedWeapon[];
  readonly warnings: readonly ImportWarning[];
}

function isType(p: RosterProfile, name: string, id: string): boolean {
  return p.typeName.toLowerCase() === name.toLowerCase() || p.typeId === id;
}

/** A characteristic by name (case-insensitive), trimmed; '' when absent. */
function char(p: RosterProfile, name: string): string {
  const key = Object.keys(p.characteristics).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? '' : (p.characteristics[key] ?? '').trim();
}

/** A whole number `lo..hi`, or an {@link ImportError} naming the characteristic and the value. */
function whole(p: RosterProfile, name: string, lo: number, hi: number, source: string): number {
  const t = char(p, name);
  if (!/^\d{1,3}$/.test(t) || Number(t) < lo || Number(t) > hi) {
    throw new ImportError(
      source,
      p.place,
      `${name}: expected a whole number ${lo}..${hi}, got ${JSON.stringify(t)}`,
    );
  }
  return Number(t);
}

/** A roll `2+`..`6+`, or an {@link ImportError} naming the characteristic and the value. */
function roll(p: RosterProfile, name: string, source: string): number {
  const t = char(p, name);
  const m = /^([2-6])\+$/.exec(t);
  if (!m) {
    throw new ImportError(
      source,
      p.place,
      `${name}: expected a roll 2+..6+, got ${JSON.stringify(t)}`,
    );
  }
  return Number(m[1]);
}

/** `3/4`: the Damage of a normal and of a critical success. */
function damageOf(p: RosterProfile, source: string): { damage: number; criticalDamage: number } {
  const t = char(p, 'DMG');
  const m = /^(\d{1,2})\s*\/\s*(\d{1,2})$/.exec(t);
  if (!m || Number(m[1]) > MAX_DAMAGE || Number(m[2]) > MAX_DAMAGE) {
    throw new ImportError(
      source,
      p.place,
      `DMG: expected normal/critical Damage such as "3/4" (each 0..${MAX_DAMAGE}), got ${JSON.stringify(t)}`,
    );
  }
  return { damage: Number(m[1]), criticalDamage: Number(m[2]) };
}

/** The datacard marks of a ranged (⌖) and a melee (⚔) weapon, and what follows them. */
const RANGED_MARK = /^\s*\u2316\s*/;
const MELEE_MARK = /^\s*\u2694\ufe0f?\s*/;

/** Rules that only a shooting attack has: a weapon without a mark that has one is ranged. */
const RANGE_RULES = /(^|,)\s*(range|blast|torrent)\b/i;

/** The rule's name, for messages and the phase lists. */
const ruleName = (r: KtWeaponRule) => (typeof r === 'string' ? r : r.rule);

/**
 * The rules of a weapon's WR text, each rule read on its own so that one the ruleset does not
 * know is named and the others still apply (`readDatacardRules` stops at the first it does not
 * know, for a scenario to refuse it). A rule read with a value the ruleset's schema refuses
 * (the data's `Torrent 0"`) is unknown too; a rule that acts only in the other kind of attack
 * (a melee weapon's Torrent, a ranged weapon's Shock) is set apart in `otherPhase`, as a
 * scenario of the weapon's kind refuses it.
 */
function readWr(
  wr: string,
  kind: 'ranged' | 'melee',
): { rules: KtWeaponRule[]; ignored: string[]; unknown: string[]; otherPhase: string[] } {
  const rules: KtWeaponRule[] = [];
  const ignored: string[] = [];
  const unknown: string[] = [];
  const otherPhase: string[] = [];
  const weaponSchema = killteamBuiltIn().weapon;
  const notHere = kind === 'ranged' ? KT_FIGHT_ONLY_RULES : KT_SHOOTING_ONLY_RULES;
  for (const token of wr.split(',')) {
    const read = readDatacardRules(token);
    if ('unknown' in read) {
      unknown.push(read.unknown);
      continue;
    }
    ignored.push(...read.ignored);
    for (const r of read.rules) {
      const probe = { atk: 1, hit: 4, damage: 1, criticalDamage: 1, rules: [r] };
      if (!v.safeParse(weaponSchema, probe).success) unknown.push(token.trim());
      else if (notHere.includes(ruleName(r))) otherPhase.push(token.trim());
      else rules.push(r);
    }
  }
  return { rules, ignored, unknown, otherPhase };
}

/**
 * A roster or catalogue unit as a Kill Team (2024) operative. A weapon whose ATK, HIT or DMG
 * cannot be read is left out with a warning naming it and the value (the operative and its
 * other weapons are still read); a WR rule the ruleset does not know is named in a warning
 * with its weapon, and the weapon's other rules are read.
 *
 * @param u - from `readRoster` or `catalogueUnit`.
 * @param options - `source`: the file, for messages.
 * @throws {ImportError} naming the file and the place, when the unit has no Operative profile
 *   or its APL, Save or Wounds cannot be read.
 * @example
 * ```ts
 * const o = killTeamOperative(catalogueUnit(readCatalogue(files), 'Sergeant'), { source: 'Kasrkin.cat' });
 * o.weapons.map((w) => `${w.kind} ${w.name}`); // ['ranged Bolt pistol', 'melee Power weapon', ...]
 * ```
 */
export function killTeamOperative(
  u: RosterUnit,
  options: { readonly source?: string } = {},
): KtImportedOperative {
  const source = options.source ?? 'input';
  const name = u.customName ?? u.name;
  const warnings: ImportWarning[] = [];
  const warn = (kind: ImportWarning['kind'], what: string, message: string) =>
    warnings.push({ unit: name, kind, name: what, message: `${name}: ${message}` });
  const statline = u.profiles.find((p) => isType(p, 'Operative', KILLTEAM_PROFILE_TYPES.operative));
  if (!statline) {
    throw new ImportError(
      source,
      u.place,
      'no Operative profile: expected APL, Move, Save, Wounds (a Kill Team 2024 operative)',
    );
  }
  const apl = whole(statline, 'APL', 0, 9, source);
  const save = roll(statline, 'Save', source);
  const wounds = whole(statline, 'Wounds', 1, 100, source);
  const weapons: KtImportedWeapon[] = [];
  const seen = new Set<string>();
  for (const p of u.profiles) {
    if (!isType(p, 'Weapons', KILLTEAM_PROFILE_TYPES.weapons)) continue;
    const marked = RANGED_MARK.test(p.name) ? 'ranged' : MELEE_MARK.test(p.name) ? 'melee' : '';
    const weaponName = p.name.replace(RANGED_MARK, '').replace(MELEE_MARK, '').trim();
    const wr = char(p, 'WR');
    // A catalogue lists a weapon once per option that carries it: one weapon, one line.
    const key = `${weaponName}\u0000${char(p, 'ATK')}\u0000${char(p, 'HIT')}\u0000${char(p, 'DMG')}\u0000${wr}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const kind = marked || (RANGE_RULES.test(wr) ? 'ranged' : 'melee');
    if (marked === '') {
      warn(
        'weapon',
        weaponName,
        `weapon ${weaponName} has no ⌖ or ⚔ mark: read as ${kind} (${kind === 'ranged' ? 'its WR gives a range' : 'its WR gives no range'})`,
      );
    }
    let numbers: { atk: number; hit: number; damage: number; criticalDamage: number };
    try {
      numbers = {
        atk: whole(p, 'ATK', 1, MAX_ATK, source),
        hit: roll(p, 'HIT', source),
        ...damageOf(p, source),
      };
    } catch (e) {
      if (!(e instanceof ImportError)) throw e;
      warn('weapon', weaponName, `weapon ${weaponName} left out: ${e.message}`);
      continue;
    }
    const read = readWr(wr, kind);
    for (const n of read.unknown) {
      warn('keyword', n, `weapon rule "${n}" of ${weaponName} is not modelled`);
    }
    for (const n of read.otherPhase) {
      warn(
        'keyword',
        n,
        `weapon rule "${n}" of ${weaponName} (${kind}) acts only in ${kind === 'ranged' ? 'a fight' : 'a shooting attack'}: left out`,
      );
    }
    weapons.push({
      name: weaponName,
      kind,
      wr,
      ignored: read.ignored,
      weapon: { name: weaponName, ...numbers, rules: read.rules },
    });
  }
  for (const p of u.profiles) {
    if (p === statline || isType(p, 'Weapons', KILLTEAM_PROFILE_TYPES.weapons)) continue;
    warn('ability', p.name, `${p.typeName || 'profile'} "${p.name}" is not modelled`);
  }
  return {
    name,
    apl,
    move: char(statline, 'Move'),
    save,
    wounds,
    operative: { name, wounds, save, apl },
    weapons,
    warnings,
  };
}
