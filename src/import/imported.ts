/**
 * What every game's roster importer gives: the roster's name, game system and points, its
 * units as that game reads them, and every unit's warnings (what was read but not modelled),
 * in order. One shape for every game (`importRoster`, `importAos4Roster`), so that the command
 * line and the page list and warn the same way.
 *
 * @module
 */
import { ImportError } from './errors.js';
import type { Roster, RosterUnit } from './roster.js';

/**
 * Something read but not modelled, or read with a choice made: reported to the user, never
 * silent. `kind` says what: a weapon keyword, a unit ability or rule, or the statline.
 *
 * @example
 * ```ts
 * const w: ImportWarning = { unit: 'Intercessor Squad', kind: 'keyword', name: 'Assault', message: '...' };
 * ```
 */
export interface ImportWarning {
  readonly unit: string;
  readonly kind: 'keyword' | 'ability' | 'statline' | 'weapon' | 'profile' | 'unit';
  /** The keyword, ability or weapon named. */
  readonly name: string;
  /** One line for the user. */
  readonly message: string;
}

/**
 * An imported roster of units `U`.
 *
 * @example
 * ```ts
 * const r: ImportedUnits<Aos4Unit> = importAos4Roster(text);
 * r.units.map((u) => u.name); r.warnings.length;
 * ```
 */
export interface ImportedUnits<U> {
  readonly name: string;
  readonly gameSystem: string;
  readonly points?: number;
  readonly units: readonly U[];
  /** Every unit's warnings, in order. */
  readonly warnings: readonly ImportWarning[];
}

/**
 * A read roster with its units as a game reads them.
 *
 * @internal
 * @example
 * ```ts
 * importedUnits(roster, roster.units.map((u) => aos4Unit(u)));
 * ```
 */
export function importedUnits<U extends { readonly warnings: readonly ImportWarning[] }>(
  roster: Roster,
  units: readonly U[],
  left: readonly ImportWarning[] = [],
): ImportedUnits<U> {
  return {
    name: roster.name,
    gameSystem: roster.gameSystem,
    ...(roster.points === undefined ? {} : { points: roster.points }),
    units,
    warnings: [...units.flatMap((u) => u.warnings), ...left],
  };
}

/**
 * Each unit of a roster as a game reads it, a unit that cannot be read left out with a
 * warning (kind `unit`) that names it and its file, never the whole roster: one bad profile
 * in a list of twenty units still leaves nineteen to evaluate.
 *
 * @internal
 * @param read - the game's reading of one unit; its {@link ImportError} leaves the unit out,
 *   any other error is thrown.
 * @example
 * ```ts
 * const { units, left } = readUnits(roster.units, (u) => aos4Unit(u, { source }));
 * ```
 */
export function readUnits<U>(
  units: readonly RosterUnit[],
  read: (u: RosterUnit) => U,
): { units: U[]; left: ImportWarning[] } {
  const out: U[] = [];
  const left: ImportWarning[] = [];
  for (const u of units) {
    try {
      out.push(read(u));
    } catch (e) {
      if (!(e instanceof ImportError)) throw e;
      left.push({
        unit: u.customName ?? u.name,
        kind: 'unit',
        name: u.name,
        message: `${u.customName ?? u.name}: left out, it cannot be read: ${e.message}`,
      });
    }
  }
  return { units: out, left };
}
