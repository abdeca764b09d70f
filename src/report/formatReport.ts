/**
 * The whole human report of a result: the attacks' (`text.ts`) or a fight's (`fightReport.ts`).
 *
 * @module
 */
import type { EvaluationResult } from '../scenario/result.js';
import { terminalSafe } from '../text/safe.js';
import { formatFightReport } from './fightReport.js';
import type { Style } from './style.js';
import {
  errorOf,
  formatTable,
  meanLine,
  methodLine,
  monteCarloLine,
  resultLabel,
  shownResults,
} from './text.js';

/**
 * The whole human report: the summary line, the method, then each result with its mean
 * (and, for Monte Carlo, its standard error), sd and table, models slain first. With
 * `quiet`, the method only when Monte Carlo (samples, seed), then one line per result.
 *
 * @example
 * ```ts
 * formatReport(evaluate(scenario), summarizeScenario(r.scenario), makeStyle(false), false);
 * ```
 */
export function formatReport(
  r: EvaluationResult,
  summary: string,
  style: Style,
  quiet: boolean,
  show?: readonly string[],
): string {
  const entries = shownResults(r, show);
  if (quiet) {
    const w = Math.max(...entries.map(([k]) => k.length));
    const lines = entries.map(([k, d]) => `${k.padEnd(w)}  ${meanLine(d, errorOf(r, k))}`);
    if (r.method === 'monte-carlo') lines.unshift(monteCarloLine(r));
    return `${lines.join('\n')}\n`;
  }
  if ('phase' in r.scenario && r.scenario.phase === 'fight') {
    return formatFightReport(r, terminalSafe(summary), methodLine(r), style);
  }
  // The summary holds the scenario's names: escapes in them are shown, never obeyed.
  const parts = [style.bold(terminalSafe(summary)), style.dim(methodLine(r))];
  for (const [key, d] of entries) {
    parts.push(
      `\n${style.bold(resultLabel(key))}: ${meanLine(d, errorOf(r, key))}\n${formatTable(d, style)}`,
    );
  }
  return `${parts.join('\n')}\n`;
}
