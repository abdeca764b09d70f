/**
 * The Army lists view's worker: reads roster files (the library's importers: XML, zip) and plans
 * the army's shooting phase (`planShooting`, `docs/army-turn.md`) off the main thread. It is
 * fetched when the first list is read, so the page's first load carries neither.
 *
 * @module
 */
import { planShooting } from '../../src/armyTurn/planShooting.js';
import { importAos4Roster } from '../../src/import/aos4/importRoster.js';
import { rosterGame } from '../../src/import/edition.js';
import { readRoster } from '../../src/import/roster.js';
import { importRoster } from '../../src/import/wh40k/importRoster.js';
import { importRoster11e } from '../../src/import/wh40k11e/importRoster.js';
import { decisionLine } from '../../src/report/formatReport.js';
import { toJobError } from './jobError.js';
import type { Army, Job, PlanJson, Reply } from './messages.js';

const scope = self as unknown as {
  postMessage(message: Reply): void;
  onmessage: ((e: MessageEvent<Job>) => void) | null;
};

/**
 * A roster read under the ruleset its game system names (`rosterGame`): Age of Sigmar 4th
 * edition with the AoS 4 importer; Warhammer 40,000 by its edition, so an 11th-edition list is
 * never read as 10th (`docs/wh40k-11e.md`, "Import"); an Age of Sigmar list of no edition the
 * library reads is refused by name; any other with the 10th edition's importer, as before.
 */
function importArmy(bytes: Uint8Array, source: string): Army {
  const { gameSystem } = readRoster(bytes, source);
  const game = rosterGame(gameSystem);
  if (game === 'aos4') return { ...importAos4Roster(bytes, { source }), ruleset: 'aos4' };
  if (game === 'wh40k-11e') return importRoster11e(bytes, { source });
  if (game === undefined && /sigmar/i.test(gameSystem)) {
    throw new Error(
      `${source}: an Age of Sigmar roster of an edition the page does not read (game system ${JSON.stringify(gameSystem)}); it reads 4th-edition lists`,
    );
  }
  return { ...importRoster(bytes, { source }), ruleset: 'wh40k-10e' };
}

/** A plan as it crosses to the page: its numbers and words, not the distribution's class. */
function planJson(analysis: unknown): PlanJson {
  const plan = planShooting(analysis);
  const { pointsDestroyed: _, ...adaptive } = plan.adaptive;
  return {
    ...plan,
    adaptive,
    decisions: plan.decisions.map((d) => ({
      shooter: d.shooter,
      target: d.target,
      lines: d.decisions.map(decisionLine),
    })),
  };
}

function run(job: Job): void {
  if (job.kind === 'import') {
    // The roster read here, off the page's thread: a big .rosz unzips and parses without a freeze.
    scope.postMessage({ id: job.id, type: 'roster', roster: importArmy(job.bytes, job.name) });
    return;
  }
  if (job.kind === 'plan') {
    scope.postMessage({ id: job.id, type: 'plan', plan: planJson(job.analysis) });
    return;
  }
  throw new Error(`the Army lists view's worker does not take ${job.kind} jobs`);
}

scope.onmessage = (e) => {
  try {
    run(e.data);
  } catch (err) {
    scope.postMessage({ id: e.data.id, type: 'error', error: toJobError(err) });
  }
};
