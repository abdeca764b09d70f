/**
 * A game-neutral roster unit as an 11th-edition unit: 10th edition's reading
 * (`wh40kUnit`: one group per statline, weapons with their modes and pistols, abilities,
 * warnings), with 11th edition's changes: each statline's invulnerable save read from its
 * `InSv` characteristic (with its scope: `5+*` limited to the attacks its ability names,
 * `5+ (Ranged)`), and the keywords 11th edition adds (Blast X, Cleave X, Psychic) as rules
 * instead of warnings. Source: `docs/wh40k-11e.md`, "Import".
 *
 * @module
 */
import { ImportError } from '../errors.js';
import type { RosterProfile, RosterUnit } from '../roster.js';
import {
  type ImportWarning,
  WH40K_PROFILE_TYPES,
  type Wh40kUnit,
  type Wh40kWeapon,
  wh40kUnit,
} from '../wh40k/unit.js';
import { parseWeaponKeywords11e } from './keywords.js';
import type { Wh40k11eAttackerJson, Wh40k11eTargetJson } from './types.js';

/**
 * One weapon profile of an 11th-edition unit, as a scenario attacker group.
 *
 * @example
 * ```ts
 * unit.weapons[0].attacker.rules; // [{ rule: 'blast', attacks: 2 }]
 * ```
 */
export interface Wh40k11eWeapon extends Omit<Wh40kWeapon, 'attacker'> {
  readonly attacker: Wh40k11eAttackerJson;
}

/**
 * One imported 11th-edition unit.
 *
 * @example
 * ```ts
 * importRoster11e(text).units[0].target?.invulnerableAgainst; // 'ranged' for a Knight
 * ```
 */
export interface Wh40k11eUnit extends Omit<Wh40kUnit, 'weapons' | 'target'> {
  readonly target?: Wh40k11eTargetJson;
  readonly weapons: readonly Wh40k11eWeapon[];
}

/** Keywords 10th edition's reader reports as not modelled, which 11th edition models. */
const NEW_KEYWORDS = /^(?:(?:blast|cleave) (?:[1-9]|10)|psychic)$/i;

/** `4+`, `5+*`, `5+ (Ranged)`, `-`: the save and how its scope is written. */
const IN_SV = /^([2-6])\+\s*(\*|\((ranged|melee)\))?$/i;

function isStatline(p: RosterProfile): boolean {
  return p.typeName.trim().toLowerCase() === 'unit' || p.typeId === WH40K_PROFILE_TYPES.unit;
}

/** An invulnerable save as the target writes it: the value and, when not all attacks, its scope. */
interface InSv {
  readonly value: number;
  readonly against: 'all' | 'ranged' | 'melee';
}

/**
 * The invulnerable save of one statline (its `InSv`): the value and its scope, or undefined
 * without one. An asterisk (`5+*`) takes its scope from the unit's invulnerable save ability
 * of that value, or, without one, is used against every attack with a warning.
 */
function inSv(
  unit: RosterUnit,
  statline: RosterProfile,
  source: string,
  warn: (w: ImportWarning) => void,
): InSv | undefined {
  const key = Object.keys(statline.characteristics).find((k) => k.toLowerCase() === 'insv');
  const text = key === undefined ? '' : statline.characteristics[key]!.trim();
  if (text === '' || /^(-|–|n\/a|none)$/i.test(text)) return undefined;
  const m = IN_SV.exec(text);
  if (!m) {
    throw new ImportError(
      source,
      statline.place,
      `characteristic InSv must be a roll 2+..6+, optionally with * or (Ranged) / (Melee), got ${JSON.stringify(text)}`,
    );
  }
  const value = Number(m[1]);
  if (m[3]) return { value, against: m[3].toLowerCase() as 'ranged' | 'melee' };
  if (!m[2]) return { value, against: 'all' };
  // An asterisk: the invulnerable save ability of that value says which attacks.
  const ability = unit.profiles.find(
    (p) => /^invulnerable save/i.test(p.name) && p.roll === value && p.against !== undefined,
  );
  if (ability?.against) return { value, against: ability.against };
  warn({
    unit: unit.name,
    kind: 'statline',
    name: 'InSv',
    message: `${unit.name}: invulnerable save ${text}: the condition of its asterisk is not modelled; the ${value}+ is used against every attack`,
  });
  return { value, against: 'all' };
}

/** The fields an invulnerable save gives a target or a group. */
function withInSv<T extends object>(t: T, inv: InSv | undefined): T {
  if (inv === undefined) return t;
  return {
    ...t,
    invulnerable: inv.value,
    ...(inv.against === 'all' ? {} : { invulnerableAgainst: inv.against }),
  };
}

/**
 * The unit as a target, 10th edition's reading (one profile, or one group per statline,
 * `src/import/wh40k/unit.ts`) with each statline's `InSv`: a group takes its own statline's
 * (found by the group's name, which is its statline's), a one-profile target the main
 * statline's (the one most models have, as 10th edition's reader takes).
 */
function targetOf(
  ten: Wh40kUnit,
  unit: RosterUnit,
  source: string,
  warn: (w: ImportWarning) => void,
): { target?: Wh40k11eTargetJson; main?: InSv | undefined } {
  const statlines = unit.profiles.filter(isStatline);
  if (statlines.length === 0 || ten.target === undefined) return {};
  const main = statlines.reduce((a, b) => (b.count > a.count ? b : a));
  const mainInSv = inSv(unit, main, source, warn);
  const t = ten.target;
  if (t.groups === undefined) {
    // Without groups, 10th edition's reader gives models, toughness, wounds and keywords.
    return { target: withInSv(t as Wh40k11eTargetJson, mainInSv), main: mainInSv };
  }
  const groups = t.groups.map((g) => {
    // A repeated statline name was told apart with its place in the list ("Name 2").
    const own =
      statlines.find((p) => p.name === g.name) ??
      statlines.find((p) => p.name === g.name?.replace(/ \d+$/, ''));
    const inv = own === undefined ? undefined : inSv(unit, own, source, warn);
    // 10th edition's reader took an invulnerable save from the abilities; InSv is 11th's.
    return withInSv(g, inv);
  });
  return { target: { ...t, groups } as Wh40k11eTargetJson, main: mainInSv };
}

/**
 * A roster unit as an 11th-edition unit.
 *
 * @param unit - the unit, from `readRoster` or a catalogue (`catalogueUnit`).
 * @param source - the file, for messages.
 * @throws {ImportError} if a profile misses a characteristic or has one that cannot be read.
 * @example
 * ```ts
 * const u = wh40k11eUnit(readRoster(text).units[0], 'army.ros');
 * u.target?.invulnerable; // from InSv
 * ```
 */
export function wh40k11eUnit(unit: RosterUnit, source = 'input'): Wh40k11eUnit {
  const ten = wh40kUnit(unit, source, { modes: true });
  const warnings = ten.warnings.filter((w) => !(w.kind === 'keyword' && NEW_KEYWORDS.test(w.name)));
  // 10th edition's weapons (modes and pistols included), each profile's and each mode's rules
  // read again from its keywords as 11th edition reads them.
  const rules = (keywords: readonly string[]) => parseWeaponKeywords11e(keywords.join(', ')).rules;
  const weapons = ten.weapons.map((w): Wh40k11eWeapon => {
    const { modes, ...attacker } = w.attacker;
    return {
      ...w,
      attacker: {
        ...attacker,
        rules: rules(w.keywords),
        ...(modes === undefined
          ? {}
          : { modes: modes.map((m, i) => ({ ...m, rules: rules(w.modes![i]!.keywords) })) }),
      },
    };
  });
  const { target, main } = targetOf(ten, unit, source, (w) => warnings.push(w));
  const stats = ten.stats && main ? { ...ten.stats, invulnerable: main.value } : ten.stats;
  const { target: _ten, ...rest } = ten;
  return {
    ...rest,
    ...(stats ? { stats } : {}),
    ...(target ? { target } : {}),
    weapons,
    warnings,
  };
}
