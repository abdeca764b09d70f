/**
 * The named results of a Kill Team (2024) shooting attack, as both engines give them
 * (`./exact.ts`, `./sample.ts`).
 *
 * @module
 */
import type { Dist } from '../../dist/Dist.js';

/**
 * The results of a shooting attack, each a distribution. Over every target: `hits`
 * (successes retained, normal and critical), `unsaved` (successes the defender's best blocks
 * leave unblocked), `slain` (targets
 * incapacitated) and `woundsLost` (wounds lost, each target's capped at its wounds left). For
 * the primary target: `damage` (all it takes, Devastating included, not capped),
 * `incapacitated` (1 when the damage reaches its wounds left), `normalHits` and `criticalHits`
 * (retained, as the defender faces them), `normalSaves` (the cover save included) and
 * `criticalSaves`; with Devastating, `devastatingDamage`; with Stun, `stunned`. Each
 * secondary target of Blast or Torrent has the same names suffixed `Secondary1`,
 * `Secondary2`... With Hot, `hotDamage` (to the shooter) and `shooterIncapacitated`.
 *
 * @example
 * ```ts
 * const r = evaluate(scenario).results as KtShootResults;
 * r.incapacitated.at(1); // P(the target is incapacitated)
 * ```
 */
export interface KtShootResults {
  readonly hits: Dist;
  readonly unsaved: Dist;
  readonly slain: Dist;
  readonly woundsLost: Dist;
  readonly damage: Dist;
  readonly incapacitated: Dist;
  readonly normalHits: Dist;
  readonly criticalHits: Dist;
  readonly normalSaves: Dist;
  readonly criticalSaves: Dist;
  readonly devastatingDamage?: Dist;
  readonly stunned?: Dist;
  readonly hotDamage?: Dist;
  readonly shooterIncapacitated?: Dist;
}
