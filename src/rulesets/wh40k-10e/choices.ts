/**
 * Weapon choices of Warhammer 40,000 attackers: a weapon with several firing modes fires one
 * of them, and a model fires its pistols or its other ranged weapons, not both
 * (`../shared/spec/wh40k-units.md`, "The attacking unit: weapons a model may choose
 * between"; `docs/wh40k-10e/weapon-choices.md`). A choice is named by the scenario, or
 * `"best"`: the combination of choices with the highest mean models slain against this
 * target (ties: the highest mean damage; then the first listed), which the chosen scenario
 * names (`attackers[i].mode`, `pistols`).
 *
 * @module
 */
import { InputError, show } from '../../errors.js';
import type { Wh40kAttacker, Wh40kScenario } from './types.js';

/**
 * One choice of a scenario: its field, its options, and the option the scenario names (null:
 * `"best"`).
 *
 * @example
 * ```ts
 * const c: WeaponChoice = { field: 'attackers[0].mode', options: ['frag', 'krak'], fixed: null };
 * ```
 */
export interface WeaponChoice {
  readonly field: string;
  readonly options: readonly string[];
  readonly fixed: string | null;
}

/** The most combinations of choices `"best"` compares. */
export const MAX_WEAPON_COMBINATIONS = 64;

const ranged = (a: Wh40kAttacker) => a.ws === undefined;

/**
 * The choices of a validated scenario, in order: each weapon with modes, then pistols (when
 * some ranged weapon is a pistol and some is not).
 *
 * @throws {InputError} naming `pistols` when it asks for "others" and every ranged weapon is
 *   a pistol, or for "pistols" and none is.
 * @example
 * ```ts
 * weaponChoices(scenario).map((c) => c.field); // ['attackers[0].mode', 'pistols']
 * ```
 */
export function weaponChoices(s: Wh40kScenario): WeaponChoice[] {
  const out: WeaponChoice[] = [];
  s.attackers.forEach((a, i) => {
    if (!a.modes) return;
    out.push({
      field: `attackers[${i}].mode`,
      options: a.modes.map((m) => m.name),
      fixed: a.mode === undefined || a.mode === 'best' ? null : a.mode,
    });
  });
  const pistols = s.attackers.some((a) => ranged(a) && a.pistol === true);
  const others = s.attackers.some((a) => ranged(a) && a.pistol !== true);
  const asked = s.pistols === undefined || s.pistols === 'best' ? null : s.pistols;
  if (asked !== null && !(asked === 'pistols' ? pistols : others)) {
    throw new InputError(
      `pistols: ${show(asked)} fires no weapon: ${asked === 'pistols' ? 'no ranged weapon has "pistol": true' : 'every ranged weapon is a pistol'}`,
      'pistols',
      asked,
    );
  }
  if (pistols && others)
    out.push({ field: 'pistols', options: ['pistols', 'others'], fixed: asked });
  return out;
}

/**
 * The scenario with one option of each choice (`picks[field]`): each weapon's mode applied
 * (its entry's characteristics replaced by the mode's, `mode` set to its name), the pistols
 * or the other ranged weapons left out.
 *
 * @example
 * ```ts
 * applyChoices(scenario, { 'attackers[0].mode': 'krak' }).attackers[0].strength; // 9
 * ```
 */
export function applyChoices(
  s: Wh40kScenario,
  picks: Readonly<Record<string, string>>,
): Wh40kScenario {
  const pistols = picks.pistols;
  const attackers = s.attackers
    .map((a, i): Wh40kAttacker | null => {
      if (pistols !== undefined && ranged(a) && (a.pistol === true) !== (pistols === 'pistols')) {
        return null;
      }
      if (!a.modes) return a;
      const name = picks[`attackers[${i}].mode`]!;
      const { modes, ...weapon } = a;
      const { name: _name, ...mode } = modes.find((m) => m.name === name)!;
      return { ...weapon, ...mode, mode: name } as Wh40kAttacker;
    })
    .filter((a): a is Wh40kAttacker => a !== null);
  return { ...s, attackers, ...(pistols === undefined ? {} : { pistols: pistols as 'pistols' }) };
}

/**
 * Every combination of the options of `choices` (the named ones fixed), in order.
 *
 * @throws {InputError} beyond {@link MAX_WEAPON_COMBINATIONS} combinations.
 * @example
 * ```ts
 * combinations([{ field: 'pistols', options: ['pistols', 'others'], fixed: null }]); // [{ pistols: 'pistols' }, { pistols: 'others' }]
 * ```
 */
export function combinations(choices: readonly WeaponChoice[]): Record<string, string>[] {
  let out: Record<string, string>[] = [{}];
  for (const c of choices) {
    const options = c.fixed === null ? c.options : [c.fixed];
    out = out.flatMap((p) => options.map((o) => ({ ...p, [c.field]: o })));
    if (out.length > MAX_WEAPON_COMBINATIONS) {
      throw new InputError(
        `${c.field}: "best" would compare more than ${MAX_WEAPON_COMBINATIONS} combinations of weapon choices; name some modes (or "pistols") in the scenario`,
        c.field,
        out.length,
      );
    }
  }
  return out;
}

/**
 * The scenario with every choice made: the named options, and for `"best"` the combination
 * whose `score` is highest (mean models slain, then mean damage; the first on a tie). A
 * scenario without choices is returned as it is.
 *
 * @param score - Evaluates a scenario without choices: its mean models slain and damage.
 * @example
 * ```ts
 * chooseWeapons(scenario, (c) => { const r = evaluateWh40k(c); return { slain: r.slain.mean(), damage: r.damage.mean() }; });
 * ```
 */
export function chooseWeapons(
  s: Wh40kScenario,
  score: (s: Wh40kScenario) => { readonly slain: number; readonly damage: number },
): Wh40kScenario {
  const choices = weaponChoices(s);
  if (choices.length === 0) return s;
  const all = combinations(choices).map((p) => applyChoices(s, p));
  if (all.length === 1) return all[0]!;
  let best = all[0]!;
  let top = score(best);
  for (const c of all.slice(1)) {
    const x = score(c);
    const better =
      x.slain > top.slain + 1e-12 ||
      (Math.abs(x.slain - top.slain) <= 1e-12 && x.damage > top.damage + 1e-12);
    if (better) {
      best = c;
      top = x;
    }
  }
  return best;
}
