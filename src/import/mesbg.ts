/**
 * The MESBG list builders' profile JSON (an object of armies, each an object of model
 * profiles with `Mv`, `Fv`, `Sv`, `S`, `D`, `A`, `W`, `C`, `wargear` and rule names) into
 * MESBG models: the characteristics, a `mesbg` scenario target (Defence, Wounds) and, for a
 * model with a missile weapon, a `mesbg` attacker group (Shoot Value, the weapon's Strength).
 * Ruleset: `docs/scenario-format.md` (MESBG), `src/rulesets/mesbg/schema.ts`.
 *
 * The profiles give no missile weapon's Strength: it comes from {@link MESBG_MISSILE_STRENGTH}
 * (the wargear's published Strength) or from the caller. Special rules and abilities are read
 * by name only, and each is reported as not modelled; their descriptions are never kept.
 *
 * @module
 */
import { ImportError } from './errors.js';
import { readDocument } from './read.js';
import { isNode } from './tree.js';

/**
 * Strength of the common missile weapons, by lower-case wargear name: a bow and an Orc bow
 * 2, an Elf bow and a Dwarf bow 3, a crossbow 4 (the MESBG rules manual's wargear). Pass
 * `missileStrength` to {@link readMesbgProfiles} for others.
 *
 * @example
 * ```ts
 * MESBG_MISSILE_STRENGTH['elf bow']; // 3
 * ```
 */
export const MESBG_MISSILE_STRENGTH: Readonly<Record<string, number>> = {
  bow: 2,
  'orc bow': 2,
  'elf bow': 3,
  'elven bow': 3,
  'dwarf bow': 3,
  crossbow: 4,
};

/** Wargear names that are missile weapons (their Strength may be unknown). */
const MISSILE = /\b(bow|crossbow|sling|throwing|javelin|blowpipe)s?\b/i;

/**
 * A MESBG model read from a profile.
 *
 * @example
 * ```ts
 * const m = readMesbgProfiles(json).models.find((m) => m.name === 'Hobbit Archer');
 * m.target; // { name: 'Hobbit Archer', defence: 3, wounds: 1 }
 * ```
 */
export interface MesbgModel {
  readonly army: string;
  readonly name: string;
  readonly move?: string;
  readonly fight: number;
  /** Shoot Value, 2..6 (for 3+..), if the profile gives one. */
  readonly shootValue?: number;
  readonly strength: number;
  readonly defence: number;
  /** Attacks; omitted when the profile gives a special value (`*`). */
  readonly attacks?: number;
  readonly wounds: number;
  /** Courage as the roll needed (`5` for 5+), if given. */
  readonly courage?: number;
  readonly wargear: readonly string[];
  /** Names of its special rules and abilities (never their text). */
  readonly rules: readonly string[];
  /** As a `mesbg` scenario target. */
  readonly target: { readonly name: string; readonly defence: number; readonly wounds: number };
  /** As a `mesbg` attacker group, if it has a missile weapon of known Strength. */
  readonly shooter?: {
    readonly name: string;
    readonly models: number;
    readonly shootValue: number;
    readonly strength: number;
  };
}

/**
 * What {@link readMesbgProfiles} returns: the models and the warnings.
 *
 * @example
 * ```ts
 * const { models, warnings } = readMesbgProfiles(text);
 * ```
 */
export interface MesbgProfiles {
  readonly models: readonly MesbgModel[];
  /** One line each: a rule not modelled, a missile weapon of unknown Strength. */
  readonly warnings: readonly string[];
}

/**
 * Options of {@link readMesbgProfiles}.
 *
 * @example
 * ```ts
 * readMesbgProfiles(text, { source: 'profile_data.json', missileStrength: { 'throwing spears': 3 } });
 * ```
 */
export interface MesbgOptions {
  readonly source?: string;
  /** Strength of missile weapons by lower-case name, over {@link MESBG_MISSILE_STRENGTH}. */
  readonly missileStrength?: Readonly<Record<string, number>>;
  /** Only this army (by name, case-insensitive). */
  readonly army?: string;
}

function value(raw: unknown): string {
  return typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
}

function names(raw: unknown): string[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .map((r) => (typeof r === 'string' ? r : isNode(r) && typeof r.name === 'string' ? r.name : ''))
    .filter((n) => n !== '');
}

/**
 * Read the profile JSON of the MESBG list builders.
 *
 * @param input - the file's text or bytes: `{ "<army>": { "<model>": { "Fv": "4", ... } } }`.
 * @throws {ImportError} if it is not such an object, or a profile misses or garbles Fight,
 *   Strength, Defence or Wounds (naming the army and model).
 * @example
 * ```ts
 * const { models } = readMesbgProfiles(readFileSync('profile_data.json'), { army: 'The Shire' });
 * ```
 */
export function readMesbgProfiles(
  input: string | Uint8Array,
  options: MesbgOptions = {},
): MesbgProfiles {
  const source = options.source ?? 'input';
  const doc = readDocument(input, source);
  const json = doc.json;
  if (!isNode(json)) {
    throw new ImportError(
      source,
      '',
      'not MESBG profile data: expected a JSON object of armies, each an object of model profiles',
    );
  }
  const strengths = { ...MESBG_MISSILE_STRENGTH, ...options.missileStrength };
  const models: MesbgModel[] = [];
  const warnings: string[] = [];
  for (const [army, profiles] of Object.entries(json)) {
    if (options.army && army.toLowerCase() !== options.army.toLowerCase()) continue;
    if (!isNode(profiles)) {
      throw new ImportError(source, `army "${army}"`, 'expected an object of model profiles');
    }
    for (const [name, p] of Object.entries(profiles)) {
      const place = `army "${army}" > model "${name}"`;
      if (!isNode(p)) throw new ImportError(source, place, 'expected a profile object');
      const num = (
        key: string,
        label: string,
        min: number,
        max: number,
        optional = false,
      ): number | undefined => {
        const text = value(p[key]);
        if (text === '' && optional) return undefined;
        if (text === '') throw new ImportError(source, place, `missing ${label} (${key})`);
        const m = /^(\d{1,3})\+?$/.exec(text);
        const n = m ? Number(m[1]) : Number.NaN;
        if (!(n >= min && n <= max)) {
          if (optional) return undefined;
          throw new ImportError(
            source,
            place,
            `${label} (${key}) must be ${min}..${max}, got ${JSON.stringify(text)}`,
          );
        }
        return n;
      };
      // "Fv" is the Fight value, or Fight/Shoot ("5/3+") in some profiles.
      const fv = value(p.Fv);
      const [fightText, shootText] = fv.includes('/') ? fv.split('/') : [fv, value(p.Sv)];
      const fm = /^(\d{1,2})$/.exec((fightText ?? '').trim());
      // Fight values run 1..10 (MESBG rulebook, Characteristics), as a fight scenario takes them.
      if (!fm || Number(fm[1]) < 1 || Number(fm[1]) > 10)
        throw new ImportError(
          source,
          place,
          `Fight value (Fv) must be a whole number 1..10, got ${JSON.stringify(fv)}`,
        );
      const sm = /^([1-6])\+?$/.exec((shootText ?? '').trim());
      const shootValue = sm ? Math.max(2, Number(sm[1])) : undefined;
      const strength = num('S', 'Strength', 1, 10)!;
      const defence = num('D', 'Defence', 1, 10)!;
      const wounds = num('W', 'Wounds', 1, 100)!;
      const attacks = num('A', 'Attacks', 1, 20, true);
      if (attacks === undefined && value(p.A) !== '') {
        warnings.push(
          `${army}: ${name}: Attacks ${JSON.stringify(value(p.A))} is not a number; left out`,
        );
      }
      const courage = num('C', 'Courage', 1, 10, true);
      const wargear = names(p.wargear);
      const rules = [...names(p.special_rules), ...names(p.active_or_passive_rules)];
      for (const r of rules) warnings.push(`${army}: ${name}: rule "${r}" is not modelled`);
      let shooter: MesbgModel['shooter'];
      const missiles = wargear.filter((w) => MISSILE.test(w));
      for (const w of missiles) {
        const s = strengths[w.trim().toLowerCase()];
        if (s === undefined) {
          warnings.push(
            `${army}: ${name}: missile weapon "${w}" has no known Strength; give it with missileStrength`,
          );
        } else if (!shooter && shootValue !== undefined) {
          shooter = { name: `${name}, ${w}`, models: 1, shootValue, strength: s };
        }
      }
      if (missiles.length > 0 && shootValue === undefined) {
        warnings.push(
          `${army}: ${name}: has ${missiles.join(', ')} but no Shoot value; not a shooter`,
        );
      }
      const move = value(p.Mv);
      models.push({
        army,
        name,
        ...(move ? { move } : {}),
        fight: Number(fm[1]),
        ...(shootValue === undefined ? {} : { shootValue }),
        strength,
        defence,
        ...(attacks === undefined ? {} : { attacks }),
        wounds,
        ...(courage === undefined ? {} : { courage }),
        wargear,
        rules,
        target: { name, defence, wounds },
        ...(shooter ? { shooter } : {}),
      });
    }
  }
  if (options.army && models.length === 0) {
    throw new ImportError(
      source,
      '',
      `no army named ${JSON.stringify(options.army)}; armies: ${Object.keys(json).slice(0, 10).join(', ')}`,
    );
  }
  return { models, warnings };
}

/**
 * A `mesbg` scenario: `shooters` models of `attacker`'s missile weapon at `target`.
 *
 * @throws {ImportError} if the attacker has no missile weapon of known Strength.
 * @example
 * ```ts
 * const s = mesbgShootingScenario(archer, orc, 10);
 * evaluate(s).slain.mean;
 * ```
 */
export function mesbgShootingScenario(
  attacker: MesbgModel,
  target: MesbgModel,
  shooters = 1,
): {
  ruleset: 'mesbg';
  attackers: { name: string; models: number; shootValue: number; strength: number }[];
  target: { name: string; defence: number; wounds: number };
} {
  if (!attacker.shooter) {
    throw new ImportError(
      attacker.army,
      `model "${attacker.name}"`,
      'has no missile weapon of known Strength and Shoot value',
    );
  }
  return {
    ruleset: 'mesbg',
    attackers: [{ ...attacker.shooter, models: shooters }],
    target: { ...target.target },
  };
}
