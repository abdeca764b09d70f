/**
 * Kill Team (2024) lists in: a catalogue of BSData's Kill Team data (a faction's `.cat`, each
 * operative a model entry) or a roster (`.ros`, `.rosz`, New Recruit JSON), as operatives with
 * their weapons in the `killteam` ruleset's shape, and the scenario of one operative attacking
 * another. Documented in `docs/import.md`, "Kill Team".
 *
 * @module
 */
import type { KtFightScenarioInput } from '../../rulesets/killteam/fight/input.js';
import type { KtShootScenarioInput } from '../../rulesets/killteam/input.js';
import {
  type Catalogue,
  catalogueGame,
  catalogueUnit,
  catalogueUnitSource,
  readCatalogue,
} from '../catalogue.js';
import { gameOf, type RosterGame } from '../edition.js';
import { ImportError } from '../errors.js';
import { type ImportedUnits, importedUnits, readUnits } from '../imported.js';
import { readDocument } from '../read.js';
import { readRoster } from '../roster.js';
import { type KtImportedOperative, type KtImportedWeapon, killTeamOperative } from './operative.js';

/**
 * An imported Kill Team list (a roster, or every operative of a catalogue).
 *
 * @example
 * ```ts
 * const r: ImportedKillTeam = importKillTeam(readFileSync('Kasrkin.cat'), { source: 'Kasrkin.cat' });
 * r.units.map((o) => o.name);
 * ```
 */
export type ImportedKillTeam = ImportedUnits<KtImportedOperative>;

/** BSData's Kill Team (2024) game system (`2024 - Kill Team.gst`): its id and name. */
const KILLTEAM_SYSTEM_ID = 'c521-ad27-44df-f959';
const KILLTEAM_SYSTEM_NAME = 'Warhammer 40,000: Kill Team (2024)';

/** Refuse a file naming another game than Kill Team 2024 (a file naming none is read). */
function checkGame(game: RosterGame | undefined, named: string, source: string): void {
  if (game !== undefined && game !== 'killteam') {
    throw new ImportError(
      source,
      '',
      `not a Kill Team (2024) file: its game system is ${JSON.stringify(named)} (${game})`,
    );
  }
}

/**
 * Every operative of a catalogue (read with `readCatalogue`), each read as
 * {@link killTeamOperative}; an operative that cannot be read is left out with a warning
 * (kind `unit`) naming it and the file that holds it.
 *
 * @throws {ImportError} when the catalogue names another game than Kill Team 2024, or one
 *   the importers do not read (Kill Team 2021).
 * @example
 * ```ts
 * const { units, left } = killTeamCatalogueOperatives(readCatalogue(files));
 * ```
 */
export function killTeamCatalogueOperatives(cat: Catalogue): {
  readonly units: KtImportedOperative[];
  readonly left: ImportedKillTeam['warnings'][number][];
} {
  checkGame(
    catalogueGame(cat),
    cat.gameSystems.map((g) => g.name || g.id).join(', '),
    cat.names.join(', '),
  );
  const units: KtImportedOperative[] = [];
  const left: ImportedKillTeam['warnings'][number][] = [];
  for (const name of cat.unitNames) {
    const source = catalogueUnitSource(cat, name);
    try {
      units.push(killTeamOperative(catalogueUnit(cat, name), { source }));
    } catch (e) {
      if (!(e instanceof ImportError)) throw e;
      left.push({
        unit: name,
        kind: 'unit',
        name,
        message: `${name}: left out, it cannot be read: ${e.message}`,
      });
    }
  }
  return { units, left };
}

/**
 * Import a Kill Team (2024) file: a catalogue of BSData's data (`.cat`, XML or JSON; every
 * operative entry of it, with every weapon option it lists), or a roster (BattleScribe `.ros`,
 * `.rosz`, New Recruit JSON; its operatives as chosen). Each operative's APL, Save, Wounds and
 * weapons are read; every weapon rule and ability not modelled is in the warnings.
 *
 * @throws {ImportError} if the file is neither a catalogue nor a roster, is damaged, or names
 *   another game (a Warhammer 40,000 edition, Kill Team 2021); the message names the file.
 * @example
 * ```ts
 * const team = importKillTeam(readFileSync('2024 - Kasrkin.cat'), { source: 'Kasrkin.cat' });
 * team.units[0]!.weapons.map((w) => w.weapon); // killteam weapons
 * ```
 */
export function importKillTeam(
  input: string | Uint8Array,
  options: { readonly source?: string } = {},
): ImportedKillTeam {
  const source = options.source ?? 'input';
  const doc = readDocument(input, source);
  if (doc.root === 'catalogue' || doc.root === 'gameSystem') {
    const cat = readCatalogue([{ source, data: input }]);
    const { units, left } = killTeamCatalogueOperatives(cat);
    const system = cat.gameSystems[0];
    // A catalogue names its game system by id only: named here as the game system file does.
    const id = system?.id ?? '';
    return importedUnits(
      {
        name: cat.names.join(', '),
        gameSystem: system?.name || (id === KILLTEAM_SYSTEM_ID ? KILLTEAM_SYSTEM_NAME : id),
        gameSystemId: system?.id ?? '',
        units: [],
      },
      units,
      left,
    );
  }
  const roster = readRoster(input, source);
  checkGame(
    gameOf([roster.gameSystem, roster.gameSystemId], source),
    roster.gameSystem || roster.gameSystemId,
    source,
  );
  const { units, left } = readUnits(roster.units, (u) => killTeamOperative(u, { source }));
  return importedUnits(roster, units, left);
}

/**
 * Options of {@link killTeamScenario}.
 *
 * @example
 * ```ts
 * const o: KillTeamScenarioOptions = { phase: 'fight', weapon: 'Power weapon', targetWeapon: 'Chainsword' };
 * ```
 */
export interface KillTeamScenarioOptions {
  /** `'shoot'` (default): a ranged weapon at the target; `'fight'`: melee weapons, both sides. */
  readonly phase?: 'shoot' | 'fight';
  /** The attacker's weapon, by name; needed when it has more than one of the phase. */
  readonly weapon?: string;
  /** The target's melee weapon in a fight, by name; needed when it has more than one. */
  readonly targetWeapon?: string;
}

/**
 * The operative's one weapon of a kind, or the one named (`option`: the option that names
 * it); an error naming the operative, the option and its weapons of that kind.
 */
function pickWeapon(
  o: KtImportedOperative,
  kind: 'ranged' | 'melee',
  name: string | undefined,
  option: keyof KillTeamScenarioOptions,
): KtImportedWeapon {
  const list = o.weapons.filter((w) => w.kind === kind);
  const names = list.map((w) => JSON.stringify(w.name)).join(', ');
  if (name !== undefined) {
    const found = list.find((w) => w.name.toLowerCase() === name.trim().toLowerCase());
    if (found) return found;
    throw new ImportError(
      o.name,
      option,
      `no ${kind} weapon ${JSON.stringify(name)}; its ${kind} weapons: ${names || 'none'}`,
    );
  }
  if (list.length === 1) return list[0]!;
  throw new ImportError(
    o.name,
    option,
    list.length === 0
      ? `no ${kind} weapon to ${kind === 'ranged' ? 'shoot' : 'fight'} with`
      : `${list.length} ${kind} weapons: name one (${names})`,
  );
}

/**
 * A `killteam` scenario of one imported operative attacking another: shooting (its ranged
 * weapon at the target's Save and Wounds), or a fight (`phase: 'fight'`: each side's melee
 * weapon, the target fighting back).
 *
 * @throws {ImportError} when a side has no weapon of the phase, or several and none is named,
 *   or the weapon named is not one of them (naming its weapons).
 * @example
 * ```ts
 * const s = killTeamScenario(sergeant, trooper, { weapon: 'Plasma pistol (standard)' });
 * evaluate(s).results.damage.mean();
 * ```
 */
export function killTeamScenario(
  attacker: KtImportedOperative,
  target: KtImportedOperative,
  options: KillTeamScenarioOptions = {},
): KtShootScenarioInput | KtFightScenarioInput {
  if (options.phase === 'fight') {
    const mine = pickWeapon(attacker, 'melee', options.weapon, 'weapon');
    const theirs = pickWeapon(target, 'melee', options.targetWeapon, 'targetWeapon');
    return {
      ruleset: 'killteam',
      phase: 'fight',
      attacker: { ...attacker.operative, weapon: mine.weapon },
      defender: { ...target.operative, weapon: theirs.weapon },
    };
  }
  const weapon = pickWeapon(attacker, 'ranged', options.weapon, 'weapon');
  return {
    ruleset: 'killteam',
    attacker: { ...attacker.operative, weapon: weapon.weapon },
    target: target.operative,
  };
}
