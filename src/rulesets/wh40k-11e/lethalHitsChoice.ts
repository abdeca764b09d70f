/**
 * The attacker's Lethal Hits decision (11th edition: on a Critical Hit the attacker may choose
 * to wound automatically; if they do, no Wound roll is made, so that attack cannot be a
 * Critical Wound). `"always"` and `"never"` are taken as given; `"best"` takes, per weapon
 * profile, whichever gives the higher mean models slain against this target (ties: the higher
 * mean damage, then `"always"`), computed exactly with the exact engine. Several profiles
 * choose in the order they resolve, each against the unit as the earlier profiles (with their
 * choices) left it. A choice made die by die, knowing the dice already rolled, is not computed.
 * Source: `docs/wh40k-11e.md`, "The Lethal Hits decision".
 *
 * @module
 */
import { exactPlan } from '../../attack/exact.js';
import { TooLargeError } from '../../errors.js';
import type { GeneralPlan } from '../../plan/plan.js';
import { DECISION_WORK, planWork } from '../wh40k-10e/decisionWork.js';
import { planOf11e } from './compile.js';
import type { Draft11e } from './rules/Draft.js';
import type { LethalHitsMode, Wh40k11eScenario } from './types.js';

/**
 * One option of the decision and what it gives: the mean models slain and the mean damage once
 * this profile has attacked (earlier profiles included, with their choices).
 *
 * @example
 * ```ts
 * const o: LethalHitsOutcome = { choice: 'never', slain: 2.1, damage: 6.3 };
 * ```
 */
export interface LethalHitsOutcome {
  readonly choice: 'always' | 'never';
  readonly slain: number;
  readonly damage: number;
}

/**
 * The decision made for one attacker profile with Lethal Hits and `lethalHits: "best"`: the
 * option taken, and the other one's outcome.
 *
 * @example
 * ```ts
 * const d: LethalHitsDecision = { rule: 'lethal-hits', attacker: 0, mode: 'best',
 *   chosen: { choice: 'never', slain: 2.1, damage: 6.3 }, other: { choice: 'always', slain: 1.9, damage: 5.8 } };
 * ```
 */
export interface LethalHitsDecision {
  readonly rule: 'lethal-hits';
  /** The index of the attacker profile in the scenario. */
  readonly attacker: number;
  readonly name?: string;
  readonly mode: LethalHitsMode;
  readonly chosen: LethalHitsOutcome;
  readonly other: LethalHitsOutcome;
}

/** Means closer than this are a tie: the two exact sums differ by rounding only. */
const TIE = 1e-12;

/** `a` is the better outcome: more slain, then more damage, then "always". */
function better(a: LethalHitsOutcome, b: LethalHitsOutcome): boolean {
  if (Math.abs(a.slain - b.slain) > TIE) return a.slain > b.slain;
  if (Math.abs(a.damage - b.damage) > TIE) return a.damage > b.damage;
  return a.choice === 'always';
}

/**
 * Whether each profile uses Lethal Hits, and the decisions made for those left to `"best"`.
 * `decide` evaluates a plan's outcome (the exact engine; tests may pass another).
 *
 * @example
 * ```ts
 * const { lethal, decisions } = chooseLethalHits(scenario, draftsOf11e(scenario));
 * decisions[0]?.chosen.choice; // 'never' for a Devastating Wounds weapon against a 2+ save
 * ```
 */
export function chooseLethalHits(
  s: Wh40k11eScenario,
  drafts: readonly (readonly Draft11e[])[],
  outcome: (plan: GeneralPlan) => { slain: number; damage: number } = exactOutcome,
): { lethal: boolean[]; decisions: LethalHitsDecision[] } {
  const lethal = s.attackers.map((a) => a.lethalHits !== 'never');
  const decisions: LethalHitsDecision[] = [];
  let work = 0;
  checkDecisionWork(
    s,
    drafts,
    (i) => drafts[i]![0]!.lethalHits && s.attackers[i]!.lethalHits === 'best',
  );
  for (let i = 0; i < drafts.length; i++) {
    const a = s.attackers[i]!;
    if (!drafts[i]![0]!.lethalHits || a.lethalHits !== 'best') continue;
    const prefix = (use: boolean): LethalHitsOutcome => {
      const plan = planOf11e(s, drafts.slice(0, i + 1), [...lethal.slice(0, i), use]);
      work += planWork(plan);
      if (work > DECISION_WORK) {
        throw new TooLargeError(
          `attackers[${i}].lethalHits: "best" compares both choices exactly, which would take over ${DECISION_WORK.toExponential(0)} steps of the exact engine here; give "always" or "never"`,
        );
      }
      return { choice: use ? 'always' : 'never', ...outcome(plan) };
    };
    const always = prefix(true);
    const never = prefix(false);
    const [chosen, other] = better(always, never) ? [always, never] : [never, always];
    lethal[i] = chosen.choice === 'always';
    decisions.push({
      rule: 'lethal-hits',
      attacker: i,
      ...(a.name === undefined ? {} : { name: a.name }),
      mode: a.lethalHits,
      chosen,
      other,
    });
  }
  return { lethal, decisions };
}

/**
 * Refuse, before any decision is made, decisions whose exact outcomes would take over
 * {@link DECISION_WORK} steps together: both choices of each profile that decides
 * (`decides`), the profiles before it at their own setting (each outcome's work hardly
 * depends on the earlier choices).
 */
function checkDecisionWork(
  s: Wh40k11eScenario,
  drafts: Parameters<typeof planOf11e>[1],
  decides: (i: number) => boolean,
): void {
  const lethal = s.attackers.map((a) => a.lethalHits !== 'never');
  let work = 0;
  for (let i = 0; i < drafts.length; i++) {
    if (!decides(i)) continue;
    for (const use of [true, false]) {
      work += planWork(planOf11e(s, drafts.slice(0, i + 1), [...lethal.slice(0, i), use]));
    }
    if (work > DECISION_WORK) {
      throw new TooLargeError(
        `attackers[${i}].lethalHits: "best" compares both choices exactly, which would take over ${DECISION_WORK.toExponential(0)} steps of the exact engine here (with the profiles before it); give "always" or "never"`,
      );
    }
  }
}

/** The mean slain and damage of a plan, exactly. */
function exactOutcome(plan: GeneralPlan): { slain: number; damage: number } {
  const r = exactPlan(plan);
  return { slain: r.slain.mean(), damage: r.damage.mean() };
}
