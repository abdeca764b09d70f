/**
 * The human report of a MESBG fight (`mathhammer run` on a `"phase": "fight"` scenario): the
 * Duel's odds first (with and without Heroic Strike, and each side's Might as played beside its
 * best policy), then the tables of strikes, Wounds, slain, Fate and Might.
 *
 * @module
 */
import type { Dist } from '../dist/Dist.js';
import type { MesbgFightScenario } from '../rulesets/mesbg/fight/types.js';
import type { EvaluationResult } from '../scenario/result.js';
import { terminalSafe } from '../text/safe.js';
import type { Style } from './style.js';
import { formatTable, meanLine, percent, resultLabel } from './text.js';

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
 * A readable label for a fight's result key: `woundsBIfAWins` -> `wounds on B's model, if A
 * wins`.
 *
 * @example
 * ```ts
 * fightLabel('mightSpentA'); // 'Might spent by A'
 * ```
 */
export function fightLabel(key: string): string {
  const duel = /^(duelWin|mightGoal|mightBest)([AB])(WithoutHeroicStrike)?$/.exec(key);
  if (duel) {
    const [, what, x, without] = duel;
    if (what === 'duelWin') return `${x} wins the Duel${without ? ', without Heroic Strike' : ''}`;
    return `${x}'s Might goal met, ${what === 'mightGoal' ? 'as played' : 'with the best spend'}`;
  }
  const m = /^(strikes|wounds|slain|fateSpent|mightSpent)([AB])(?:If([AB])Wins)?$/.exec(key);
  if (!m) return resultLabel(key);
  const [, what, x, winner] = m;
  const label =
    what === 'strikes'
      ? `To Wound rolls by ${x}`
      : what === 'wounds'
        ? `Wounds suffered by ${x}'s model (after Fate)`
        : what === 'slain'
          ? `${x}'s model slain`
          : what === 'fateSpent'
            ? `Fate spent by ${x}'s model`
            : `Might spent by ${x}`;
  return winner ? `${label}, if ${winner} wins` : label;
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
    const side = x === 'A' ? s.sideA : s.sideB;
    const goal = side.goal === 'slay' ? 'its target slain' : 'its struck model survives';
    const asPlayed = p(`mightGoal${x}`);
    const best = p(`mightBest${x}`);
    const gain = ((best - asPlayed) * 100).toFixed(1);
    lines.push(
      `Might of ${name(x)}: P(${goal}) ${percent(asPlayed)} as played ("${terminalSafe(String(side.might))}"), ${percent(best)} with the best spend (+${gain} points)`,
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
    ...duelLines(r).map((l, i) => (i === 0 ? style.bold(l) : l)),
  ];
  for (const [key, d] of Object.entries(r.results)) {
    if (DUEL_KEYS.has(key)) continue;
    parts.push(`\n${style.bold(fightLabel(key))}: ${meanLine(d)}\n${formatTable(d, style)}`);
  }
  return `${parts.join('\n')}\n`;
}
