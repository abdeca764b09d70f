// The fighters and fights the Kill Team fight's tests build: a maker of fighters with the
// defaults a test file picks (wounds, weapon), every other field at the scenario's default.
import type { KtFighter, KtFightScenario } from '../../../../src/rulesets/killteam/fight/types.js';
import type { KtWeapon } from '../../../../src/rulesets/killteam/types.js';

/** A maker of fighters: `make(weapon, extra)` over `wounds` and the weapon `base`. */
export function fighterMaker(
  wounds: number,
  base: Omit<KtWeapon, 'rules'> & { rules?: KtWeapon['rules'] },
) {
  return (weapon: Partial<KtWeapon> = {}, extra: Partial<KtFighter> = {}): KtFighter => ({
    wounds,
    woundsLeft: wounds,
    objective: 'incapacitate',
    policy: 'optimal',
    assists: 0,
    weapon: { rules: [], ...base, ...weapon },
    ...extra,
  });
}

/**
 * A fight of `attacker` and `defender`, exact unless `samples` are given; the defender plays to
 * survive unless `keepObjectives` (its own objective kept).
 */
export function fightOf(
  attacker: KtFighter,
  defender: KtFighter,
  options: { readonly samples?: number; readonly keepObjectives?: boolean } = {},
): KtFightScenario {
  return {
    ruleset: 'killteam',
    phase: 'fight',
    method: options.samples === undefined ? 'exact' : 'monte-carlo',
    samples: options.samples ?? 1,
    attacker,
    defender: options.keepObjectives ? defender : { ...defender, objective: 'survive' },
  };
}
