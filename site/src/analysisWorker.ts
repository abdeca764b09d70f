/**
 * The page's analyses worker: Compare's table, chart and heat map, the check of an analysis,
 * across every save and durability, off the main thread. It is fetched when one of them is
 * first asked for, so the page's first load (the attack and its worker) carries none of them.
 *
 * @module
 */
import {
  type AcrossSaves,
  acrossSaves,
  acrossSavesChart,
} from '../../src/analytics/acrossSaves.js';
import { compare } from '../../src/analytics/compare.js';
import {
  type AnyDurability,
  type Aos4ReferenceWeapon,
  aos4ReferenceThreat,
  durability,
  durabilityChart,
  type ReferenceWeapon,
  referenceThreat,
  type Threat,
  threatOf,
} from '../../src/analytics/durability.js';
import { matchupMatrix } from '../../src/analytics/matrix.js';
import { parseMetric } from '../../src/analytics/metrics.js';
import { selectAnalysis } from '../../src/analytics/pairs.js';
import {
  compareChart,
  type LineChartData,
  renderHeatmap,
  renderLineChart,
} from '../../src/analytics/svg.js';
import { decisionLine } from '../../src/report/formatReport.js';
import type { Aos4AttackerInput, Aos4TargetInput } from '../../src/rulesets/aos4/input.js';
import { KT_REFERENCE_WEAPONS } from '../../src/rulesets/killteam/analytics.js';
import type { KtShooterInput, KtTargetInput } from '../../src/rulesets/killteam/input.js';
import type { Wh40kTargetInput } from '../../src/rulesets/wh40k-10e/input.js';
import type { Wh40k11eTargetInput } from '../../src/rulesets/wh40k-11e/input.js';
import { toJobError } from './jobError.js';
import type { DurabilityJson, Job, Reply } from './messages.js';

const scope = self as unknown as {
  postMessage(message: Reply, transfer?: Transferable[]): void;
  onmessage: ((e: MessageEvent<Job>) => void) | null;
};

function run(job: Job): void {
  if (job.kind === 'check') {
    selectAnalysis(job.analysis);
    scope.postMessage({ id: job.id, type: 'checked' });
    return;
  }
  if (job.kind === 'saves') {
    const saves = acrossSaves(job.scenario, {
      ...(job.attacker === undefined ? {} : { attacker: job.attacker }),
      ...(job.ward === undefined ? {} : { ward: job.ward }),
    });
    scope.postMessage({
      id: job.id,
      type: 'saves',
      saves,
      damageSvg: renderLineChart(titled(acrossSavesChart(saves, 'damage'), saves)),
      wipeSvg: renderLineChart(titled(acrossSavesChart(saves, 'wipe'), saves)),
    });
    return;
  }
  if (job.kind === 'durability') {
    scope.postMessage({ id: job.id, type: 'durability', ...durabilityOf(job) });
    return;
  }
  if (job.kind !== 'analyse') {
    throw new Error(`the analyses worker does not take ${job.kind} jobs`);
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
    choices: c.entries.map((e) => e.result.decisions.map(decisionLine)),
    compareSvg: renderLineChart(compareChart(c, `P(at least k models slain): ${target}`)),
    heatmapSvg,
    target,
  });
}

/**
 * The library's chart of across every save with what attacks what moved from the title to the
 * subtitle: the title of two unit names is wider than the chart and the library's title wraps
 * at a width that lets it run past the edge.
 */
function titled(chart: LineChartData, a: AcrossSaves): LineChartData {
  return {
    ...chart,
    title: `${chart.yLabel[0]!.toUpperCase()}${chart.yLabel.slice(1)} across every save`,
    subtitle: `${a.attacker} at ${a.target}; ${chart.subtitle}`,
  };
}

/**
 * The durability of a scenario's target (wh40k-10e, wh40k-11e, aos4 or a Kill Team shooting
 * attack's: the rulesets the library's `durability` takes) against this attack and the
 * reference weapons asked for.
 */
function durabilityOf(job: Extract<Job, { kind: 'durability' }>): {
  durability: DurabilityJson;
  svg: string;
} {
  const s = job.scenario as {
    ruleset?: unknown;
    phase?: 'melee' | 'shooting';
    attackers?: readonly unknown[];
    attacker?: KtShooterInput;
    target?: unknown;
  };
  const attack =
    job.attack && s.attackers && s.attackers.length > 0
      ? [{ name: 'this attack', attackers: s.attackers }]
      : [];
  const wh40k = () => [
    ...(attack as Threat[]),
    ...job.threats.map((t) => referenceThreat(t.weapon as ReferenceWeapon, t.models)),
  ];
  let d: AnyDurability;
  if (s.ruleset === 'aos4') {
    d = durability(
      s.target as Aos4TargetInput,
      [
        ...(attack as Threat<Aos4AttackerInput>[]),
        ...job.threats.map((t) => aos4ReferenceThreat(t.weapon as Aos4ReferenceWeapon, t.models)),
      ],
      { ruleset: 'aos4', phase: s.phase ?? 'melee' },
    );
  } else if (s.ruleset === 'killteam') {
    // A Kill Team shooting attack: its one `attacker` is a threat of one operative.
    d = durability(
      s.target as KtTargetInput,
      [
        ...(job.attack && s.attacker ? [{ name: 'this attack', attackers: [s.attacker] }] : []),
        ...job.threats.map((t) => threatOf(KT_REFERENCE_WEAPONS, t.weapon, t.models)),
      ],
      { ruleset: 'killteam' },
    );
  } else if (s.ruleset === 'wh40k-11e') {
    d = durability(s.target as Wh40k11eTargetInput, wh40k(), { ruleset: 'wh40k-11e' });
  } else if (s.ruleset === 'wh40k-10e') {
    d = durability(s.target as Wh40kTargetInput, wh40k());
  } else {
    throw new Error(
      `durability: takes a wh40k-10e, wh40k-11e, aos4 or killteam target, got ruleset ${JSON.stringify(s.ruleset)}`,
    );
  }
  return {
    durability: {
      ruleset: d.ruleset,
      models: d.models,
      aps: d.aps,
      threats: d.threats.map((t) => ({
        name: t.name,
        destroyed: t.destroyed,
        meanSlain: t.meanSlain,
        ...(t.meanDamage === undefined ? {} : { meanDamage: t.meanDamage }),
        attacksNeeded: t.attacksNeeded,
        byAp: t.byAp.map((x) => ({ ap: x.ap, destroyed: x.destroyed })),
      })),
    },
    svg: renderLineChart(durabilityChart(d)),
  };
}

scope.onmessage = (e) => {
  try {
    run(e.data);
  } catch (err) {
    scope.postMessage({ id: e.data.id, type: 'error', error: toJobError(err) });
  }
};
