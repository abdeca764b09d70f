/**
 * Decisions an engine makes for the attacker (Warhammer 40,000's weapon modes, pistols and
 * damage re-roll thresholds left to `"best"`: `docs/wh40k-10e/weapon-choices.md`; 11th
 * edition's Lethal Hits `"best"`: `docs/wh40k-11e.md`), handed along with a ruleset's named
 * results under a symbol key, so that the walks over the results (which read string keys)
 * never see them, and `evaluate()` gives them as the result's `decisions`.
 *
 * @module
 */

/**
 * One option of a decision and what it gives: the mean models slain and the mean damage.
 *
 * @example
 * ```ts
 * const o: DecisionOutcome = { choice: 'never', slain: 2.1, damage: 6.3 };
 * ```
 */
export interface DecisionOutcome {
  readonly choice: string;
  readonly slain: number;
  readonly damage: number;
}

/**
 * A decision made for the attacker: which rule, for which attacker profile, the option taken
 * and what the other would have given.
 *
 * @example
 * ```ts
 * for (const d of evaluate(s).decisions) console.log(d.rule, d.chosen.choice, d.other.slain);
 * ```
 */
export interface AttackerDecision {
  readonly rule: string;
  /** The index of the attacker profile in the scenario. */
  readonly attacker: number;
  readonly name?: string;
  /**
   * A pistol choice: the bearer of the set of models it is made for (none: the attacker
   * entries without a bearer; `attacker` is then the set's first pistol).
   */
  readonly bearer?: string;
  /** The mode the scenario asked for (`"best"`). */
  readonly mode: string;
  readonly chosen: DecisionOutcome;
  readonly other: DecisionOutcome;
}

/**
 * The key under which a ruleset's named results carry its {@link AttackerDecision}s.
 *
 * @example
 * ```ts
 * Object.assign(results, { [DECISIONS]: decisions });
 * ```
 */
export const DECISIONS: unique symbol = Symbol('mathhammer.decisions');

/**
 * The decisions a ruleset's named results carry under {@link DECISIONS}, or none.
 *
 * @example
 * ```ts
 * decisionsOf(results).length;
 * ```
 */
export function decisionsOf(named: object): readonly AttackerDecision[] {
  return (named as { readonly [DECISIONS]?: readonly AttackerDecision[] })[DECISIONS] ?? [];
}

/**
 * A ruleset's named results with `decisions` riding under {@link DECISIONS} (none: the
 * results as they are).
 *
 * @example
 * ```ts
 * return withDecisions(wh40kResults(r), decisions);
 * ```
 */
export function withDecisions<T extends object>(
  named: T,
  decisions: readonly AttackerDecision[],
): T {
  return decisions.length === 0 ? named : Object.assign(named, { [DECISIONS]: decisions });
}
