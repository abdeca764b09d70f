/**
 * `mathhammer/import`: the army-list importers (docs/import.md): rosters, catalogues and
 * MESBG profiles in, typed units and scenarios out. Browser-safe: no Node imports. An entry
 * of its own so that its XML and zip parsers (`saxes`, `fflate`) load only in programs that
 * read army lists, not with every `import 'mathhammer'` (they cost more to load than the
 * rest of the library).
 *
 * @example
 * ```ts
 * import { armyMatrix, importRoster } from 'mathhammer/import';
 * const m = armyMatrix(importRoster(mine).units, importRoster(theirs).units);
 * ```
 * @module
 */
export { parseWeaponAbilities, plainText, type WeaponAbilities } from './aos4/abilities.js';
export { type Aos4AnalysisJson, aos4ArmyAnalysis } from './aos4/armyAnalysis.js';
export { aos4ArmyMatrix } from './aos4/armyMatrix.js';
export {
  aos4CatalogueUnit,
  aos4UnitScenario,
  type ImportedAos4Roster,
  importAos4Roster,
} from './aos4/importRoster.js';
export {
  AOS4_PROFILE_TYPES,
  type Aos4Unit,
  type Aos4UnitOptions,
  type Aos4Weapon,
  aos4Unit,
} from './aos4/unit.js';
export { armyMatrix11e } from './armyMatrix11e.js';
export {
  type BatchFormat,
  type BatchOptions,
  type BatchRow,
  type BatchRuleset,
  type BatchTarget,
  type BatchUnit,
  batchHeader,
  batchRows,
  batchRuleset,
  batchShard,
  formatBatchRow,
  mergeBatch,
} from './batch.js';
export { type Catalogue, type CatalogueFile, catalogueUnit, readCatalogue } from './catalogue.js';
export {
  type RosterGame,
  rosterGame,
  unreadGame,
  type Wh40kEdition,
  wh40kEdition,
} from './edition.js';
export { IMPORT_LIMITS, ImportError } from './errors.js';
export type { ImportedUnits, ImportWarning } from './imported.js';
export {
  type ImportedKillTeam,
  importKillTeam,
  type KillTeamScenarioOptions,
  killTeamCatalogueOperatives,
  killTeamScenario,
} from './killteam/importKillTeam.js';
export {
  KILLTEAM_PROFILE_TYPES,
  type KtImportedOperative,
  type KtImportedWeapon,
  killTeamOperative,
} from './killteam/operative.js';
export type { ArmyMatrix, ArmyMatrixCell, ArmyMatrixOptions } from './matrix.js';
export {
  MESBG_MISSILE_STRENGTH,
  type MesbgModel,
  type MesbgOptions,
  type MesbgProfiles,
  mesbgShootingScenario,
  readMesbgProfiles,
} from './mesbg.js';
export { type Roster, type RosterProfile, type RosterUnit, readRoster } from './roster.js';
export { armyMatrix } from './wh40k/armyMatrix.js';
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
  Wh40kModeJson,
  Wh40kRuleJson,
  Wh40kScenarioJson,
  Wh40kTargetJson,
} from './wh40k/types.js';
export {
  WH40K_PROFILE_TYPES,
  type Wh40kAbilityReading,
  type Wh40kStats,
  type Wh40kUnit,
  type Wh40kUnitOptions,
  type Wh40kWeapon,
  type Wh40kWeaponMode,
  wh40kUnit,
} from './wh40k/unit.js';
export {
  armyAnalysis11e,
  type ImportedRoster11e,
  importRoster11e,
  importWh40kRoster,
  unitScenario11e,
  type Wh40k11eAnalysisJson,
} from './wh40k11e/importRoster.js';
export { parseWeaponKeywords11e, type WeaponKeywords11e } from './wh40k11e/keywords.js';
export type {
  Wh40k11eAttackerJson,
  Wh40k11eRuleJson,
  Wh40k11eScenarioJson,
  Wh40k11eTargetJson,
} from './wh40k11e/types.js';
export { type Wh40k11eUnit, type Wh40k11eWeapon, wh40k11eUnit } from './wh40k11e/unit.js';
