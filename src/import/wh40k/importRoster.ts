/**
 * `importRoster`: a 10th edition roster file (`.ros`, `.rosz`, New Recruit JSON) to typed
 * units, each with its target profile and one attacker profile per weapon, and every
 * warning (what is read but not modelled).
 *
 * @module
 */

import { gameOf } from '../edition.js';
import { ImportError } from '../errors.js';
import { type ImportedUnits, importedUnits, readUnits } from '../imported.js';
import { readRoster } from '../roster.js';
import { type Wh40kUnit, wh40kUnit } from './unit.js';

/**
 * An imported 10th edition roster.
 *
 * @example
 * ```ts
 * const r: ImportedRoster = importRoster(text);
 * r.units.map((u) => u.name); r.warnings.length;
 * ```
 */
export type ImportedRoster = ImportedUnits<Wh40kUnit>;

/**
 * Options of {@link importRoster}.
 *
 * @example
 * ```ts
 * importRoster(bytes, { source: 'army.rosz' });
 * ```
 */
export interface ImportOptions {
  /** The file's name, for messages (default `'input'`). */
  readonly source?: string;
}

/**
 * Import a 10th edition roster: BattleScribe `.ros` (XML text), `.rosz` (the zipped bytes)
 * or New Recruit's JSON export.
 *
 * @param input - the file's text, or its bytes (zipped or not).
 * A unit that cannot be read (a profile missing a characteristic, a value out of range) is
 * left out with a warning naming it and the file, never the whole roster.
 *
 * @throws {ImportError} if the file is not a roster, is damaged or too large, is an
 *   11th-edition roster (`importRoster11e` reads those), or names a game or edition not read
 *   (8th or 9th edition, Age of Sigmar); the message names the file and the game.
 * @example
 * ```ts
 * const army = importRoster(readFileSync('army.rosz'), { source: 'army.rosz' });
 * for (const u of army.units) console.log(u.name, u.models, u.weapons.map((w) => w.name));
 * for (const w of army.warnings) console.warn(w.message);
 * ```
 */
export function importRoster(
  input: string | Uint8Array,
  options: ImportOptions = {},
): ImportedRoster {
  const source = options.source ?? 'input';
  const roster = readRoster(input, source);
  // A list of another edition or game read under 10th edition's rules would be silently
  // wrong (or empty: 8th edition's data has no Unit profile).
  const game = gameOf([roster.gameSystem, roster.gameSystemId], source);
  if (game === 'wh40k-11e') {
    throw new ImportError(
      source,
      '',
      `an 11th-edition roster (game system ${JSON.stringify(roster.gameSystem)}): read it with importRoster11e, as a wh40k-11e army`,
    );
  }
  if (game === 'aos4') {
    throw new ImportError(
      source,
      '',
      `an Age of Sigmar roster (game system ${JSON.stringify(roster.gameSystem)}): read it with importAos4Roster`,
    );
  }
  if (game === 'killteam') {
    throw new ImportError(
      source,
      '',
      `a Kill Team roster (game system ${JSON.stringify(roster.gameSystem)}): read it with importKillTeam`,
    );
  }
  const { units, left } = readUnits(roster.units, (u) =>
    wh40kUnit(u, source, { modes: true, abilities: true }),
  );
  return importedUnits(roster, units, left);
}
