/**
 * Weapon choices of Warhammer 40,000 attackers: a weapon with several firing modes fires one
 * of them, and a model fires its pistols or its other ranged weapons, not both
 * (`../shared/spec/wh40k-units.md`, "The attacking unit: weapons a model may choose
 * between"; `docs/wh40k-10e/weapon-choices.md`). The pistol choice is made per set of models:
 * the attacker entries of one `bearer` are the weapons of the same models, and the entries
 * without a bearer are one set together. A choice is named by the scenario, or `"best"`: the
 * combination of choices with the highest mean models slain against this target (ties: the
 * highest mean damage; then the first listed), which the chosen scenario names
 * (`attackers[i].mode`, `pistols`). A damage re-roll whose threshold is `"best"`
 * (`reroll-damage`, `docs/wh40k-10e/reroll-damage.md`) is one more choice of the same kind:
 * its options are no re-roll and each threshold of the weapon's Damage roll, compared with
 * the others jointly, every combination scored the same way. A weapon that a combination's
 * pistol choice leaves silent makes no choice of its own in that combination.
 *
 * @module
 */
import { diceDist } from '../../dice/diceDist.js';
import { InputError, show, TooLargeError } from '../../errors.js';
import type { AttackerDecision } from '../../format/decisions.js';
import type { RuleInput } from '../../format/types.js';
import { DECISION_WORK } from './decisionWork.js';
import type { Wh40kAttacker, Wh40kPistols } from './types.js';

/**
 * What the weapon choices read of a scenario, of either edition: its attacker profiles (their
 * `bearer`s) and its `pistols`.
 *
 * @example
 * ```ts
 * const s: WeaponChoosing = { attackers: [bolter, pistol], pistols: 'best' };
 * ```
 */
export interface WeaponChoosing<A extends Wh40kAttacker = Wh40kAttacker> {
  readonly attackers: readonly A[];
  readonly pistols?: Wh40kPistols;
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
  /** A weapon's mode or damage re-roll: the attacker's index. */
  readonly attacker?: number;
  /** A pistol choice: the set of models it is made for. */
  readonly models?: PistolSet;
}

/**
 * One set of models with a pistol choice: its bearer (none: the entries without a bearer),
 * and the indices of its ranged entries that are pistols and that are not.
 *
 * @example
 * ```ts
 * const sergeant: PistolSet = { bearer: 'Sergeant', pistols: [0], others: [1] };
 * ```
 */
export interface PistolSet {
  readonly bearer?: string;
  readonly pistols: readonly number[];
  readonly others: readonly number[];
}

/** The most combinations of choices `"best"` compares. */
export const MAX_WEAPON_COMBINATIONS = 64;

const ranged = (a: Wh40kAttacker) => a.ws === undefined;

/** A `reroll-damage` whose threshold is left to `"best"`. */
const bestReroll = (r: RuleInput) =>
  typeof r === 'object' && r.rule === 'reroll-damage' && r.below === 'best';

/** The option of a damage re-roll choice that re-rolls nothing. */
const NO_REROLL = 'none';

/**
 * The profiles attacker `i` may fire (the entry, or each of its modes), each with its Damage,
 * its rules and their fields.
 */
function firedProfiles(a: Wh40kAttacker, i: number) {
  const entry = { damage: a.damage, rules: a.rules, at: `attackers[${i}]` };
  if (!a.modes) return [{ ...entry, damageAt: entry.at, rulesAt: entry.at }];
  return a.modes.map((m, k) => ({
    damage: m.damage ?? a.damage,
    rules: m.rules ?? a.rules,
    damageAt: m.damage === undefined ? entry.at : `attackers[${i}].modes[${k}]`,
    rulesAt: m.rules === undefined ? entry.at : `attackers[${i}].modes[${k}]`,
  }));
}

/**
 * The field of attacker `i`'s damage re-roll left to `"best"` (the first one listed, in the
 * entry's rules or a mode's), or none. Each weapon makes one such choice, whichever mode fires.
 */
function rerollField(a: Wh40kAttacker, i: number): string | undefined {
  for (const p of firedProfiles(a, i)) {
    const j = p.rules.findIndex(bestReroll);
    if (j >= 0) return `${p.rulesAt}.rules[${j}].below`;
  }
  return undefined;
}

/**
 * The damage re-roll choice of attacker `i`: no re-roll, then "below X" for each threshold
 * from the lowest total of a Damage roll it may make plus one to the highest (a threshold
 * at the lowest total or under re-rolls nothing), over the profiles whose rules leave it to
 * `"best"`.
 *
 * @throws {InputError} naming the field when each of those profiles has a fixed Damage.
 */
function damageRerollChoice(a: Wh40kAttacker, i: number): WeaponChoice | null {
  const field = rerollField(a, i);
  if (field === undefined) return null;
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  const fixed: string[] = [];
  for (const p of firedProfiles(a, i)) {
    if (!p.rules.some(bestReroll)) continue;
    const roll = diceDist(p.damage);
    let min = 0;
    while (roll.at(min) === 0) min++;
    if (min >= roll.max) fixed.push(`${p.damageAt}.damage is fixed (${show(p.damage)})`);
    else [low, high] = [Math.min(low, min), Math.max(high, roll.max)];
  }
  if (high < low) {
    throw new InputError(
      `${field}: "best" has nothing to choose: ${fixed.join(', ')}; there is no damage roll to re-roll`,
      field,
      'best',
    );
  }
  const options = [NO_REROLL];
  for (let below = low + 1; below <= high; below++) options.push(`below ${below}`);
  return { field, options, fixed: null };
}

/**
 * The threshold an option of a damage re-roll choice names: `"below 3"` is 3, `"none"` null.
 *
 * @example
 * ```ts
 * rerollBelowOf('below 3'); // 3
 * ```
 */
export function rerollBelowOf(option: string): number | null {
  return option === NO_REROLL ? null : Number(option.slice('below '.length));
}

/** Attacker `i`'s rules with its damage re-roll left to `"best"` made `pick`. */
function withReroll(rules: readonly RuleInput[], pick: string): RuleInput[] {
  const below = rerollBelowOf(pick);
  return rules.flatMap((r) =>
    !bestReroll(r) ? [r] : below === null ? [] : [{ rule: 'reroll-damage', below }],
  );
}

/** The field of a set's pistol choice: `pistols`, or `pistols.<bearer>`. */
const pistolsField = (bearer: string | undefined) =>
  bearer === undefined ? 'pistols' : `pistols.${bearer}`;

/**
 * The sets of models of a scenario by bearer (`undefined`: the entries without one), in the
 * order they first appear, each with its ranged entries that are pistols and that are not.
 *
 * @throws {InputError} naming `attackers[i].models` when two entries of one bearer give
 *   different numbers of models (they are the same models).
 */
function modelSets(attackers: readonly Wh40kAttacker[]): Map<string | undefined, PistolSet> {
  const sets = new Map<string | undefined, { pistols: number[]; others: number[] }>();
  const first = new Map<string, number>();
  attackers.forEach((a, i) => {
    const b = a.bearer;
    if (b !== undefined) {
      const j = first.get(b);
      if (j === undefined) first.set(b, i);
      else if (attackers[j]!.models !== a.models) {
        throw new InputError(
          `attackers[${i}].models: ${a.models} models, but attackers[${j}] of the same bearer ${show(b)} gives ${attackers[j]!.models}; the entries of one bearer are the weapons of the same models: give them the same models, or another bearer`,
          `attackers[${i}].models`,
          a.models,
        );
      }
    }
    const set = sets.get(b) ?? { pistols: [], others: [] };
    sets.set(b, set);
    if (ranged(a)) (a.pistol === true ? set.pistols : set.others).push(i);
  });
  return new Map([...sets].map(([b, x]) => [b, b === undefined ? x : { bearer: b, ...x }]));
}

/**
 * The pistol setting the scenario gives a set of models: the one setting, or the bearer's in
 * an object (the sets it does not name, and the entries without a bearer: `"best"`).
 */
function pistolsAsked(p: Wh40kPistols | undefined, bearer: string | undefined) {
  // Own entries only: a bearer named "constructor" is no key of an object that lacks it.
  const named = typeof p === 'object' && bearer !== undefined && Object.hasOwn(p, bearer);
  const asked = typeof p === 'object' ? (named ? p[bearer!] : undefined) : p;
  return asked === undefined || asked === 'best' ? null : asked;
}

/**
 * Refuse a pistol setting that fires no weapon: one setting of `"pistols"` where no ranged
 * weapon is a pistol (or `"others"` where every one is), a bearer that no attacker has, or a
 * bearer's setting that none of its weapons can follow.
 */
function checkPistols(
  p: Wh40kPistols | undefined,
  sets: ReadonlyMap<string | undefined, PistolSet>,
): void {
  const fires = (field: string, asked: string, set: { pistols: unknown[]; others: unknown[] }) => {
    if (asked === 'best' || (asked === 'pistols' ? set.pistols : set.others).length > 0) return;
    throw new InputError(
      `${field}: ${show(asked)} fires no weapon: ${asked === 'pistols' ? 'no ranged weapon' : 'every ranged weapon'} ${field === 'pistols' ? 'of the scenario' : 'of that bearer'} ${asked === 'pistols' ? 'has "pistol": true' : 'is a pistol'}`,
      field,
      asked,
    );
  };
  if (typeof p === 'string') {
    const all = [...sets.values()];
    fires('pistols', p, {
      pistols: all.flatMap((x) => x.pistols),
      others: all.flatMap((x) => x.others),
    });
    return;
  }
  for (const [bearer, asked] of Object.entries(p ?? {})) {
    const set = sets.get(bearer);
    const field = `pistols.${bearer}`;
    if (set === undefined) {
      const named = [...sets.keys()].filter((b) => b !== undefined).map((b) => show(b));
      throw new InputError(
        `${field}: no attacker has "bearer": ${show(bearer)}; ${named.length > 0 ? `the bearers: ${named.join(', ')}` : `give the weapons of those models "bearer": ${show(bearer)}, or give "pistols" one setting for every set of models`}`,
        field,
        asked,
      );
    }
    fires(field, asked, { pistols: [...set.pistols], others: [...set.others] });
  }
}

/**
 * The choices of a validated scenario, in order: for each weapon, its mode (when it has
 * modes) and its damage re-roll left to `"best"` (`attackers[i].rules[j].below`, options
 * `"none"` and `"below X"`), then each set of models with a pistol and another ranged weapon
 * (by bearer, in the order they first appear: `pistols` for the entries without a bearer,
 * `pistols.<bearer>` for a bearer's).
 *
 * @throws {InputError} naming `pistols` when one setting asks for "others" and every ranged
 *   weapon is a pistol, or for "pistols" and none is; naming `pistols.<bearer>` for a bearer
 *   no attacker has, or whose weapons cannot follow its setting; naming `attackers[i].models`
 *   for entries of one bearer that give different models; naming a damage re-roll's `below`
 *   when `"best"` is given for a fixed Damage.
 * @example
 * ```ts
 * weaponChoices(scenario).map((c) => c.field); // ['attackers[0].mode', 'pistols.Sergeant']
 * ```
 */
export function weaponChoices(s: WeaponChoosing): WeaponChoice[] {
  const out: WeaponChoice[] = [];
  s.attackers.forEach((a, i) => {
    if (a.modes) {
      out.push({
        field: `attackers[${i}].mode`,
        options: a.modes.map((m) => m.name),
        fixed: a.mode === undefined || a.mode === 'best' ? null : a.mode,
        attacker: i,
      });
    }
    const reroll = damageRerollChoice(a, i);
    if (reroll) out.push({ ...reroll, attacker: i });
  });
  const sets = modelSets(s.attackers);
  checkPistols(s.pistols, sets);
  for (const [bearer, set] of sets) {
    if (set.pistols.length === 0 || set.others.length === 0) continue;
    out.push({
      field: pistolsField(bearer),
      options: ['pistols', 'others'],
      fixed: pistolsAsked(s.pistols, bearer),
      models: set,
    });
  }
  return out;
}

/**
 * The attackers a combination leaves silent: the ranged entries of each set of models whose
 * pistol choice fires the other kind.
 */
function silenced(
  choices: readonly WeaponChoice[],
  pick: Readonly<Record<string, string>>,
): Set<number> {
  const out = new Set<number>();
  for (const c of choices) {
    if (c.models === undefined || pick[c.field] === undefined) continue;
    for (const i of pick[c.field] === 'pistols' ? c.models.others : c.models.pistols) out.add(i);
  }
  return out;
}

/** The pistol choices `picks` makes: each set of models with the choice, and its option. */
function pistolPicks(s: WeaponChoosing, picks: Readonly<Record<string, string>>) {
  return [...modelSets(s.attackers).values()]
    .filter((x) => x.pistols.length > 0 && x.others.length > 0)
    .flatMap((set) => {
      const pick = picks[pistolsField(set.bearer)];
      return pick === undefined ? [] : [{ set, pick }];
    });
}

/** The attackers that the pistol choices made leave silent. */
function silentUnder(fired: ReturnType<typeof pistolPicks>): Set<number> {
  return new Set(fired.flatMap(({ set, pick }) => (pick === 'pistols' ? set.others : set.pistols)));
}

/**
 * The scenario with one option of each choice (`picks[field]`): each weapon's mode applied
 * (its entry's characteristics replaced by the mode's, `mode` set to its name), its damage
 * re-roll left to `"best"` given its threshold (or left out for `"none"`), and for each set
 * of models with a pistol choice its pistols or its other ranged weapons left out. The
 * chosen scenario's `pistols` names what was fired: one setting when every set fired the same
 * kind, else an object by bearer.
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
  const fired = pistolPicks(s, picks);
  const silent = silentUnder(fired);
  const attackers = s.attackers
    .map((a, i): A | null => {
      if (silent.has(i)) return null;
      const field = rerollField(a, i);
      const reroll = field === undefined ? undefined : picks[field];
      let weapon: Wh40kAttacker = a;
      if (a.modes) {
        const name = picks[`attackers[${i}].mode`]!;
        const { modes, ...entry } = a;
        const { name: _name, ...mode } = modes.find((m) => m.name === name)!;
        weapon = { ...entry, ...mode, mode: name };
      }
      return (
        reroll === undefined ? weapon : { ...weapon, rules: withReroll(weapon.rules, reroll) }
      ) as A;
    })
    .filter((a): a is A => a !== null);
  if (fired.length === 0) return { ...s, attackers };
  const kinds = new Set(fired.map((f) => f.pick));
  const named = fired.filter((f) => f.set.bearer !== undefined);
  const pistols: Wh40kPistols =
    kinds.size === 1 || named.length === 0
      ? (fired[0]!.pick as 'pistols' | 'others')
      : Object.fromEntries(named.map((f) => [f.set.bearer!, f.pick as 'pistols' | 'others']));
  return { ...s, attackers, pistols };
}

/**
 * Every combination of the options of `choices` (the named ones fixed), in order: the first
 * choice's options vary slowest. A weapon that a combination's pistol choice leaves silent
 * has no option of its mode or damage re-roll in it (it would change nothing): such a
 * combination is listed once, where its first form was.
 *
 * @throws {InputError} beyond {@link MAX_WEAPON_COMBINATIONS} combinations.
 * @example
 * ```ts
 * combinations([{ field: 'pistols', options: ['pistols', 'others'], fixed: null }]); // [{ pistols: 'pistols' }, { pistols: 'others' }]
 * ```
 */
export function combinations(choices: readonly WeaponChoice[]): Record<string, string>[] {
  // The pistol choices first, so that a silent weapon's choices are never multiplied in;
  // then every combination sorted back into the order of `choices`.
  const order = [
    ...choices.filter((c) => c.models !== undefined),
    ...choices.filter((c) => c.models === undefined),
  ];
  let out: Record<string, string>[] = [{}];
  for (const c of order) {
    const options = c.fixed === null ? c.options : [c.fixed];
    out = out.flatMap((p) =>
      c.attacker !== undefined && silenced(choices, p).has(c.attacker)
        ? [p]
        : options.map((o) => ({ ...p, [c.field]: o })),
    );
    if (out.length > MAX_WEAPON_COMBINATIONS) {
      throw new InputError(
        `${c.field}: "best" would compare more than ${MAX_WEAPON_COMBINATIONS} combinations of weapon choices; name some modes (or "pistols"${choices.some(isReroll) ? ', or a damage re-roll\'s "below"' : ''}) in the scenario`,
        c.field,
        out.length,
      );
    }
  }
  const rank = (p: Record<string, string>) =>
    choices.map((c) => (p[c.field] === undefined ? -1 : c.options.indexOf(p[c.field]!)));
  const ranks = new Map(out.map((p) => [p, rank(p)]));
  return out.sort((a, b) => {
    const [x, y] = [ranks.get(a)!, ranks.get(b)!];
    const k = x.findIndex((v, i) => v !== y[i]);
    return k < 0 ? 0 : x[k]! - y[k]!;
  });
}

/** A damage re-roll's threshold choice (its field is a rule's `below`). */
const isReroll = (c: WeaponChoice) => c.field.endsWith('.below');

/** What to name in the scenario to make fewer of the choices `open`. */
function nameThem(open: readonly WeaponChoice[]): string {
  const pistols = open.filter((c) => c.models !== undefined).length;
  const rerolls = open.filter(isReroll).length;
  const modes = open.length - pistols - rerolls;
  return [
    ...(modes > 0 ? [`name the mode${modes > 1 ? 's' : ''} to fire`] : []),
    ...(pistols > 0 ? ['give "pistols" ("pistols" or "others", or one by bearer)'] : []),
    ...(rerolls > 0
      ? [`give the damage re-roll${rerolls > 1 ? 's' : ''} a number for "below"`]
      : []),
  ].join(', or ');
}

/** `x` scores better than `top`: more slain, then more damage (ties to the one found first). */
function better(x: ChoiceScore, top: ChoiceScore): boolean {
  return (
    x.slain > top.slain + 1e-12 ||
    (Math.abs(x.slain - top.slain) <= 1e-12 && x.damage > top.damage + 1e-12)
  );
}

/**
 * Every combination of a scenario's choices, each scored: what {@link bestWeapons} decides
 * from, and what `bestDamageReroll` lists.
 *
 * @example
 * ```ts
 * const c: ScoredChoices<Wh40kScenario, ChoiceScore> = scoreChoices(scenario, score);
 * c.picks[c.best]; // { 'attackers[0].rules[0].below': 'below 2' }
 * ```
 */
export interface ScoredChoices<S, T extends ChoiceScore> {
  /** The choices left to `"best"` (more than one option): each one decision. */
  readonly open: readonly WeaponChoice[];
  /** Each combination's option of every choice, by field. */
  readonly picks: readonly Readonly<Record<string, string>>[];
  /** Each combination's scenario, its choices made. */
  readonly scenarios: readonly S[];
  /** Each combination's score (none when there is one combination only: nothing to decide). */
  readonly scores: readonly T[];
  /** The index of the best combination. */
  readonly best: number;
}

/**
 * The index of the best-scoring combination among `indices` (the first on a tie), or -1.
 *
 * @example
 * ```ts
 * bestOf(c.scores, [0, 2]);
 * ```
 */
export function bestOf(scores: readonly ChoiceScore[], indices: Iterable<number>): number {
  let top = -1;
  for (const i of indices) if (top < 0 || better(scores[i]!, scores[top]!)) top = i;
  return top;
}

/**
 * Every combination of the choices of a validated scenario (the named options fixed), each
 * applied and scored by `score`, and the best: the highest mean models slain, then mean
 * damage, then the first in the order of {@link combinations} (for a damage re-roll: fewer
 * re-rolls). One combination is not scored.
 *
 * @param score - Evaluates a scenario without choices.
 * @param work - The work of scoring one combination, in exact-engine steps (`runWork`):
 *   with it, the combinations are refused together past `DECISION_WORK`, before any is scored.
 * @throws {TooLargeError} naming the choices, when their scoring would take too long;
 *   {@link InputError} as {@link weaponChoices} and {@link combinations}.
 * @example
 * ```ts
 * const c = scoreChoices(scenario, (x) => ({ slain: 1, damage: 1 }));
 * c.scenarios[c.best];
 * ```
 */
export function scoreChoices<S extends WeaponChoosing, T extends ChoiceScore>(
  s: S,
  score: (s: S) => T,
  work?: (s: S) => number,
): ScoredChoices<S, T> {
  const choices = weaponChoices(s);
  if (choices.length === 0) return { open: [], picks: [{}], scenarios: [s], scores: [], best: 0 };
  const picks = combinations(choices);
  const all = picks.map((p) => applyChoices(s, p));
  // A choice of a weapon that every combination leaves silent is no decision.
  const open = choices.filter(
    (c) => c.fixed === null && c.options.length > 1 && picks.some((p) => c.field in p),
  );
  if (all.length === 1) return { open, picks, scenarios: all, scores: [], best: 0 };
  // Every combination is scored before the run is priced: their work is bounded first.
  if (work !== undefined) {
    // Counted until over the limit: a refusal never waits for every combination's count.
    let total = 0;
    for (let i = 0; i < all.length && total <= DECISION_WORK; i++) total += work(all[i]!);
    if (total > DECISION_WORK) {
      throw new TooLargeError(
        `${open.map((c) => c.field).join(', ')}: "best" compares ${all.length} combinations of weapon choices exactly, which would take over ${total.toExponential(1)} steps of the exact engine, over the limit of ${DECISION_WORK.toExponential(0)}; ${nameThem(open)}`,
      );
    }
  }
  const scores = all.map(score);
  return { open, picks, scenarios: all, scores, best: bestOf(scores, scores.keys()) };
}

/**
 * The scenario with every choice made, and the decisions made for `"best"`: the named
 * options, and for `"best"` the combination whose `score` is highest (mean models slain, then
 * mean damage; the first on a tie), all choices compared jointly ({@link scoreChoices}). Each
 * choice left to `"best"` is one decision (`rule: "weapon-mode"` for `attackers[i].mode`,
 * `"reroll-damage"` for a damage re-roll's `below`, `"pistols"` for a set of models' pistols,
 * with its `bearer`): the option taken with the chosen combination's means, and the
 * runner-up, the best combination with another option for that choice, with its means. A
 * weapon the chosen combination leaves silent makes no decision. A scenario without choices is
 * returned as it is. `fired` maps the chosen scenario's attackers to their indices in `s`
 * (a decision made later on the chosen scenario names the attacker as the scenario does).
 *
 * @param score - Evaluates a scenario without choices: its mean models slain and damage.
 * @param work - The work of scoring one combination (`runWork`): with it, the combinations
 *   are refused together past `DECISION_WORK`, before any is scored.
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
): { readonly chosen: S; readonly decisions: AttackerDecision[]; readonly fired: number[] } {
  const { open, picks, scenarios, scores, best } = scoreChoices(s, score, work);
  // The index in `s` of each attacker of the chosen scenario (the silent ones are left out).
  const silent = silentUnder(pistolPicks(s, picks[best]!));
  const fired = [...s.attackers.keys()].filter((i) => !silent.has(i));
  if (scores.length === 0) return { chosen: scenarios[0]!, decisions: [], fired };
  const outcome = (i: number, field: string) => ({
    choice: picks[i]![field]!,
    slain: scores[i]!.slain,
    damage: scores[i]!.damage,
  });
  // A weapon the chosen combination leaves silent makes no decision: its options are not
  // in that combination.
  const decisions = open.flatMap((c): AttackerDecision[] => {
    const taken = picks[best]![c.field];
    if (taken === undefined) return [];
    const other = bestOf(
      scores,
      [...picks.keys()].filter((i) => ![undefined, taken].includes(picks[i]![c.field])),
    );
    if (c.models !== undefined) {
      const bearer = c.models.bearer;
      return [
        {
          rule: 'pistols',
          attacker: c.models.pistols[0]!,
          ...(bearer === undefined ? {} : { bearer }),
          mode: 'best',
          chosen: outcome(best, c.field),
          other: outcome(other, c.field),
        },
      ];
    }
    const attacker = c.attacker!;
    const name = s.attackers[attacker]!.name;
    return [
      {
        rule: isReroll(c) ? 'reroll-damage' : 'weapon-mode',
        attacker,
        ...(name === undefined ? {} : { name }),
        mode: 'best',
        chosen: outcome(best, c.field),
        other: outcome(other, c.field),
      },
    ];
  });
  return { chosen: scenarios[best]!, decisions, fired };
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
