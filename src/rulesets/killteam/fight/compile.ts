/**
 * A Kill Team fight compiled once for its engines: each fighter's roll (its Hit stat as used,
 * its weapon rules of the roll, read by the ruleset's weapon rule modules, `../rules/`), the
 * rules that act during the resolution (Brutal and Shock, `./game.ts`), Devastating's damage
 * per critical success, Stun, and the wounds each starts with (`docs/killteam/fight.md`).
 *
 * @module
 */
import { InputError } from '../../../errors.js';
import { shotDraft } from '../compile.js';
import type { KtShotDraft } from '../rules/KtDraft.js';
import { KT_FIGHT_ONLY_RULES } from '../rules.js';
import type { KtShooter, KtTarget, KtWeapon, KtWeaponRule, KtWeaponRuleName } from '../types.js';
import type { FightDiceRules } from './attackDice.js';
import type { FightSideRules } from './game.js';
import type { KtFighter, KtFightScenario } from './types.js';

/**
 * The weapon rules that act only in a shooting attack: a melee weapon that lists one is
 * refused by name rather than silently read as nothing (Kill Team (2024) core rules, "Weapon
 * rules": each of them names the shooting attack or its defence dice).
 *
 * @example
 * ```ts
 * KT_SHOOTING_ONLY_RULES.includes('piercing'); // true
 * ```
 */
export const KT_SHOOTING_ONLY_RULES: readonly KtWeaponRuleName[] = [
  'blast',
  'hot',
  'piercing',
  'piercing-crits',
  'saturate',
  'torrent',
];

/**
 * One fighter, compiled: its roll, its rules in the resolution, Devastating's damage per
 * critical success (0: none), Stun, and its wounds left as the fight starts.
 *
 * @example
 * ```ts
 * compileFight(scenario).attacker.dice.hit; // 3
 * ```
 */
export interface KtFightSidePlan {
  readonly fighter: KtFighter;
  readonly dice: FightDiceRules;
  readonly rules: FightSideRules;
  readonly devastating: number;
  readonly stun: boolean;
  readonly woundsLeft: number;
}

/**
 * A compiled fight: the scenario and both sides.
 *
 * @example
 * ```ts
 * const plan: KtFightPlan = compileFight(scenario);
 * ```
 */
export interface KtFightPlan {
  readonly scenario: KtFightScenario;
  readonly attacker: KtFightSidePlan;
  readonly defender: KtFightSidePlan;
}

const ruleNameOf = (r: KtWeaponRule): KtWeaponRuleName => (typeof r === 'string' ? r : r.rule);
const has = (w: KtWeapon, name: KtWeaponRuleName) => w.rules.some((r) => ruleNameOf(r) === name);

/**
 * The draft of the fighter's roll, read by the ruleset's weapon rule modules as the shooting
 * attack reads them (`shotDraft`), the fight-only rules (Brutal, Shock: `./game.ts`) left out
 * and the defence fields at rest (a fight has no defence dice).
 */
function draftOf(f: KtFighter): KtShotDraft {
  const rules = f.weapon.rules.filter((r) => !KT_FIGHT_ONLY_RULES.includes(ruleNameOf(r)));
  const shooter: KtShooter = { ...f, save: f.save ?? 6, weapon: { ...f.weapon, rules } };
  const target: KtTarget = { wounds: 1, woundsLeft: 1, save: 6, cover: false, obscured: false };
  return shotDraft(shooter, target);
}

/** The game's state keys hold at most this many wounds and dice a side (`./game.ts`). */
const MAX_WOUNDS = 100;
const MAX_DICE = 20;

function checkRange(value: number, lo: number, hi: number, field: string): void {
  if (!(Number.isInteger(value) && value >= lo && value <= hi)) {
    throw new InputError(
      `killteam fight: ${field} must be a whole number from ${lo} to ${hi}, got ${String(value)}`,
      field,
      value,
    );
  }
}

function sidePlan(f: KtFighter, field: string): KtFightSidePlan {
  // A scenario from parseScenario is in range already; a typed caller's is checked here.
  checkRange(f.wounds, 1, MAX_WOUNDS, `${field}.wounds`);
  checkRange(f.woundsLeft, 1, f.wounds, `${field}.woundsLeft`);
  checkRange(f.weapon.atk, 1, MAX_DICE, `${field}.weapon.atk`);
  checkRange(f.weapon.damage, 0, MAX_WOUNDS, `${field}.weapon.damage`);
  checkRange(f.weapon.criticalDamage, 0, MAX_WOUNDS, `${field}.weapon.criticalDamage`);
  f.weapon.rules.forEach((entry, i) => {
    const name = ruleNameOf(entry);
    if (KT_SHOOTING_ONLY_RULES.includes(name)) {
      throw new InputError(
        `killteam fight: ${field}.weapon.rules[${i}] "${name}" acts only in a shooting attack; a melee weapon cannot use it`,
        `${field}.weapon.rules[${i}]`,
        entry,
      );
    }
  });
  checkRange(f.assists, 0, 4, `${field}.assists`);
  const d = draftOf(f);
  return {
    fighter: f,
    dice: {
      atk: d.atk,
      // Assists improve the Hit stat as used (the injured one's included), to 2+ at best.
      hit: Math.max(2, d.hit - f.assists),
      critOn: d.critOn,
      accurate: d.accurate,
      balanced: d.balanced,
      ceaseless: d.ceaseless,
      relentless: d.relentless,
      punishing: d.punishing,
      rending: d.rending,
      severe: d.severe,
    },
    rules: {
      damage: d.damage,
      criticalDamage: d.criticalDamage,
      brutal: has(f.weapon, 'brutal'),
      shock: has(f.weapon, 'shock'),
      objective: f.objective,
      policy: f.policy,
    },
    devastating: d.devastating,
    stun: d.stun,
    woundsLeft: f.woundsLeft,
  };
}

/**
 * Compile a validated fight for its engines.
 *
 * @throws {InputError} naming the field, for a melee weapon that lists a rule of the shooting
 *   attack only (Piercing, Saturate...), or wounds, wounds left, Atk or Damage out of range.
 * @example
 * ```ts
 * compileFight(parseScenario(json) as KtFightScenario).defender.rules.brutal; // false
 * ```
 */
export function compileFight(scenario: KtFightScenario): KtFightPlan {
  return {
    scenario,
    attacker: sidePlan(scenario.attacker, 'attacker'),
    defender: sidePlan(scenario.defender, 'defender'),
  };
}
