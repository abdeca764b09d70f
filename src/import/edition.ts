/**
 * Which edition of Warhammer 40,000 a roster or data file is for, from the game system it
 * names: the BSData game systems of the two editions have their own ids
 * (`sys-352e-adc2-7639-d6a9`: 10th, `sys-352e-adc2-7639-d610`: 11th) and names
 * ("Warhammer 40,000 10th Edition", "Warhammer 40,000 11th Edition"). An 11th-edition list
 * must import as `wh40k-11e`, never silently as 10th edition (`docs/wh40k-11e.md`, "Import").
 *
 * @module
 */
import { ImportError } from './errors.js';

/** The game system ids of the BSData repositories of each edition. */
const SYSTEM_IDS: Readonly<Record<string, Wh40kEdition>> = {
  'sys-352e-adc2-7639-d6a9': 'wh40k-10e',
  'sys-352e-adc2-7639-d610': 'wh40k-11e',
};

/**
 * A Warhammer 40,000 edition, as the ruleset that models it.
 *
 * @example
 * ```ts
 * const e: Wh40kEdition = 'wh40k-11e';
 * ```
 */
export type Wh40kEdition = 'wh40k-10e' | 'wh40k-11e';

/**
 * The edition a game system name or id names, or `undefined` when it names neither (another
 * game, or a name without an edition).
 *
 * @example
 * ```ts
 * wh40kEdition('Warhammer 40,000 11th Edition'); // 'wh40k-11e'
 * wh40kEdition('sys-352e-adc2-7639-d6a9');       // 'wh40k-10e'
 * wh40kEdition('Warhammer 40,000');              // undefined
 * ```
 */
export function wh40kEdition(nameOrId: string): Wh40kEdition | undefined {
  const t = nameOrId.trim();
  const byId = SYSTEM_IDS[t.toLowerCase()];
  if (byId) return byId;
  if (!/40[,.]?000|40k/i.test(t)) return undefined;
  if (/\b11(th)?\b|eleventh/i.test(t)) return 'wh40k-11e';
  if (/\b10(th)?\b|tenth/i.test(t)) return 'wh40k-10e';
  return undefined;
}

/**
 * A game a roster can be imported for, as the ruleset that models it.
 *
 * @example
 * ```ts
 * const g: RosterGame = 'aos4';
 * ```
 */
export type RosterGame = Wh40kEdition | 'aos4' | 'killteam';

/** The game system id of the community data project's Age of Sigmar 4th edition. */
const AOS4_SYSTEM_ID = 'e51d-b1a3-75fc-dc3g';

/**
 * The game system id of BSData's Kill Team (2024) data (github.com/BSData/wh40k-killteam,
 * `2024 - Kill Team.gst`, named "Warhammer 40,000: Kill Team (2024)").
 */
const KILLTEAM_SYSTEM_ID = 'c521-ad27-44df-f959';

/**
 * The game a roster's game system (name or id) names: an edition of Warhammer 40,000
 * ({@link wh40kEdition}), Age of Sigmar 4th edition (the data's id, or a name such as
 * "Age of Sigmar 4.0" or "Warhammer Age of Sigmar 4th Edition"), or Kill Team's 2024 edition
 * (the BSData id, or a Kill Team name with "2024" in it, as "Warhammer 40,000: Kill Team
 * (2024)"); `undefined` for anything else.
 *
 * @example
 * ```ts
 * rosterGame('Age of Sigmar 4.0');                   // 'aos4'
 * rosterGame('Warhammer 40,000 10th Edition');       // 'wh40k-10e'
 * rosterGame('Warhammer 40,000: Kill Team (2024)');  // 'killteam'
 * rosterGame('Age of Sigmar');                       // undefined: no edition named
 * ```
 */
export function rosterGame(nameOrId: string): RosterGame | undefined {
  const t = nameOrId.trim();
  if (t.toLowerCase() === AOS4_SYSTEM_ID) return 'aos4';
  if (t.toLowerCase() === KILLTEAM_SYSTEM_ID) return 'killteam';
  if (/age of sigmar/i.test(t) && /\b4(\.0|th)?\b|fourth/i.test(t)) return 'aos4';
  // Kill Team's editions are named by their year; its name holds "40,000" too, so it is
  // told apart before the 40k editions are read.
  if (/kill ?team/i.test(t)) return /\b2024\b/.test(t) ? 'killteam' : undefined;
  return wh40kEdition(t);
}

/**
 * Game systems of the community data that the project recognises and does not read, each
 * with the name it is refused under: the data of older editions has other profile types and
 * rules (no `SV` characteristic read as 10th edition reads it, no `Unit` profile in 8th
 * edition's data), so reading them as a supported edition gives wrong numbers or no units.
 * Ids: the BSData game systems of Warhammer 40,000 8th and 9th edition
 * (`28ec-711c-d87f-3aeb`, one repository for both) and of Age of Sigmar before its 4th
 * edition (`e51d-b1a3-75fc-dc33`).
 */
const UNREAD_SYSTEM_IDS: Readonly<Record<string, string>> = {
  '28ec-711c-d87f-3aeb': 'Warhammer 40,000 8th or 9th edition',
  'e51d-b1a3-75fc-dc33': 'Age of Sigmar before its 4th edition',
  // BSData's Kill Team (2021) game system (`2021 - Kill Team.gst`): its profiles are the 2021
  // edition's (operatives' GA and DF, weapons' A, WS/BS, D, SR), not the 2024 edition's that
  // the `killteam` ruleset models.
  '3b7e-7dab-f79f-2e74': 'Kill Team (2021)',
};

/**
 * Other games of the community data and of the same list builders, by name: never read as
 * Warhammer 40,000 (their rosters share the format, not the rules).
 */
const OTHER_GAMES =
  /kill ?team|horus heresy|necromunda|old world|middle[- ]earth|blood ?bowl|warcry|underworlds|titanicus|legions imperialis|aeronautica|combat patrol/i;

/** The games the importers read, as the message of a refused one lists them. */
const READ_GAMES =
  'Warhammer 40,000 10th and 11th edition (wh40k-10e, wh40k-11e), Age of Sigmar 4th edition (aos4) and Kill Team 2024 (killteam)';

/**
 * The game or edition a game system (name or id) names that the project recognises and does
 * not read, as a phrase for a message; `undefined` for a game it reads or one it does not
 * recognise at all. Recognised: the ids of the older editions' data, a Warhammer 40,000 name
 * with an edition other than the 10th or 11th ("Warhammer 40,000 9th Edition"), an Age of
 * Sigmar name with an edition other than the 4th ("Age of Sigmar 3.0"), and other games of
 * the same list builders by name (Horus Heresy, Necromunda...; Kill Team but its 2024 edition:
 * "Warhammer 40,000: Kill Team (2021)").
 *
 * @example
 * ```ts
 * unreadGame('Warhammer 40,000: Kill Team (2021)'); // 'Warhammer 40,000: Kill Team (2021)'
 * unreadGame('Warhammer 40,000 8th Edition'); // 'Warhammer 40,000 8th Edition'
 * unreadGame('28ec-711c-d87f-3aeb');          // 'Warhammer 40,000 8th or 9th edition'
 * unreadGame('Warhammer 40,000 10th Edition'); // undefined: read as wh40k-10e
 * ```
 */
export function unreadGame(nameOrId: string): string | undefined {
  const t = nameOrId.trim();
  const byId = UNREAD_SYSTEM_IDS[t.toLowerCase()];
  if (byId) return byId;
  if (rosterGame(t) !== undefined) return undefined;
  if (OTHER_GAMES.test(t)) return t;
  const edition = /\b([1-9]\d?)(st|nd|rd|th)\b|\b([1-9])\.0\b/i;
  if (/40[,.]?000|40k/i.test(t) && edition.test(t)) return t;
  if (/age of sigmar/i.test(t) && edition.test(t)) return t;
  return undefined;
}

/**
 * The game a roster or catalogue is for, from its game system's name and id: the one they
 * name ({@link rosterGame}), or `undefined` when they name none the project recognises (the
 * caller's default applies).
 *
 * @param names - the game system's name and id, as the file gives them ('' when absent).
 * @param source - the file, for the message.
 * @throws {ImportError} when they name a game or edition the project does not read
 *   ({@link unreadGame}), naming it and the games read.
 * @example
 * ```ts
 * gameOf(['Warhammer 40,000 11th Edition', 'sys-352e-adc2-7639-d610'], 'army.json'); // 'wh40k-11e'
 * gameOf(['Warhammer 40,000 9th Edition', ''], 'old.ros'); // throws: 9th edition is not read
 * ```
 */
export function gameOf(names: readonly string[], source: string): RosterGame | undefined {
  for (const n of names) {
    if (n.trim() === '') continue;
    const unread = unreadGame(n);
    if (unread !== undefined) {
      throw new ImportError(
        source,
        '',
        `its game system is ${JSON.stringify(n)}: ${unread} is not a game the importer reads (it reads ${READ_GAMES})`,
      );
    }
  }
  for (const n of names) {
    const game = rosterGame(n);
    if (game !== undefined) return game;
  }
  return undefined;
}
