/**
 * Age of Sigmar 4th-edition army lists in: a roster (`.ros`, `.rosz`, New Recruit JSON) or a
 * unit of the community data project's catalogues, as typed units with their `aos4` target
 * and attacker profiles, and a scenario of one unit against another. Every ability not
 * modelled is in the warnings. Documented in `docs/import.md`, "Age of Sigmar 4th edition".
 *
 * @module
 */
import type { Aos4ScenarioInput } from '../../rulesets/aos4/input.js';
import { type Catalogue, catalogueUnit } from '../catalogue.js';
import { gameOf } from '../edition.js';
import { ImportError } from '../errors.js';
import { type ImportedUnits, importedUnits, readUnits } from '../imported.js';
import { readRoster } from '../roster.js';
import { type Aos4Unit, aos4Unit } from './unit.js';

/**
 * An imported Age of Sigmar roster.
 *
 * @example
 * ```ts
 * const r: ImportedAos4Roster = importAos4Roster(text);
 * r.units.map((u) => u.name);
 * ```
 */
export type ImportedAos4Roster = ImportedUnits<Aos4Unit>;

/**
 * Import an Age of Sigmar 4th-edition roster: BattleScribe `.ros` (XML text), `.rosz` (the
 * zipped bytes) or New Recruit's JSON export. A roster counts a Reinforced unit's models
 * already.
 *
 * A unit whose profiles cannot be read is left out with a warning naming it and the file,
 * never the whole roster.
 *
 * @throws {ImportError} if the file is not a roster, is damaged, or names a game or edition
 *   not read (Age of Sigmar before its 4th edition, an old Warhammer 40,000); the message
 *   names the file and the game.
 * @example
 * ```ts
 * const army = importAos4Roster(readFileSync('army.ros', 'utf8'), { source: 'army.ros' });
 * army.units[0]!.weapons.map((w) => w.attacker);
 * ```
 */
export function importAos4Roster(
  input: string | Uint8Array,
  options: { readonly source?: string } = {},
): ImportedAos4Roster {
  const source = options.source ?? 'input';
  const roster = readRoster(input, source);
  const game = gameOf([roster.gameSystem, roster.gameSystemId], source);
  if (game !== undefined && game !== 'aos4') {
    throw new ImportError(
      source,
      '',
      `not an Age of Sigmar 4th-edition roster: its game system is ${JSON.stringify(roster.gameSystem)} (${game}: read it with importWh40kRoster)`,
    );
  }
  const { units, left } = readUnits(roster.units, (u) => aos4Unit(u, { source }));
  return importedUnits(roster, units, left);
}

/**
 * A unit of AoS 4 catalogues (read with `readCatalogue`, the game system and libraries given
 * too) at its minimum size, or Reinforced (twice the models).
 *
 * @throws {ImportError} when no unit has that name (with the closest names), or its profiles
 *   cannot be read.
 * @example
 * ```ts
 * aos4CatalogueUnit(readCatalogue(files), 'Vindictors', { reinforced: true }).models; // 10
 * ```
 */
export function aos4CatalogueUnit(
  cat: Catalogue,
  name: string,
  options: { readonly reinforced?: boolean } = {},
): Aos4Unit {
  return aos4Unit(catalogueUnit(cat, name), {
    source: cat.names.join(', '),
    ...(options.reinforced === undefined ? {} : { reinforced: options.reinforced }),
  });
}

/**
 * An `aos4` scenario of one imported unit attacking another: the attacker's melee weapons
 * (`phase: 'melee'`, the default) or ranged ones (`'shooting'`), all into one damage pool, at
 * the target unit.
 *
 * @throws {ImportError} when the attacker has no weapon of that kind.
 * @example
 * ```ts
 * const s = aos4UnitScenario(mine.units[0]!, theirs.units[2]!, { phase: 'melee', charged: true });
 * evaluate(s).results.slain.mean();
 * ```
 */
export function aos4UnitScenario(
  attacker: Aos4Unit,
  target: Aos4Unit,
  options: { readonly phase?: 'melee' | 'shooting'; readonly charged?: boolean } = {},
): Aos4ScenarioInput {
  const phase = options.phase ?? 'melee';
  const kind = phase === 'melee' ? 'melee' : 'ranged';
  const weapons = attacker.weapons.filter((w) => w.kind === kind);
  if (weapons.length === 0) {
    throw new ImportError(
      attacker.name,
      '',
      `no ${kind} weapon to attack with in the ${phase} phase`,
    );
  }
  return {
    ruleset: 'aos4',
    phase,
    attackers: weapons.map((w) =>
      options.charged ? { ...w.attacker, charged: true } : w.attacker,
    ),
    target: target.target,
  };
}
