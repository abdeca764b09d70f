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
import { InputError, show, TooLargeError } from '../../errors.js';
import type { AttackerDecision } from '../../format/decisions.js';
import { DECISION_WORK } from './decisionWork.js';
import type { Wh40kAttacker } from './types.js';

/**
 * What the weapon choices read of a scenario, of either edition: its attacker profiles and its
 * `pistols`.
 *
 * @example
 * ```ts
 * const s: WeaponChoosing = { attackers: [bolter, pistol], pistols: 'best' };
 * ```
 */
export interface WeaponChoosing<A extends Wh40kAttacker = Wh40kAttacker> {
  readonly attackers: readonly A[];
  readonly pistols?: 'pistols' | 'others' | 'best';
}

/**
 * What a scenario gives under one combination of choices: its mean models slain and damage.
 *
 * @example
 * ```ts
 * const x: ChoiceScore = { slain: 1.35, damage: 4.2 };
 * ```
 */
export interface ChoiceScore {
  readonly slain: number;
  readonly damage: number;
}

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
export function weaponChoices(s: WeaponChoosing): WeaponChoice[] {
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
export function applyChoices<S extends WeaponChoosing>(
  s: S,
  picks: Readonly<Record<string, string>>,
): S {
  type A = S['attackers'][number];
  const pistols = picks.pistols;
  const attackers = s.attackers
    .map((a, i): A | null => {
      if (pistols !== undefined && ranged(a) && (a.pistol === true) !== (pistols === 'pistols')) {
        return null;
      }
      if (!a.modes) return a;
      const name = picks[`attackers[${i}].mode`]!;
      const { modes, ...weapon } = a;
      const { name: _name, ...mode } = modes.find((m) => m.name === name)!;
      return { ...weapon, ...mode, mode: name } as A;
    })
    .filter((a): a is A => a !== null);
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

/** `x` scores better than `top`: more slain, then more damage (ties to the one found first). */
function better(x: ChoiceScore, top: ChoiceScore): boolean {
  return (
    x.slain > top.slain + 1e-12 ||
    (Math.abs(x.slain - top.slain) <= 1e-12 && x.damage > top.damage + 1e-12)
  );
}

/**
 * The scenario with every choice made, and the decisions made for `"best"`: the named
 * options, and for `"best"` the combination whose `score` is highest (mean models slain, then
 * mean damage; the first on a tie). Each choice left to `"best"` is one decision
 * (`rule: "weapon-mode"` for `attackers[i].mode`, `"pistols"` for the pistols): the option
 * taken with the chosen combination's means, and the runner-up, the best combination with
 * another option for that choice, with its means. A scenario without choices is returned as
 * it is.
 *
 * @param score - Evaluates a scenario without choices: its mean models slain and damage.
 * @param work - The exact engine's work of scoring one combination (`planWork`): with it, the
 *   combinations are refused together past `DECISION_WORK`, before any is scored.
 * @throws {TooLargeError} naming the choices, when their scoring would take too long.
 * @example
 * ```ts
 * const { chosen, decisions } = bestWeapons(scenario, score);
 * decisions[0]?.chosen.choice; // 'krak'
 * ```
 */
export function bestWeapons<S extends WeaponChoosing>(
  s: S,
  score: (s: S) => ChoiceScore,
  work?: (s: S) => number,
): { readonly chosen: S; readonly decisions: AttackerDecision[] } {
  const choices = weaponChoices(s);
  if (choices.length === 0) return { chosen: s, decisions: [] };
  const picks = combinations(choices);
  const all = picks.map((p) => applyChoices(s, p));
  if (all.length === 1) return { chosen: all[0]!, decisions: [] };
  /** The choices left to `"best"`: each one decision. */
  const open = choices.filter((c) => c.fixed === null && c.options.length > 1);
  // Every combination is scored before the run is priced: their work is bounded first.
  if (work !== undefined) {
    // Counted until over the limit: a refusal never waits for every combination's count.
    let total = 0;
    for (let i = 0; i < all.length && total <= DECISION_WORK; i++) total += work(all[i]!);
    if (total > DECISION_WORK) {
      throw new TooLargeError(
        `${open.map((c) => c.field).join(', ')}: "best" compares ${all.length} combinations of weapon choices exactly, which would take over ${total.toExponential(1)} steps of the exact engine, over the limit of ${DECISION_WORK.toExponential(0)}; name the mode${open.length > 1 ? 's' : ''} to fire`,
      );
    }
  }
  const scores = all.map(score);
  let best = 0;
  for (let i = 1; i < all.length; i++) if (better(scores[i]!, scores[best]!)) best = i;
  const outcome = (i: number, field: string) => ({
    choice: picks[i]![field]!,
    slain: scores[i]!.slain,
    damage: scores[i]!.damage,
  });
  const decisions = open.map((c): AttackerDecision => {
    let other = -1;
    for (let i = 0; i < all.length; i++) {
      if (picks[i]![c.field] === picks[best]![c.field]) continue;
      if (other < 0 || better(scores[i]!, scores[other]!)) other = i;
    }
    const pistols = c.field === 'pistols';
    const attacker = pistols
      ? s.attackers.findIndex((a) => ranged(a) && a.pistol === true)
      : Number(/\d+/.exec(c.field)![0]);
    const name = pistols ? undefined : s.attackers[attacker]!.name;
    return {
      rule: pistols ? 'pistols' : 'weapon-mode',
      attacker,
      ...(name === undefined ? {} : { name }),
      mode: 'best',
      chosen: outcome(best, c.field),
      other: outcome(other, c.field),
    };
  });
  return { chosen: all[best]!, decisions };
}

/**
 * The scenario with every choice made ({@link bestWeapons}, without its decisions).
 *
 * @param score - Evaluates a scenario without choices: its mean models slain and damage.
 * @example
 * ```ts
 * chooseWeapons(scenario, (c) => { const r = evaluateWh40k(c); return { slain: r.slain.mean(), damage: r.damage.mean() }; });
 * ```
 */
export function chooseWeapons<S extends WeaponChoosing>(s: S, score: (s: S) => ChoiceScore): S {
  return bestWeapons(s, score).chosen;
}
