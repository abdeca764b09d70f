/**
 * Kill Team (2024)'s schema part, as the ruleset contract names it (`src/format/ruleset.ts`):
 * its phases, joined by `phase` (the shooting attack: no `phase`, or "shoot"; the fight:
 * "fight", `./fight/schema.ts`).
 *
 * @module
 */
import * as v from 'valibot';
import { type AnyIssue, got, once, pathTo } from '../../format/fields.js';
import { compactScenario, type RulesetSchemaPart } from '../../format/ruleset.js';
import { checkFight, fightBuiltIn, fightDefaults } from './fight/schema.js';
import { KT_FIGHT_ONLY_RULES } from './rules.js';
import { killteamBuiltIn } from './schema.js';
import type { KtShootScenario, KtWeaponRuleName } from './types.js';

/** The phases a message lists. */
const PHASES = 'expected "shoot" or "fight"';

/**
 * Kill Team's phases as one scenario object of the whole schema's choice. Built on first use.
 *
 * @internal
 * @example
 * ```ts
 * v.parse(killteamPhases(), { ruleset: 'killteam', attacker: { ... }, target: { ... } });
 * ```
 */
export const killteamPhases = once(() =>
  v.variant(
    'phase',
    [killteamBuiltIn().shoot, fightBuiltIn().scenario],
    (i: AnyIssue) => `${PHASES}, ${got(i.input)}`,
  ),
);

/**
 * Kill Team's part of the scenario format: its phases, the shooting attack's checks across
 * fields (a fight-only weapon rule is refused at its place in the list), its named schemas.
 *
 * @example
 * ```ts
 * v.parse(killteamSchemaPart.scenario(), json);
 * ```
 */
export const killteamSchemaPart: RulesetSchemaPart = {
  scenario: () => killteamPhases(),
  issueMessage: (i) =>
    (i.path?.[0] as { key?: unknown } | undefined)?.key === 'phase'
      ? `${PHASES}, ${got(i.input)}`
      : undefined,
  check: (scenario, addIssue) => {
    const s = scenario as unknown as KtShootScenario;
    if ((s as { phase: string }).phase === 'fight') return checkFight(scenario, addIssue);
    if (s.phase !== 'shoot') return;
    s.attacker.weapon.rules.forEach((r, i) => {
      const name = (typeof r === 'string' ? r : r.rule) as KtWeaponRuleName;
      if (KT_FIGHT_ONLY_RULES.includes(name)) {
        addIssue({
          message: `${JSON.stringify(name)} is a fight rule: it has no effect on a shooting attack`,
          path: pathTo(scenario, 'attacker', 'weapon', 'rules', i),
        });
      }
    });
    const names = s.attacker.weapon.rules.map((r) => (typeof r === 'string' ? r : r.rule));
    if (s.secondaryTargets.length > 0 && !names.includes('blast') && !names.includes('torrent')) {
      addIssue({
        message: 'secondary targets need a weapon with Blast or Torrent',
        path: pathTo(scenario, 'secondaryTargets'),
      });
    }
  },
  finish: (s) =>
    (s as { phase?: unknown }).phase === 'fight'
      ? fightDefaults(s as unknown as Parameters<typeof fightDefaults>[0])
      : compactScenario(s),
  definitions: () => {
    const kt = killteamBuiltIn();
    return {
      KtWeapon: kt.weapon,
      KtOperative: kt.operative,
      KtShooter: kt.shooter,
      KtTarget: kt.target,
      KtFighter: fightBuiltIn().fighter,
    };
  },
};
