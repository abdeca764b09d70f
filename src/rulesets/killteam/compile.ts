/**
 * A validated Kill Team (2024) shooting attack compiled for its engines: one draft per attack
 * sequence (the primary target's, then each secondary target's of Blast or Torrent), built by
 * the weapon rule modules of `rules/`, and the shooter's Hot roll (`docs/killteam.md`).
 *
 * @module
 */
import { InputError, show } from '../../errors.js';
import { blastSecondary } from './rules/blast.js';
import { hitUsed } from './rules/injured.js';
import type { KtShotDraft } from './rules/KtDraft.js';
import { KT_SHOOT_RULES } from './rules.js';
import type { KtObjective, KtShooter, KtShootScenario, KtTarget, KtWeaponRule } from './types.js';

/**
 * One attack sequence: its target's label in results and reports, and its draft.
 *
 * @example
 * ```ts
 * const s: KtSequence = compileShoot(scenario).sequences[0]!;
 * s.draft.save; // the target's Save
 * ```
 */
export interface KtSequence {
  /** "" for the primary target, "Secondary1", "Secondary2"... for the others (result names). */
  readonly suffix: string;
  readonly name: string;
  readonly draft: KtShotDraft;
}

/**
 * A compiled shooting attack.
 *
 * @example
 * ```ts
 * compileShoot(scenario).sequences.length; // 1 + secondary targets
 * ```
 */
export interface KtShootPlan {
  readonly scenario: KtShootScenario;
  readonly objective: KtObjective;
  readonly sequences: readonly KtSequence[];
  /** The shooter's Hot roll, once per action: the Hit stat it is compared with, its wounds left. */
  readonly hot?: { readonly hit: number; readonly woundsLeft: number };
}

/** The name of a weapon rule as listed. */
function ruleNameOf(r: KtWeaponRule): string {
  return typeof r === 'string' ? r : r.rule;
}

/**
 * The draft of the shooter's weapon at one target, every weapon rule applied in the order the
 * weapon lists them (none of them reads another's field, so the order does not matter).
 *
 * @throws {InputError} for a fight-only weapon rule (Brutal, Shock), named by its field.
 * @example
 * ```ts
 * shotDraft(scenario.attacker, scenario.target).critOn; // 5 for a Lethal 5+ weapon
 * ```
 */
export function shotDraft(attacker: KtShooter, target: KtTarget): KtShotDraft {
  const w = attacker.weapon;
  let d: KtShotDraft = {
    atk: w.atk,
    hit: hitUsed(w.hit, attacker),
    critOn: 6,
    damage: w.damage,
    criticalDamage: w.criticalDamage,
    accurate: 0,
    balanced: false,
    ceaseless: false,
    relentless: false,
    devastating: 0,
    piercing: 0,
    piercingCrits: 0,
    punishing: false,
    rending: false,
    severe: false,
    saturate: false,
    stun: false,
    hot: false,
    save: target.save,
    defenceDice: 3,
    cover: target.cover,
    obscured: target.obscured,
    woundsLeft: target.woundsLeft,
  };
  w.rules.forEach((r, i) => {
    const module = KT_SHOOT_RULES[ruleNameOf(r) as keyof typeof KT_SHOOT_RULES];
    if (!module) {
      throw new InputError(
        `attacker.weapon.rules[${i}]: ${show(ruleNameOf(r))} is a fight rule, it has no effect on a shooting attack`,
        `attacker.weapon.rules[${i}]`,
        r,
      );
    }
    d = module.apply(d, r);
  });
  return d;
}

/**
 * Compile a validated shooting attack: a draft per sequence, the Hot roll when the weapon has
 * Hot.
 *
 * @throws {InputError} naming the field: secondary targets without Blast or Torrent, a
 *   fight-only weapon rule.
 * @example
 * ```ts
 * const plan = compileShoot(parseScenario(json) as KtShootScenario);
 * ```
 */
export function compileShoot(scenario: KtShootScenario): KtShootPlan {
  const a = scenario.attacker;
  const names = a.weapon.rules.map(ruleNameOf);
  const isBlast = names.includes('blast');
  const isTorrent = names.includes('torrent');
  if (scenario.secondaryTargets.length > 0 && !isBlast && !isTorrent) {
    throw new InputError(
      `secondaryTargets: ${scenario.secondaryTargets.length} secondary target(s), but the weapon has neither Blast nor Torrent (only they shoot more than one target)`,
      'secondaryTargets',
      scenario.secondaryTargets.length,
    );
  }
  const sequences: KtSequence[] = [
    {
      suffix: '',
      name: scenario.target.name ?? 'target',
      draft: shotDraft(a, scenario.target),
    },
  ];
  scenario.secondaryTargets.forEach((t, i) => {
    // Blast: a secondary target is in cover and obscured when the primary target is.
    const shot = isBlast ? blastSecondary(scenario.target, t) : t;
    sequences.push({
      suffix: `Secondary${i + 1}`,
      name: t.name ?? `secondary target ${i + 1}`,
      draft: shotDraft(a, shot),
    });
  });
  const first = sequences[0]!.draft;
  return {
    scenario,
    objective: scenario.objective,
    sequences,
    ...(first.hot ? { hot: { hit: first.hit, woundsLeft: a.woundsLeft } } : {}),
  };
}
