import { Dist } from '../../src/dist/Dist.js';
import { isSidedFight } from '../../src/format/sidedFight.js';
import { duelLines } from '../../src/report/fightReport.js';
import { decisionLine, noteLines } from '../../src/report/formatReport.js';
import { adviceLines } from '../../src/report/killteamFightReport.js';
import { fightAdvice, fightAdviceOf } from '../../src/rulesets/killteam/fight/advice.js';
import { compileFight } from '../../src/rulesets/killteam/fight/compile.js';
import type { KtFightResults } from '../../src/rulesets/killteam/fight/results.js';
import type { KtFightScenario } from '../../src/rulesets/killteam/fight/types.js';
import { evaluateJson } from '../../src/scenario/evaluate.js';
import type { EvaluationResult } from '../../src/scenario/result.js';
import { toJobError } from './jobError.js';
import type { Job, Reply } from './messages.js';

const scope = self as unknown as {
  postMessage(message: Reply, transfer?: Transferable[]): void;
  onmessage: ((e: MessageEvent<Job>) => void) | null;
};

function run(job: Job): void {
  if (job.kind !== 'evaluate') {
    throw new Error(`the page's worker does not take ${job.kind} jobs`);
  }
  // Progress at most every 50 ms: a fast run should not flood the page with messages.
  let last = 0;
  const r = evaluateJson(job.scenario, {
    onProgress: (done, total) => {
      const now = performance.now();
      if (now - last < 50 && done < total) return;
      last = now;
      scope.postMessage({ id: job.id, type: 'progress', done, total });
    },
  });
  const results: Record<string, Float64Array> = {};
  for (const [name, d] of Object.entries(r.results)) results[name] = Dist.raw(d).slice();
  scope.postMessage(
    {
      id: job.id,
      type: 'result',
      results,
      decisions: r.decisions,
      notes: r.notes,
      choices: choicesOf(r),
    },
    Object.values(results).map((a) => a.buffer),
  );
  return;
}

/**
 * What the engine decided, in the words of `mathhammer run`'s report: each decision's line; a
 * MESBG fight's Duel block; a Kill Team fight's solution (as played, against the calculators'
 * heuristics, and the best first choices: who strikes or blocks with what, and where it leads).
 */
function choicesOf(r: EvaluationResult): string[] {
  const s = r.scenario;
  if (!('phase' in s) || s.phase !== 'fight') {
    // Then the keywords listed that change no number, as the report names them.
    return [...r.decisions.map(decisionLine), ...noteLines(r.notes)];
  }
  // MESBG's fight is of two sides of models with a Duel; Kill Team's of two operatives (as the
  // report picks).
  if (isSidedFight(s)) return duelLines(r);
  // The Kill Team fight is solved by the exact engine only; its sampler plays without advice.
  if (r.method !== 'exact') return [];
  const fight = s as unknown as KtFightScenario;
  const results = r.results as unknown as KtFightResults;
  const advice = fightAdviceOf(results) ?? fightAdvice(compileFight(fight));
  return adviceLines(advice, fight.attacker.name ?? 'attacker', fight.defender.name ?? 'defender');
}

scope.onmessage = (e) => {
  try {
    run(e.data);
  } catch (err) {
    scope.postMessage({ id: e.data.id, type: 'error', error: toJobError(err) });
  }
};
