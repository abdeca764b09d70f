/**
 * The attacker's retain step of one sequence (`docs/killteam.md`, "The shooting sequence"):
 * from the dice as rolled and re-rolled to the hits the defender faces, through the optional
 * weapon rules of that step (Punishing, Rending, Severe: each "may", so each is an option) and
 * Obscured, which overrides them all.
 *
 * @module
 */
import type { AttackDice, KtShotDraft, RetainedHits } from './rules/KtDraft.js';
import { obscure } from './rules/obscured.js';
import { punish } from './rules/punishing.js';
import { rend } from './rules/rending.js';
import { sever } from './rules/severe.js';

/**
 * Every set of hits the attacker can retain from `dice`: without any optional rule, and with
 * each combination of those the weapon has that can be used (Punishing and Rending only when a
 * critical success is rolled, Severe only when none is; Punishing's rescued die is retained,
 * so Rending takes a rolled normal success). Against an obscured target, every critical
 * success is retained as normal and one success is discarded, and no rule can make a critical
 * success. The first entry is the one without optional rules.
 *
 * @example
 * ```ts
 * retainChoices({ ...draft, rending: true }, { fails: 0, normals: 1, locked: 0, crits: 1 });
 * // [{ normal: 1, critical: 1 }, { normal: 0, critical: 2 }]
 * ```
 */
export function retainChoices(d: KtShotDraft, dice: AttackDice): RetainedHits[] {
  if (d.obscured) return [obscure(dice)];
  const ways: AttackDice[] = [dice];
  if (dice.crits > 0) {
    const punished = d.punishing ? punish(dice) : undefined;
    if (punished) ways.push(punished);
    if (d.rending) {
      for (const w of [...ways]) {
        const rent = rend(w);
        if (rent) ways.push(rent);
      }
    }
  } else if (d.severe) {
    const severed = sever(dice);
    if (severed) ways.push(severed);
  }
  return ways.map((w) => ({ normal: w.normals + w.locked, critical: w.crits }));
}
