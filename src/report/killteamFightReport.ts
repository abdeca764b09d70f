/**
 * The human report of a Kill Team fight (`mathhammer run` on a `killteam` scenario with
 * `"phase": "fight"`): who is incapacitated, the outcome when either side plays one of the
 * calculators' heuristics instead, the best first choices of the most likely rolls (who
 * strikes or blocks with what, and where each move leads), then the tables of damage
 * (`docs/killteam/fight.md`, "Reading the solution").
 *
 * @module
 */
import {
  fightAdvice,
  fightAdviceOf,
  type KtFightAdvice,
  type KtFightFirstChoice,
  type KtFightOutcome,
} from '../rulesets/killteam/fight/advice.js';
import { compileFight } from '../rulesets/killteam/fight/compile.js';
import { FIGHT_MOVES, type FightEnd } from '../rulesets/killteam/fight/game.js';
import type { KtFightResults } from '../rulesets/killteam/fight/results.js';
import type { KtFightScenario } from '../rulesets/killteam/fight/types.js';
import type { EvaluationResult } from '../scenario/result.js';
import { terminalSafe } from '../text/safe.js';
import { resultLabel } from './labels.js';
import type { Style } from './style.js';
import { formatTable, meanLine, percent } from './text.js';

/**
 * A readable label for a Kill Team fight's result key.
 *
 * @example
 * ```ts
 * ktFightLabel('damageToDefender'); // 'damage to the defender (wounds lost)'
 * ```
 */
export function ktFightLabel(key: string): string {
  // One table of words for the report, the page and the charts (./labels.ts).
  return resultLabel(key);
}

/** An outcome in one line. */
function outcomeLine(o: KtFightOutcome): string {
  return `attacker incapacitated ${percent(o.attackerIncapacitated)}, defender ${percent(o.defenderIncapacitated)}; mean damage ${o.damageToAttacker.toFixed(2)} taken, ${o.damageToDefender.toFixed(2)} dealt`;
}

const pool = (p: { readonly normal: number; readonly critical: number }) =>
  `${p.normal}N ${p.critical}C`;
const end = (e: FightEnd) => `${e.wA}/${e.wB}`;

/**
 * The lines of one first choice: the roll and who moves, the best move and its end, the other
 * moves, what the heuristics open with.
 *
 * @example
 * ```ts
 * firstChoiceLines(fightAdvice(plan).firstChoices[0]!, 'Veteran', 'Warrior')[0];
 * // '  Veteran 2N 2C v Warrior 3N 1C (2.4%): Veteran should strike with a critical -> 9/0'
 * ```
 */
export function firstChoiceLines(c: KtFightFirstChoice, a: string, d: string): string[] {
  const who = c.mover === 'attacker' ? a : d;
  const best = FIGHT_MOVES[c.best.move as number] ?? 'no move';
  const lines = [
    `  ${a} ${pool(c.attacker)} v ${d} ${pool(c.defender)} (${percent(c.p)}): ${who} should ${best} -> ${end(c.best)}`,
  ];
  const others = c.options
    .filter((o) => o.move !== c.best.move)
    .map((o) => `${FIGHT_MOVES[o.move]} -> ${end(o.end)}`);
  if (others.length > 0) lines.push(`    instead: ${others.join('; ')}`);
  lines.push(
    `    heuristics open: ${c.heuristics.map((h) => `${h.policy}: ${FIGHT_MOVES[h.move]} (${end(h.end)})`).join('; ')}`,
  );
  return lines;
}

/**
 * The advice block: the outcome as played, each heuristic on each side, the first moves, the
 * best first choices.
 *
 * @example
 * ```ts
 * adviceLines(fightAdvice(plan), 'Veteran', 'Warrior')[0]; // 'As played: attacker incapacitated 1.5%, ...'
 * ```
 */
export function adviceLines(advice: KtFightAdvice, a: string, d: string): string[] {
  const lines = [
    `As played: ${outcomeLine(advice.asPlayed)}`,
    'If one side plays a heuristic instead:',
  ];
  for (const row of advice.policies) {
    const who = row.side === 'attacker' ? a : d;
    lines.push(`  ${who} ${row.policy}: ${outcomeLine(row.outcome)}`);
  }
  const opens = advice.firstMoves
    .map((p, m) => [p, m] as const)
    .filter(([p]) => p > 0)
    .map(([p, m]) => `${FIGHT_MOVES[m]} ${percent(p)}`);
  if (opens.length > 0) lines.push(`First move as played: ${opens.join(', ')}`);
  if (advice.firstChoices.length > 0) {
    lines.push(
      `Best first choices (wounds left as ${a}/${d}), the most likely rolls where it matters:`,
    );
    for (const c of advice.firstChoices) lines.push(...firstChoiceLines(c, a, d));
  }
  return lines;
}

/**
 * The whole report of a Kill Team fight: summary, method, the decision block (exact runs),
 * then a table per result.
 *
 * @example
 * ```ts
 * formatKtFightReport(evaluate(fight), summarizeScenario(fight), 'exact', makeStyle(false));
 * ```
 */
export function formatKtFightReport(
  r: EvaluationResult,
  summary: string,
  method: string,
  style: Style,
): string {
  const s = r.scenario as unknown as KtFightScenario;
  const results = r.results as unknown as KtFightResults;
  // The names are the scenario's: escapes in them are shown, never obeyed.
  const a = terminalSafe(s.attacker.name ?? 'attacker');
  const d = terminalSafe(s.defender.name ?? 'defender');
  const parts = [style.bold(summary), style.dim(method), ''];
  parts.push(
    style.bold(
      `${d} incapacitated ${percent(results.defenderIncapacitated.at(1))}, ${a} incapacitated ${percent(results.attackerIncapacitated.at(1))}`,
    ),
  );
  if (r.method === 'exact') {
    // The advice the evaluation kept; solved again only for results made elsewhere.
    const advice = fightAdviceOf(results) ?? fightAdvice(compileFight(s));
    parts.push(...adviceLines(advice, a, d));
  }
  for (const [key, dist] of Object.entries(results)) {
    parts.push(
      `\n${style.bold(ktFightLabel(key))}: ${meanLine(dist)}\n${formatTable(dist, style)}`,
    );
  }
  return `${parts.join('\n')}\n`;
}
