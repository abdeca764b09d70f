/**
 * The playground page: the attack form (generated from the library's scenario schema), the
 * answer (computed in a worker, drawn with the library's SVG), comparisons and permalinks.
 *
 * @module
 */
import loadouts from '../../examples/analytics/loadouts.json';
import { Dist } from '../../src/dist/Dist.js';
import { ScenarioError } from '../../src/errors.js';
import { renderSvg } from '../../src/report/chart.js';
import { atLeastLabel, headlineKey, isEventResult, resultLabel } from '../../src/report/labels.js';
import { percent } from '../../src/report/text.js';
import { scenarioJsonSchema } from '../../src/scenario/jsonSchema.js';
import { EvaluationResult } from '../../src/scenario/result.js';
import type { ResultsOf } from '../../src/scenario/rulesets.js';
import { summarizeScenario } from '../../src/scenario/summarize.js';
import type { Scenario } from '../../src/scenario/types.js';
import { parseScenario } from '../../src/scenario/validate.js';
import analysisWorkerUrl from './analysisWorker.ts?worker&url';
import type { ArmyHost } from './army.js';
import armyWorkerUrl from './armyWorker.ts?worker&url';
import { $, inline } from './dom.js';
import { renderForm, renderLoadout, showIssues } from './form.js';
import {
  checkChoices,
  FURTHER,
  type Further,
  type FurtherChoices,
  setUpFurther,
} from './further.js';
import type { Army, Job, JobBody, JobError, PlanJson, Reply } from './messages.js';
import type { PlanLink } from './planLink.js';
import { type Node, variantOf, variants } from './schema.js';
import { decodeState, encodeState } from './share.js';
import { startScenario } from './start.js';
import { meanStandardError, proportionStandardError } from './stats.js';
import workerUrl from './worker.ts?worker&url';

type Json = Record<string, unknown>;

const root = scenarioJsonSchema() as unknown as Node;
const VARIANTS = variants(root);

/** The attack a ruleset (or phase) starts from, by its variant's id. */
function example(id: string): Json {
  return startScenario(root, VARIANTS, VARIANTS.find((v) => v.id === id) ?? VARIANTS[0]!);
}

type View = 'attack' | 'compare' | 'army';
const VIEWS: readonly View[] = ['attack', 'compare', 'army'];

/** The page's state: what a link holds, every view included. */
const state: {
  scenario: Json;
  analysis: Json | undefined;
  k: number;
  key: string | undefined;
  view: View;
  /** The Compare view's target and heat-map metric. */
  target: string | undefined;
  metric: string | undefined;
  /** The further analysis open under the answer (across every save, durability), and its choices. */
  more: Further | undefined;
  choices: FurtherChoices | undefined;
  /** The shooting plan asked for in the Army lists view: its inputs (src/planLink.ts). */
  plan: PlanLink | undefined;
} = {
  scenario: example('scrollhammer'),
  analysis: undefined,
  k: 1,
  key: undefined,
  view: 'attack',
  target: undefined,
  metric: undefined,
  more: undefined,
  choices: undefined,
  plan: undefined,
};

/**
 * While a link that could not be read is on screen, the address is left alone (so it can be
 * copied or mended) until the player starts again or edits something.
 */
let linkHeld = false;

// ---------------------------------------------------------------- workers

/**
 * The worker's script, fetched once while the page loads and kept as a blob: a worker
 * started later (after a cancel, or for the first comparison) needs no network.
 */
let workerScript = workerUrl;
/** A worker's script kept as a blob, or its URL if fetch cannot read it. */
async function kept(url: string): Promise<string> {
  try {
    const blob = await (await fetch(url)).blob();
    return URL.createObjectURL(new Blob([blob], { type: 'text/javascript' }));
  } catch {
    // Served from a place fetch cannot read: start workers from the URL.
    return url;
  }
}
async function keepWorkerScript(): Promise<void> {
  workerScript = await kept(workerUrl);
}
/** The analyses' and the Army lists view's workers, as blobs once {@link keepTheRest} ran. */
let analysisScriptUrl = analysisWorkerUrl;
let armyScriptUrl = armyWorkerUrl;
let keeping = false;
/**
 * After the first answer, the rest of the page is fetched in the background (the analyses'
 * worker, the Army lists view, its worker and the planner's view), so that every view works
 * offline once it is in, while the first answer waits for none of it (docs/playground.md,
 * "Size"). The page's root says `data-kept="all"` when it is done.
 */
function keepTheRest(): void {
  if (keeping) return;
  keeping = true;
  const views = Promise.all([import('./army.js'), import('./planner.js')]).catch(() => {
    // Not reachable now: the view is fetched again when opened.
  });
  void Promise.all([kept(analysisWorkerUrl), kept(armyWorkerUrl), views]).then(([a, b]) => {
    analysisScriptUrl = a;
    armyScriptUrl = b;
    document.documentElement.dataset.kept = 'all';
  });
}

/** A worker that can be ended (cancel) and started again. */
class Runner {
  #worker: Worker | undefined;
  #next = 0;
  #busy = false;
  /**
   * @param script the worker's script: the page's worker (kept as a blob) unless another is
   * named (the Army lists view's, fetched from its URL when first used).
   */
  constructor(
    readonly onReply: (r: Reply) => void,
    readonly script: () => string = () => workerScript,
  ) {}
  #start(): Worker {
    const w = new Worker(this.script(), { type: 'module' });
    w.onmessage = (e: MessageEvent<Reply>) => {
      if (e.data.id !== this.#next) return;
      if (e.data.type !== 'progress') this.#busy = false;
      this.onReply(e.data);
    };
    w.onerror = (e) => {
      this.#busy = false;
      this.onReply({ id: this.#next, type: 'error', error: { name: 'Error', message: e.message } });
    };
    return w;
  }
  /** Run a job, ending the one still running (a newer edit makes it stale). */
  post(job: JobBody): number {
    if (this.#busy) this.cancel();
    this.#worker ??= this.#start();
    this.#busy = true;
    const id = ++this.#next;
    this.#worker.postMessage({ ...job, id } as Job);
    return id;
  }
  cancel(): void {
    this.#worker?.terminate();
    this.#worker = undefined;
    this.#busy = false;
    this.#next++;
  }
}

/**
 * The analyses' worker (Compare, across every save, durability), fetched from its URL when one
 * is first asked for: the first load is the attack's (docs/playground.md, "Size").
 */
const analysisScript = () => analysisScriptUrl;

// ---------------------------------------------------------------- the attack

const form = $('form');
const jsonBox = $<HTMLTextAreaElement>('json');
const rulesetSelect = $<HTMLSelectElement>('ruleset');
for (const v of VARIANTS) {
  const o = document.createElement('option');
  o.value = v.id;
  o.textContent = v.label;
  rulesetSelect.append(o);
}

function variantNode(): Node {
  return (variantOf(VARIANTS, state.scenario) ?? VARIANTS[0]!).node;
}

function drawForm(): void {
  rulesetSelect.value = (variantOf(VARIANTS, state.scenario) ?? VARIANTS[0]!).id;
  renderForm(form, { root, value: state.scenario, changed: onFormChange }, variantNode());
}

function onFormChange(structural: boolean): void {
  releaseLink();
  if (structural) {
    const focused = document.activeElement?.textContent;
    drawForm();
    // Keep the keyboard where it was: on the button of the same name, or on the form.
    const again = [...form.querySelectorAll('button')].find((b) => b.textContent === focused);
    (again ?? form.querySelector<HTMLElement>('input, select'))?.focus();
  }
  syncJson();
  schedule();
}

function syncJson(): void {
  if (document.activeElement !== jsonBox) jsonBox.value = JSON.stringify(state.scenario, null, 2);
}

rulesetSelect.addEventListener('change', () => {
  releaseLink();
  state.scenario = example(rulesetSelect.value);
  // A run of the last ruleset still on its way would draw its answer over the cleared one.
  runner.cancel();
  running = undefined;
  clearAnswer();
  drawForm();
  syncJson();
  schedule();
});

jsonBox.addEventListener('input', () => {
  let value: unknown;
  try {
    value = JSON.parse(jsonBox.value);
  } catch (e) {
    $('json-error').textContent = `Not JSON: ${e instanceof Error ? e.message : String(e)}`;
    return;
  }
  $('json-error').textContent = '';
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    $('json-error').textContent = 'A scenario is a JSON object: {"ruleset": ...}';
    return;
  }
  // A scenario of no ruleset the page knows has no form to draw: the form and the answer stay
  // those of the last game, and the library says what is wrong.
  if (!variantOf(VARIANTS, value as Json)) {
    let why = `"ruleset" should be one of ${VARIANTS.map((v) => v.id.split(':')[0])
      .filter((x, i, a) => a.indexOf(x) === i)
      .join(', ')}`;
    try {
      parseScenario(value);
    } catch (e) {
      if (e instanceof ScenarioError && e.issues.length > 0) {
        why = e.issues.map((i) => `${i.path}: ${i.message}`).join('; ');
      } else if (e instanceof Error) why = e.message;
    }
    $('json-error').textContent = `Not read, the form is unchanged: ${why}`;
    return;
  }
  releaseLink();
  state.scenario = value as Json;
  drawForm();
  schedule();
});

let timer: ReturnType<typeof setTimeout> | undefined;
function schedule(): void {
  busy(true);
  // The answer on screen is for the attack before this edit: greyed at once, not when the run starts.
  stale(true);
  clearTimeout(timer);
  timer = setTimeout(update, 120);
}

/** The scenario of the job running, the answer shown, and the job's start. */
let running: { scenario: Scenario; id: number; started: number } | undefined;
let shown: EvaluationResult | undefined;

const runner = new Runner(onReply);

function update(): void {
  busy(true);
  void writeLink();
  let parsed: Scenario;
  try {
    parsed = parseScenario(state.scenario);
  } catch (e) {
    if (e instanceof ScenarioError) {
      showIssues(form, e.issues, $('general-error'));
      setStatus(
        shown
          ? 'Fix the fields marked below: the answer shown is for the last valid attack.'
          : 'Fix the fields marked below: there is no answer until the attack is valid.',
        true,
      );
    } else setStatus(e instanceof Error ? e.message : String(e), true);
    return;
  }
  showIssues(form, [], $('general-error'));
  further.refresh(state.scenario);
  $('summary').textContent = summarizeScenario(parsed);
  const mc = parsed.method === 'monte-carlo';
  setStatus(mc ? 'Sampling…' : 'Computing…', false);
  $('progress-box').hidden = !mc;
  // Indeterminate until the engine reports (MESBG's sampler does not report progress).
  $<HTMLProgressElement>('progress').removeAttribute('value');
  $('progress-text').textContent = '';
  const id = runner.post({ kind: 'evaluate', scenario: state.scenario });
  running = { scenario: parsed, id, started: performance.now() };
}

/** Whether the answer is behind the attack (an edit not yet computed): for assistive technology and tests. */
function busy(on: boolean): void {
  $('answer').setAttribute('aria-busy', String(on));
}

function setStatus(text: string, bad: boolean): void {
  const s = $('status');
  s.textContent = text;
  s.classList.toggle('bad', bad);
}

/** Grey the answer shown: it is not the answer of the attack in the form. */
function stale(on: boolean): void {
  $('answer').classList.toggle('stale', on);
  $('further').classList.toggle('stale', on);
}

/** Take the answer off the screen (another ruleset: its numbers would mean nothing here). */
function clearAnswer(): void {
  shown = undefined;
  $('headline-box').hidden = true;
  $('stats').querySelector('thead')!.replaceChildren();
  $('stats').querySelector('tbody')!.replaceChildren();
  for (const id of ['chart', 'all-charts', 'result-json', 'summary', 'decisions']) {
    $(id).textContent = '';
  }
}

/** Long numbers in a message with their thousands marked: 39,512,187 samples, not 39512187. */
function readableNumbers(text: string): string {
  return text.replace(/(?<![\d.])\d{5,}(?![\d.])/g, (n) => Number(n).toLocaleString('en-US'));
}

function showError(error: JobError): void {
  if (error.issues) showIssues(form, error.issues, $('general-error'));
  setStatus(readableNumbers(error.message), true);
}

function onReply(r: Reply): void {
  if (r.type !== 'progress') keepTheRest();
  if (r.type === 'progress') {
    $<HTMLProgressElement>('progress').value = r.done / r.total;
    $('progress-text').textContent =
      `${r.done.toLocaleString('en-US')} of ${r.total.toLocaleString('en-US')} samples`;
    return;
  }
  $('progress-box').hidden = true;
  busy(false);
  if (r.type === 'error') {
    showError(r.error);
    return;
  }
  if (r.type !== 'result' || !running) return;
  const dists: Record<string, Dist> = {};
  for (const [name, p] of Object.entries(r.results)) dists[name] = Dist.unchecked(p);
  // Rebuilt from the worker's JSON: the names are the ruleset's, as the worker computed them.
  shown = new EvaluationResult(
    running.scenario,
    dists as unknown as ResultsOf,
    r.decisions,
    r.notes,
  );
  const ms = performance.now() - running.started;
  running = undefined;
  stale(false);
  drawDecisions(r.choices);
  setStatus(
    `${methodText(shown)}; ${ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`}.`,
    false,
  );
  drawAnswer();
}

$('cancel').addEventListener('click', () => {
  runner.cancel();
  running = undefined;
  busy(false);
  $('progress-box').hidden = true;
  setStatus('Cancelled: the answer shown is for the last finished run.', true);
});

function methodText(r: EvaluationResult): string {
  return r.method === 'monte-carlo'
    ? `Monte Carlo: ${r.samples?.toLocaleString('en-US')} samples, seed ${r.seed}`
    : 'Exact';
}

const keySelect = $<HTMLSelectElement>('headline-result');
const kInput = $<HTMLInputElement>('k');

function drawAnswer(): void {
  const r = shown;
  if (!r) return;
  const keys = Object.keys(r.results);
  // The headline's first result as the labels table chooses it: models slain, or a Kill Team
  // fight's chance to incapacitate the defender.
  const key = state.key && keys.includes(state.key) ? state.key : headlineKey(keys);
  if ([...keySelect.options].map((o) => o.value).join() !== keys.join()) {
    keySelect.replaceChildren(
      ...keys.map((k) => {
        const o = document.createElement('option');
        o.value = k;
        o.textContent = resultLabel(k);
        return o;
      }),
    );
  }
  keySelect.value = key;
  $('headline-box').hidden = false;
  drawHeadline();
  drawStats(r);
  $('all-charts').innerHTML = inline(renderSvg(r, summarizeScenario(r.scenario)));
  $('result-json').textContent = JSON.stringify(r);
}

function drawHeadline(): void {
  const r = shown;
  if (!r) return;
  const key = keySelect.value;
  const d = r.get(key)!;
  // The chart of the chosen result alone, drawn by the library as for the whole answer.
  $('chart').innerHTML = inline(renderSvg(r, summarizeScenario(r.scenario), [key]));
  // An event (the Duel won, a Might goal met) is 0 or 1: its chance, with no k to choose.
  const event = isEventResult(key);
  kInput.closest('.field')!.toggleAttribute('hidden', event);
  kInput.max = String(Math.max(1, d.max));
  const k = event ? 1 : Math.min(state.k, Math.max(1, d.max));
  if (!event) kInput.value = String(k);
  $('k-out').textContent = String(k);
  const p = d.atLeast(k);
  const se =
    r.samples !== null
      ? ` ± ${(proportionStandardError(p, r.samples) * 100).toPrecision(2)}% (standard error)`
      : '';
  $('headline').textContent = `${atLeastLabel(key, k)} = ${percent(p)}${se}`;
}

/**
 * Every choice the engine made (a weapon's mode, pistols, a damage re-roll's threshold, 11th
 * edition's Lethal Hits; a fight's Duel and each side's Might), as the command line's report
 * words it, beside the summary: the numbers shown are those of the options chosen.
 */
function drawDecisions(lines: readonly string[]): void {
  const box = $('decisions');
  box.hidden = lines.length === 0;
  // A fight's best Might spend is a table of dice: kept in its columns.
  const pre = document.createElement('pre');
  pre.textContent = lines.join('\n');
  box.replaceChildren(...(lines.length === 0 ? [] : [pre]));
}

keySelect.addEventListener('change', () => {
  releaseLink();
  state.key = keySelect.value;
  drawHeadline();
  void writeLink();
});
kInput.addEventListener('input', () => {
  releaseLink();
  state.k = Number(kInput.value);
  drawHeadline();
  void writeLink();
});

function cell(tag: 'td' | 'th', text: string, title?: string): HTMLElement {
  const c = document.createElement(tag);
  c.textContent = text;
  if (title) c.title = title;
  return c;
}

function drawStats(r: EvaluationResult): void {
  const mc = r.samples !== null;
  const head = document.createElement('tr');
  for (const h of ['Result', 'Mean', 'SD', ...(mc ? ['± SE of mean'] : []), 'P(≥ 1)']) {
    head.append(cell('th', h));
  }
  $('stats').querySelector('thead')!.replaceChildren(head);
  const rows = Object.entries(r.results).map(([key, d]) => {
    const tr = document.createElement('tr');
    tr.append(cell('th', resultLabel(key)));
    tr.append(cell('td', d.mean().toFixed(3), String(d.mean())));
    tr.append(cell('td', d.sd().toFixed(3), String(d.sd())));
    if (mc) {
      const se = meanStandardError(Dist.raw(d), r.samples!);
      tr.append(cell('td', se.toFixed(4), String(se)));
    }
    tr.append(cell('td', percent(d.atLeast(1)), String(d.atLeast(1))));
    return tr;
  });
  $('stats')
    .querySelector('tbody')!
    .replaceChildren(...rows);
}

// ---------------------------------------------------------------- further analyses

/** Across every save and durability: their own worker, so the answer above is never held up. */
const extras = new Runner((r) => further.onReply(r), analysisScript);
const further = setUpFurther({
  post: (job) => extras.post(job),
  changed: () => {
    releaseLink();
    void writeLink();
  },
});

// ---------------------------------------------------------------- sharing

async function linkState(): Promise<string> {
  const s: Json = { scenario: state.scenario, k: state.k };
  if (state.key) s.key = state.key;
  if (state.analysis) s.analysis = state.analysis;
  if (state.view !== 'attack') s.view = state.view;
  if (state.target) s.target = state.target;
  if (state.metric) s.metric = state.metric;
  if (state.view === 'army' && state.plan) s.plan = state.plan;
  const more = further.opened();
  if (more) {
    s.more = more;
    s.choices = further.choices() ?? state.choices;
  }
  return encodeState(s);
}

let writing = 0;
async function writeLink(): Promise<void> {
  if (linkHeld) return;
  const mine = ++writing;
  const fragment = await linkState();
  if (mine !== writing) return;
  const url = `${location.href.split('#')[0]}#${fragment}`;
  history.replaceState(null, '', url);
  $<HTMLInputElement>('link').value = url;
}

function download(name: string, type: string, text: string): void {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(new Blob([text], { type }));
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

$('copy-link').addEventListener('click', async () => {
  await writeLink();
  const link = $<HTMLInputElement>('link');
  try {
    await navigator.clipboard.writeText(link.value);
    $('share-status').textContent = 'Link copied.';
  } catch {
    link.select();
    $('share-status').textContent = 'Press Ctrl+C (or ⌘C) to copy the selected link.';
  }
});
$('download-json').addEventListener('click', () =>
  download('scenario.json', 'application/json', `${JSON.stringify(state.scenario, null, 2)}\n`),
);
$('download-svg').addEventListener('click', () => {
  if (shown)
    download(
      'mathhammer.svg',
      'image/svg+xml',
      renderSvg(shown, summarizeScenario(shown.scenario)),
    );
});

const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The state a link holds, checked field by field, or why it cannot be read: a damaged link
 * is never half applied.
 */
function linkValue(value: unknown): { state: Partial<typeof state> } | { error: string } {
  if (!isObject(value)) return { error: 'it does not hold a playground state' };
  const s = value;
  const bad = (field: string, want: string) => ({
    error: `its ${field} should be ${want}, got ${JSON.stringify(s[field])?.slice(0, 40)}`,
  });
  const out: Partial<typeof state> = {};
  if (s.scenario !== undefined) {
    if (!isObject(s.scenario)) return bad('scenario', 'an object');
    out.scenario = s.scenario;
  }
  if (s.k !== undefined) {
    if (!(typeof s.k === 'number' && Number.isInteger(s.k) && s.k >= 0))
      return bad('k', 'a whole number from 0');
    out.k = s.k;
  }
  for (const f of ['key', 'target', 'metric'] as const) {
    if (s[f] === undefined) continue;
    if (typeof s[f] !== 'string') return bad(f, 'a string');
    out[f] = s[f];
  }
  if (s.analysis !== undefined) {
    if (!isObject(s.analysis)) return bad('analysis', 'an object');
    out.analysis = s.analysis;
  }
  if (s.view !== undefined) {
    if (!VIEWS.includes(s.view as View)) return bad('view', VIEWS.map((v) => `"${v}"`).join(', '));
    out.view = s.view as View;
  }
  if (s.more !== undefined) {
    if (!FURTHER.includes(s.more as Further)) {
      return bad('more', FURTHER.map((v) => `"${v}"`).join(', '));
    }
    out.more = s.more as Further;
  }
  if (s.choices !== undefined) {
    const error = checkChoices(s.choices);
    if (error) return { error };
    out.choices = s.choices as FurtherChoices;
  }
  return { state: out };
}

/** Read the address into the page's state; `undefined`, or why the link cannot be opened. */
async function readLink(): Promise<string | undefined> {
  const fragment = location.hash.slice(1);
  if (fragment === '') return undefined;
  const { value, error } = await decodeState(fragment);
  // Chromium's message for a stream that cannot be inflated says nothing to a reader.
  if (error) return error.replace(/: Failed to fetch$/, ': it was cut short or changed');
  if (value === undefined) return 'it is not a playground link (it should start with #z= or #j=)';
  const read = linkValue(value);
  if ('error' in read) return `the link is damaged: ${read.error}`;
  // The plan part's checks are loaded only for a link that holds a plan.
  let plan: PlanLink | undefined;
  if (isObject(value) && value.plan !== undefined) {
    const { readPlanLink } = await import('./planLink.js');
    const p = readPlanLink(value.plan);
    if ('error' in p) return `the link is damaged: ${p.error}`;
    plan = p.plan;
  }
  Object.assign(state, read.state);
  state.more = read.state.more;
  state.choices = read.state.choices;
  state.plan = plan;
  return undefined;
}

/** Show why the link cannot be opened, keep the address, and offer the default instead. */
function showLinkError(error: string): void {
  linkHeld = true;
  $('link-error-text').textContent = `Could not open the link: ${error}.`;
  $('link-error').hidden = false;
  for (const v of VIEWS) {
    $(`${v}-view`).hidden = true;
    $(`tab-${v}`).setAttribute('aria-pressed', 'false');
  }
  $('open-default').focus();
}

/** The player moved on from a broken link: the address follows the page again. */
function releaseLink(): void {
  if (!linkHeld) return;
  linkHeld = false;
  $('link-error').hidden = true;
}

/** Leave a link that could not be read: the page shows its default attack, and the address follows it. */
function leaveBrokenLink(): void {
  if (!linkHeld) return;
  releaseLink();
  drawForm();
  syncJson();
  showView(state.view);
  update();
}
$('open-default').addEventListener('click', leaveBrokenLink);

// ---------------------------------------------------------------- compare

const analysisBox = $<HTMLTextAreaElement>('analysis');
const targetSelect = $<HTMLSelectElement>('compare-target');
const metricSelect = $<HTMLSelectElement>('metric');
const analyser = new Runner(onAnalysis, analysisScript);
let heatmap = '';
/** The target to show once the list of targets is drawn again (one just added). */
let wantedTarget: string | undefined;

function fromAttack(): Json {
  const { attackers, target, ...rest } = state.scenario;
  const list = Array.isArray(attackers) ? (attackers as Json[]) : [];
  const t = (typeof target === 'object' && target !== null ? target : {}) as Json;
  return {
    ...rest,
    profiles: [{ name: String(list[0]?.name ?? 'Loadout 1'), attackers: structuredClone(list) }],
    targets: [{ ...structuredClone(t), name: String(t.name ?? 'Target') }],
  };
}

function defaultAnalysis(): Json {
  if (state.scenario.ruleset === 'scrollhammer') {
    const { $schema: _, description: __, ...a } = loadouts as Json;
    return structuredClone(a);
  }
  return fromAttack();
}

function uniqueName(list: Json[], name: string): string {
  const names = new Set(list.map((x) => x.name));
  if (!names.has(name)) return name;
  for (let i = 2; ; i++) if (!names.has(`${name} ${i}`)) return `${name} ${i}`;
}

function analysisLists(): { profiles: Json[]; targets: Json[] } {
  state.analysis ??= defaultAnalysis();
  const a = state.analysis;
  if (!Array.isArray(a.profiles)) a.profiles = [];
  if (!Array.isArray(a.targets)) a.targets = [];
  return { profiles: a.profiles as Json[], targets: a.targets as Json[] };
}

/** Add the Attack view's attackers (a loadout) or target to the analysis, under a new name. */
function addFromAttack(list: 'profiles' | 'targets'): void {
  if (state.analysis?.ruleset !== state.scenario.ruleset) state.analysis = fromAttack();
  else {
    const entries = analysisLists()[list];
    const entry = (fromAttack()[list] as Json[])[0]!;
    entries.push({ ...entry, name: uniqueName(entries, String(entry.name)) });
    if (list === 'targets') {
      wantedTarget = String(entries[entries.length - 1]!.name);
      state.target = wantedTarget;
    }
  }
  analysisChanged();
}
$('add-loadout').addEventListener('click', () => addFromAttack('profiles'));
$('add-target').addEventListener('click', () => addFromAttack('targets'));
$('reset-analysis').addEventListener('click', () => {
  state.analysis = fromAttack();
  analysisChanged();
});
analysisBox.addEventListener('input', () => {
  try {
    const v: unknown = JSON.parse(analysisBox.value);
    if (typeof v !== 'object' || v === null || Array.isArray(v))
      throw new Error('expected an object');
    state.analysis = v as Json;
    $('analysis-error').textContent = '';
    analysisChanged(false);
  } catch (e) {
    $('analysis-error').textContent = `Not JSON: ${e instanceof Error ? e.message : String(e)}`;
  }
});
targetSelect.addEventListener('change', () => {
  state.target = targetSelect.value;
  void writeLink();
  analyse();
});
metricSelect.addEventListener('change', () => {
  state.metric = metricSelect.value;
  void writeLink();
  analyse();
});

let analysisTimer: ReturnType<typeof setTimeout> | undefined;
/**
 * The analysis changed: its JSON box rewritten (unless it is the one typed in), its cards drawn
 * again (unless a card is being edited), the link, and the comparison after a pause.
 */
function analysisChanged(rewrite = true, cards = true): void {
  analysisLists();
  if (rewrite && document.activeElement !== analysisBox) {
    analysisBox.value = JSON.stringify(state.analysis, null, 2);
  }
  if (cards) drawCards();
  void writeLink();
  clearTimeout(analysisTimer);
  analysisTimer = setTimeout(analyse, 150);
}

/**
 * The loadouts as cards side by side, each edited with the attack form's own fields (the
 * analysis's ruleset's scenario variant); the JSON box stays the view of every field.
 */
function drawCards(): void {
  const box = $('loadouts');
  const { profiles } = analysisLists();
  const variant = variantOf(VARIANTS, state.analysis as Json);
  const title = box.previousElementSibling as HTMLElement;
  if (!variant?.node.properties?.attackers) {
    box.replaceChildren();
    box.hidden = true;
    title.hidden = true;
    return;
  }
  box.hidden = false;
  title.hidden = false;
  box.replaceChildren(...profiles.map((p, i) => loadoutCard(profiles, p, i, variant.node)));
}

function loadoutCard(profiles: Json[], profile: Json, i: number, node: Node): HTMLElement {
  const card = document.createElement('form');
  card.className = 'card';
  card.noValidate = true;
  card.dataset.profile = String(i);
  card.setAttribute('aria-label', `Loadout ${i + 1}: ${String(profile.name ?? '')}`);
  const edited = (structural: boolean) => {
    if (structural) {
      const focused = document.activeElement?.textContent;
      drawCards();
      // The keyboard stays on the button of the same name in this card.
      const again = [...($('loadouts').children[i]?.querySelectorAll('button') ?? [])].find(
        (b) => b.textContent === focused,
      );
      again?.focus();
    }
    analysisChanged(true, false);
  };
  renderLoadout(card, { root, value: profile, changed: edited }, node, `Loadout ${i + 1}`);
  const tools = document.createElement('div');
  tools.className = 'share';
  const button = (text: string, act: () => void) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = text;
    b.addEventListener('click', () => {
      act();
      drawCards();
      analysisChanged(true, false);
    });
    tools.append(b);
  };
  button(`Copy loadout ${i + 1}`, () => {
    const copy = structuredClone(profile);
    copy.name = uniqueName(profiles, String(profile.name ?? 'Loadout'));
    profiles.splice(i + 1, 0, copy);
  });
  if (profiles.length > 1) button(`Remove loadout ${i + 1}`, () => profiles.splice(i, 1));
  card.append(tools);
  return card;
}

/** The library's issues of each loadout beside its card's fields (`profiles[i].…`). */
function showCardIssues(issues: readonly { path: string; message: string }[]): void {
  const scratch = document.createElement('p');
  for (const card of $('loadouts').querySelectorAll<HTMLElement>('form.card')) {
    const at = `profiles[${card.dataset.profile}]`;
    const mine = issues
      .filter((x) => x.path === at || x.path.startsWith(`${at}.`))
      .map((x) => ({ ...x, path: x.path.slice(at.length + 1) }));
    showIssues(card, mine, scratch);
  }
}

function analyse(): void {
  const { targets } = analysisLists();
  const names = targets.map((t) => String(t.name));
  if ([...targetSelect.options].map((o) => o.value).join('\n') !== names.join('\n')) {
    const keep = wantedTarget ?? state.target ?? targetSelect.value;
    wantedTarget = undefined;
    targetSelect.replaceChildren(
      ...names.map((n) => {
        const o = document.createElement('option');
        o.value = n;
        o.textContent = n;
        return o;
      }),
    );
    if (names.includes(keep)) targetSelect.value = keep;
  }
  $('compare-status').textContent = 'Computing…';
  analyser.post({
    kind: 'analyse',
    analysis: state.analysis,
    target: targetSelect.value || undefined,
    metric: metricSelect.value,
  });
}

function onAnalysis(r: Reply): void {
  if (r.type === 'error') {
    showCardIssues(r.error.issues ?? []);
    $('compare-status').textContent = r.error.issues
      ? r.error.issues.map((i) => `${i.path || '(analysis)'}: ${i.message}`).join('\n')
      : r.error.message;
    $('compare-status').classList.add('bad');
    return;
  }
  if (r.type !== 'analysis') return;
  showCardIssues([]);
  $('compare-status').classList.remove('bad');
  const c = r.comparison!;
  const best = c.margin
    ? `${c.best} slays the most on average, ${c.margin.absolute.toFixed(2)} models more than ${c.margin.over}.`
    : `${c.best}.`;
  $('compare-status').textContent = `Against ${r.target}: ${best}`;
  const table = document.createElement('table');
  const head = document.createElement('tr');
  const top = Math.max(...c.entries.map((e) => e.models));
  const ks = Array.from({ length: Math.min(top, 5) }, (_, i) => i + 1);
  // The choices made for "best" in each loadout against this target, as the report words them.
  const chosen = c.entries.some((_, i) => (r.choices[i]?.length ?? 0) > 0);
  for (const h of [
    'Loadout',
    'Mean slain',
    'SD',
    ...ks.map((k) => `P(≥ ${k})`),
    'Wiped out',
    ...(chosen ? ['Chosen for "best"'] : []),
  ]) {
    head.append(cell('th', h));
  }
  const thead = document.createElement('thead');
  thead.append(head);
  const body = document.createElement('tbody');
  for (const [i, e] of c.entries.entries()) {
    const tr = document.createElement('tr');
    tr.append(cell('th', e.profile));
    tr.append(cell('td', e.mean.toFixed(3), String(e.mean)));
    tr.append(cell('td', e.sd.toFixed(3)));
    for (const k of ks) tr.append(cell('td', percent(e.atLeast[k] ?? 0)));
    tr.append(cell('td', percent(e.wipe)));
    if (chosen) {
      const td = cell('td', (r.choices[i] ?? []).join('\n'));
      td.className = 'choices';
      tr.append(td);
    }
    body.append(tr);
  }
  table.append(thead, body);
  $('compare-table').replaceChildren(table);
  $('compare-chart').innerHTML = inline(r.compareSvg ?? '');
  heatmap = r.heatmapSvg;
  $('matrix').innerHTML = inline(heatmap);
}
$('download-matrix').addEventListener('click', () => {
  if (heatmap) download('matchups.svg', 'image/svg+xml', heatmap);
});

// ---------------------------------------------------------------- views

function showView(view: View): void {
  state.view = view;
  for (const v of VIEWS) {
    $(`${v}-view`).hidden = v !== view;
    $(`tab-${v}`).setAttribute('aria-pressed', String(v === view));
  }
  if (view === 'compare') analysisChanged();
  else void writeLink();
  if (view === 'army') void openArmies();
}
for (const v of VIEWS) {
  $(`tab-${v}`).addEventListener('click', () => {
    leaveBrokenLink();
    showView(v);
  });
}

// ---------------------------------------------------------------- army lists

type Side = 'mine' | 'theirs';
type Pending = { id: number; ok(r: Army): void; fail(e: Error): void };
/** One reader per side, so that two files dropped at once are both read. */
const reads: Partial<Record<Side, Pending>> = {};
function settleRead(side: Side, r: Reply): void {
  const p = reads[side];
  if (!p || p.id !== r.id || (r.type !== 'roster' && r.type !== 'error')) return;
  delete reads[side];
  if (r.type === 'roster') p.ok(r.roster);
  else p.fail(new Error(r.error.message));
}
/** The Army lists view's worker: not fetched until a list is read (docs/playground.md, "Size"). */
const armyScript = () => armyScriptUrl;
const readers: Record<Side, Runner> = {
  mine: new Runner((r) => settleRead('mine', r), armyScript),
  theirs: new Runner((r) => settleRead('theirs', r), armyScript),
};
/** The shooting plan asked last; a newer one ends the run of the older. */
let planning: { id: number; ok(p: PlanJson): void; fail(e: Error): void } | undefined;
const planner = new Runner((r) => {
  if (!planning || planning.id !== r.id || r.type === 'progress') return;
  const { ok, fail } = planning;
  planning = undefined;
  if (r.type === 'plan') ok(r.plan);
  else if (r.type === 'error') fail(new Error(r.error.message));
}, armyScript);
/** The library reads the analysis (a ruleset it has no analysis for is refused here, with its message). */
let checking: { id: number; ok(): void; fail(e: Error): void } | undefined;
const checker = new Runner((r) => {
  if (!checking || checking.id !== r.id || r.type === 'progress') return;
  const { ok, fail } = checking;
  checking = undefined;
  if (r.type === 'error') fail(new Error(r.error.message));
  else ok();
}, analysisScript);
function check(analysis: Json): Promise<void> {
  checking?.fail(new Error('replaced by another analysis'));
  return new Promise((ok, fail) => {
    checking = { id: checker.post({ kind: 'check', analysis }), ok, fail };
  });
}
/** What the Army lists view needs from the page. */
const armyHost: ArmyHost = {
  read: (side, name, bytes) =>
    new Promise((ok, fail) => {
      reads[side]?.fail(new Error('replaced by another file'));
      const id = readers[side].post({ kind: 'import', name, bytes });
      reads[side] = { id, ok, fail };
    }),
  attack: (scenario, more) => {
    state.scenario = scenario;
    further.open(more);
    clearAnswer();
    drawForm();
    syncJson();
    showView('attack');
    update();
  },
  planned: (plan) => {
    state.plan = plan;
    void writeLink();
  },
  plan: (analysis) =>
    new Promise((ok, fail) => {
      planning?.fail(new Error('replaced by another plan'));
      planning = { id: planner.post({ kind: 'plan', analysis }), ok, fail };
    }),
  compare: async (analysis) => {
    await check(analysis);
    state.analysis = analysis;
    state.target = undefined;
    showView('compare');
  },
};
/**
 * The Army lists view, loaded when first opened (docs/playground.md, "Size"): the page's first
 * load carries neither its code nor the importers' analyses it builds on.
 */
let armies: Promise<void> | undefined;
function openArmies(): Promise<void> {
  armies ??= import('./army.js').then(({ setUpArmies }) => setUpArmies(armyHost));
  return armies;
}

/** Draw the page for the state read from the address. */
function openState(error: string | undefined): void {
  if (error) {
    showLinkError(error);
    return;
  }
  releaseLink();
  // A link whose attack the library refuses keeps its address (to copy or mend) until an edit.
  try {
    parseScenario(state.scenario);
  } catch {
    linkHeld = true;
  }
  further.open(state.more, state.choices);
  if (state.metric && [...metricSelect.options].some((o) => o.value === state.metric)) {
    metricSelect.value = state.metric;
  }
  drawForm();
  syncJson();
  showView(state.view);
  update();
  if (state.view === 'army' && state.plan) void openPlan(state.plan);
}

/** Open the plan a link holds: the planner drawn with its choices, and the plan run again. */
async function openPlan(plan: PlanLink): Promise<void> {
  await openArmies();
  const { openPlanner } = await import('./planner.js');
  openPlanner({
    base: plan.base,
    shooters: plan.shooters,
    targets: plan.targets,
    start: plan,
    run: armyHost.plan,
    changed: armyHost.planned,
  });
}

async function start(): Promise<void> {
  const [error] = await Promise.all([readLink(), keepWorkerScript()]);
  openState(error);
}
window.addEventListener('hashchange', async () => openState(await readLink()));
void start();
