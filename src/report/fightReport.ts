/**
 * The human report of a MESBG fight (`mathhammer run` on a `"phase": "fight"` scenario): the
 * Duel's odds first (with and without Heroic Strike, and each side's Might as played beside its
 * best policy), then the tables of strikes, Wounds, slain, Fate and Might.
 *
 * @module
 */
import type { Dist } from '../dist/Dist.js';
import {
  type MightAdvice,
  mightAdvice,
  mightAdviceOf,
} from '../rulesets/mesbg/fight/mightAdvice.js';
import type { MesbgFightScenario } from '../rulesets/mesbg/fight/types.js';
import type { EvaluationResult } from '../scenario/result.js';
import { terminalSafe } from '../text/safe.js';
import { resultLabel } from './labels.js';
import type { Style } from './style.js';
import { formatTable, meanLine, percent } from './text.js';

/** Results shown in the Duel block rather than as tables. */
const DUEL_KEYS = new Set([
  'duelWinA',
  'duelWinB',
  'duelWinAWithoutHeroicStrike',
  'mightGoalA',
  'mightBestA',
  'mightGoalB',
  'mightBestB',
]);

/**
 * A readable label for a fight's result key (the one table of `labels.ts`): `woundsBIfAWins`
 * -> `Wounds suffered by B's model (after Fate), if A wins`.
 *
 * @example
 * ```ts
 * fightLabel('mightSpentA'); // 'Might spent by A'
 * ```
 */
export function fightLabel(key: string): string {
  return resultLabel(key);
}

/**
 * The Duel block: who wins, then each side's Might as played against its best.
 *
 * @example
 * ```ts
 * duelLines(evaluate(fight)); // ['Duel: Aragorn (A) wins 58.3%, Orc (B) wins 41.7%', ...]
 * ```
 */
export function duelLines(r: EvaluationResult): string[] {
  const s = r.scenario as MesbgFightScenario;
  // A fight's results are named by side (MesbgFightResults), not as the attacks' are.
  const results = r.results as unknown as Readonly<Record<string, Dist | undefined>>;
  const p = (key: string) => results[key]?.at(1) ?? 0;
  const name = (x: 'A' | 'B') => {
    const side = x === 'A' ? s.sideA : s.sideB;
    // The names are the scenario's: escapes in them are shown, never obeyed.
    return `${terminalSafe(side.name ?? side.models[0]?.name ?? 'side')} (${x})`;
  };
  const lines = [
    `Duel: ${name('A')} wins ${percent(p('duelWinA'))}, ${name('B')} wins ${percent(p('duelWinB'))}`,
  ];
  if (results.duelWinAWithoutHeroicStrike) {
    lines.push(
      `  without Heroic Strike: ${name('A')} wins ${percent(p('duelWinAWithoutHeroicStrike'))}`,
    );
  }
  for (const x of ['A', 'B'] as const) {
    if (!results[`mightGoal${x}`]) continue;
    // The advice the evaluation found with its results; solved again only for results that
    // hold none (made elsewhere than by evaluate()).
    const advice = mightAdviceOf(r.results, x) ?? mightAdvice(s, x);
    if (advice) lines.push(...mightLines(advice, name(x)));
  }
  return lines;
}

const GOALS = {
  slay: 'its target slain',
  survive: 'its struck model survives',
  'win-duel-chance': 'it wins the Duel',
} as const;

/**
 * The Might lines of one side: P(its goal) as played and with the best spend (the gain in
 * percentage points, not Might points), where the points go on average, and the best spend in
 * the Duel as a table of the Hero's best die against the foe's.
 *
 * @example
 * ```ts
 * mightLines(mightAdvice(scenario, 'A')!, 'Aragorn (A)')[0];
 * // 'Might of Aragorn (A), for P(its target slain): 12.5% as played ("win-duel"), 14.2% with the best spend, 1.7 percentage points more'
 * ```
 */
export function mightLines(a: MightAdvice, name: string): string[] {
  const gain = (a.best - a.asPlayed) * 100;
  const more = Math.abs(gain) < 0.05 ? 'the same' : `${gain.toFixed(1)} percentage points more`;
  const f = (m: number) => m.toFixed(2);
  const lines = [
    `Might of ${name}, for P(${GOALS[a.goal]}): ${percent(a.asPlayed)} as played ("${a.policy}"), ${percent(a.best)} with the best spend, ${more}`,
    `  Might spent on average: as played ${f(a.duelSpent.asPlayed)} in the Duel and ${f(a.woundSpent.asPlayed)} on To Wound dice; with the best spend ${f(a.duelSpent.best)} and ${f(a.woundSpent.best)}`,
  ];
  if (a.duel.length === 0) {
    lines.push('  The best spend: none in the Duel (this side does not spend Might there)');
  }
  for (const t of a.duel) {
    const when = a.duel.length > 1 ? ` (${percent(t.chance)} of fights)` : '';
    const ties =
      t.ties === 'roll-off'
        ? 'a tie on the dice goes to a roll-off'
        : t.ties === 'win'
          ? 'this side wins a tie on the dice'
          : 'the foe wins a tie on the dice';
    if (t.spend.every((row) => row.every((k) => k === 0))) {
      lines.push(`  The best spend in the Duel${when}: nothing (${ties})`);
      continue;
    }
    lines.push(
      // The Hero is a model of the scenario: escapes in its name are shown, never obeyed.
      `  The best spend in the Duel${when}, points on ${terminalSafe(t.hero)}'s best die (${ties}; . spends nothing):`,
      `    foe's best die:${[1, 2, 3, 4, 5, 6].map((u) => ` ${u}`).join('')}`,
      ...t.spend.map(
        (row, i) =>
          `    ${`Hero's die ${i + 1}:`.padEnd(15)}${row.map((k) => ` ${k === 0 ? '.' : k}`).join('')}`,
      ),
    );
  }
  return lines;
}

/**
 * The whole report of a fight: summary, method, the Duel block, then a table per result.
 *
 * @example
 * ```ts
 * formatFightReport(evaluate(fight), summarizeScenario(fight), 'MESBG fight, exact', makeStyle(false));
 * ```
 */
export function formatFightReport(
  r: EvaluationResult,
  summary: string,
  method: string,
  style: Style,
): string {
  const parts = [
    style.bold(summary),
    style.dim(method),
    '',
    // Every line holds the scenario's names: shown safe before any style is added (safe text
    // is unchanged by terminalSafe, so names made safe already stay as they are).
    ...duelLines(r)
      .map(terminalSafe)
      .map((l, i) => (i === 0 ? style.bold(l) : l)),
  ];
  const s = r.scenario as MesbgFightScenario;
  if (s.rules.countWounds === 'until-slain') {
    parts.push(
      style.dim(
        'Wounds are counted up to the last: the Strikes stop when the model is slain ("countWounds": "all" counts every Wound rolled)',
      ),
    );
  }
  for (const [key, d] of Object.entries(r.results)) {
    if (DUEL_KEYS.has(key)) continue;
    parts.push(
      `\n${style.bold(terminalSafe(fightLabel(key)))}: ${meanLine(d)}\n${formatTable(d, style)}`,
    );
  }
  return `${parts.join('\n')}\n`;
}
