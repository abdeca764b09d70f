/**
 * The whole human report of a result: the attacks' (`text.ts`) or a fight's (`fightReport.ts`,
 * Kill Team's `killteamFightReport.ts`).
 *
 * @module
 */

import { isSidedFight } from '../format/sidedFight.js';
import type { AttackerDecision, EvaluationResult, RuleNote } from '../scenario/result.js';
import { terminalSafe } from '../text/safe.js';
import { formatFightReport } from './fightReport.js';
import { formatKtFightReport } from './killteamFightReport.js';
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
    // A fight's keys (strikesAIfAWins) say nothing to a reader: its lines read as its report's.
    const fight = 'phase' in r.scenario && r.scenario.phase === 'fight';
    // A key may hold a group's name (`slain.<group>`): escapes in it are shown, never obeyed.
    const name = (k: string) => terminalSafe(fight ? resultLabel(k) : k);
    const w = Math.max(...entries.map(([k]) => name(k).length));
    const lines = entries.map(([k, d]) => `${name(k).padEnd(w)}  ${meanLine(d, errorOf(r, k))}`);
    if (r.method === 'monte-carlo') lines.unshift(monteCarloLine(r));
    return `${lines.join('\n')}\n`;
  }
  if ('phase' in r.scenario && r.scenario.phase === 'fight') {
    // MESBG's fight is of two sides of models with a Duel; Kill Team's of two operatives.
    const fight = isSidedFight(r.scenario) ? formatFightReport : formatKtFightReport;
    return fight(r, terminalSafe(summary), methodLine(r), style);
  }
  // The summary holds the scenario's names: escapes in them are shown, never obeyed.
  const parts = [style.bold(terminalSafe(summary)), style.dim(methodLine(r))];
  for (const d of r.decisions) parts.push(terminalSafe(decisionLine(d)));
  for (const line of noteLines(r.notes)) parts.push(terminalSafe(line));
  for (const [key, d] of entries) {
    parts.push(
      `\n${style.bold(terminalSafe(resultLabel(key)))}: ${meanLine(d, errorOf(r, key))}\n${formatTable(d, style)}`,
    );
  }
  return `${parts.join('\n')}\n`;
}

/**
 * The rules listed that change no number, one line per attacker profile that lists any.
 *
 * @example
 * ```ts
 * noteLines(r.notes); // ['Keywords that change no number, for Bolt rifle: assault, hazardous']
 * ```
 */
export function noteLines(notes: readonly RuleNote[]): string[] {
  const byAttacker = new Map<number, RuleNote[]>();
  for (const n of notes) byAttacker.set(n.attacker, [...(byAttacker.get(n.attacker) ?? []), n]);
  return [...byAttacker.values()].map((ns) => {
    const who = ns[0]!.name ?? `attacker ${ns[0]!.attacker + 1}`;
    return `Keywords that change no number, for ${who}: ${ns.map((n) => n.rule).join(', ')}`;
  });
}

/** The decisions' rules as a player reads them. */
const DECISION_NAMES: Readonly<Record<string, string>> = {
  'lethal-hits': 'Lethal Hits',
  'weapon-mode': 'Weapon mode',
  pistols: 'Pistols or other ranged weapons',
  'reroll-damage': 'Damage re-roll',
};

/**
 * One decision made for the attacker, as the report says it: the choice, and what each
 * option gives on average (a weapon choice: the runner-up's).
 *
 * @example
 * ```ts
 * decisionLine(r.decisions[0]);
 * // 'Lethal Hits (best) for Heavy guns: never, mean slain 1.56 (always: 1.50)'
 * ```
 */
export function decisionLine(d: AttackerDecision): string {
  // A pistols choice is a set of models', not one profile's: its bearer's, or (without one)
  // the unit's.
  const who =
    d.rule === 'pistols'
      ? d.bearer === undefined
        ? ''
        : ` for ${d.bearer}`
      : ` for ${d.name ?? `attacker ${d.attacker + 1}`}`;
  const rule = DECISION_NAMES[d.rule] ?? d.rule;
  return `${rule} (${d.mode})${who}: ${d.chosen.choice}, mean slain ${d.chosen.slain.toFixed(2)} (${d.other.choice}: ${d.other.slain.toFixed(2)})`;
}
