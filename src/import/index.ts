/**
 * The army-list importers (docs/import.md): rosters, catalogues and MESBG profiles in,
 * typed units and scenarios out. Browser-safe: no Node imports.
 *
 * @example
 * ```ts
 * import { importRoster, armyMatrix } from 'mathhammer';
 * const m = armyMatrix(importRoster(mine).units, importRoster(theirs).units);
 * ```
 * @module
 */
export { type Catalogue, type CatalogueFile, catalogueUnit, readCatalogue } from './catalogue.js';
export { IMPORT_LIMITS, ImportError } from './errors.js';
export {
  MESBG_MISSILE_STRENGTH,
  type MesbgModel,
  type MesbgOptions,
  type MesbgProfiles,
  mesbgShootingScenario,
  readMesbgProfiles,
} from './mesbg.js';
export { type Roster, type RosterProfile, type RosterUnit, readRoster } from './roster.js';
export {
  type ArmyMatrix,
  type ArmyMatrixCell,
  type ArmyMatrixOptions,
  armyMatrix,
} from './wh40k/armyMatrix.js';
export { type ImportedRoster, type ImportOptions, importRoster } from './wh40k/importRoster.js';
export { parseWeaponKeywords, type WeaponKeywords } from './wh40k/keywords.js';
export {
  armyAnalysis,
  unitAttackers,
  unitScenario,
  unitTarget,
  type WeaponChoice,
  type Wh40kAnalysisJson,
  type Wh40kProfileJson,
} from './wh40k/scenario.js';
export type {
  Wh40kAttackerJson,
  Wh40kRuleJson,
  Wh40kScenarioJson,
  Wh40kTargetJson,
} from './wh40k/types.js';
export {
  type ImportWarning,
  WH40K_PROFILE_TYPES,
  type Wh40kStats,
  type Wh40kUnit,
  type Wh40kWeapon,
  wh40kUnit,
} from './wh40k/unit.js';
