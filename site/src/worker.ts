/**
 * The page's worker: evaluates scenarios (exact or Monte Carlo, with progress) and analyses
 * off the main thread, so the page stays responsive and a run can be cancelled by ending the
 * worker.
 *
 * @module
 */
import { compare } from '../../src/analytics/compare.js';
import { matchupMatrix } from '../../src/analytics/matrix.js';
import { parseMetric } from '../../src/analytics/metrics.js';
import { selectAnalysis } from '../../src/analytics/pairs.js';
import { compareChart, renderHeatmap, renderLineChart } from '../../src/analytics/svg.js';
import { Dist } from '../../src/dist/Dist.js';
import { ScenarioError } from '../../src/errors.js';
import { importRoster } from '../../src/import/wh40k/importRoster.js';
import { evaluateJson } from '../../src/scenario/evaluate.js';
import type { Job, JobError, Reply } from './messages.js';

const scope = self as unknown as {
  postMessage(message: Reply, transfer?: Transferable[]): void;
  onmessage: ((e: MessageEvent<Job>) => void) | null;
};

function toJobError(e: unknown): JobError {
  if (e instanceof ScenarioError) return { name: e.name, message: e.message, issues: e.issues };
  if (e instanceof Error) return { name: e.name, message: e.message };
  return { name: 'Error', message: String(e) };
}

function run(job: Job): void {
  if (job.kind === 'evaluate') {
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
      { id: job.id, type: 'result', results },
      Object.values(results).map((a) => a.buffer),
    );
    return;
  }
  if (job.kind === 'import') {
    // The roster read here, off the page's thread: a big .rosz unzips and parses without a freeze.
    scope.postMessage({
      id: job.id,
      type: 'roster',
      roster: importRoster(job.bytes, { source: job.name }),
    });
    return;
  }
  const metric = parseMetric(job.metric);
  const all = selectAnalysis(job.analysis);
  const heatmapSvg = renderHeatmap(matchupMatrix(all), metric);
  const target =
    job.target && all.targets.some((t) => t.name === job.target)
      ? job.target
      : all.targets[0]!.name;
  const c = compare(all, { targets: [target] });
  scope.postMessage({
    id: job.id,
    type: 'analysis',
    comparison: c.toJSON(),
    compareSvg: renderLineChart(compareChart(c, `P(at least k models slain): ${target}`)),
    heatmapSvg,
    target,
  });
}

scope.onmessage = (e) => {
  try {
    run(e.data);
  } catch (err) {
    scope.postMessage({ id: e.data.id, type: 'error', error: toJobError(err) });
  }
};
