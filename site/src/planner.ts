/**
 * "Plan my shooting" in the Army lists view: the army's shooting phase planned by the library's
 * `planShooting` (`docs/army-turn.md`) from the shooting analysis of the two lists, run in the
 * Army lists view's worker. The player picks the shooters, the targets, the objective and the
 * depth; the page shows the three values side by side (adaptive, best fixed, greedy), what
 * adapting to the dice is worth and the first decisions as a tree, in the words of
 * `mathhammer plan`. This module is loaded when the player first asks for a plan, so the page's
 * first load does not carry it.
 *
 * @module
 */
import type { DecisionNode, ShootingObjective } from '../../src/armyTurn/types.js';
import { stepWords } from '../../src/armyTurn/words.js';
import { $, el } from './dom.js';
import type { PlanJson } from './messages.js';
import { PLAN_METHODS, type PlanLink, type PlanMethod } from './planLink.js';

type Json = Record<string, unknown>;

/** What the planner is given: the analysis of the two lists and a way to run a plan. */
export interface PlannerInput {
  /** The shooting analysis's own fields (ruleset and the ruleset's options), without units. */
  readonly base: Json;
  /** My units with ranged weapons, as the analysis's `shooters`. */
  readonly shooters: readonly { readonly name: string; readonly attackers: readonly object[] }[];
  /** Their units, as the analysis's `targets` (each with its points when the list gives them). */
  readonly targets: readonly (Json & { readonly name: string; readonly points?: number })[];
  /** Plan the analysis (in the worker); rejects with the library's message. */
  run(analysis: Json): Promise<PlanJson>;
  /** The choices to start from (a link's plan), instead of the first units and the defaults. */
  readonly start?: PlanLink | undefined;
  /** The choices changed (and at first): the plan's inputs, for the page's link. */
  changed?(plan: PlanLink): void;
}

/**
 * The units ticked at first, on each side: more makes the exact programme's state space grow
 * past the cost limits, and the library then plans by its labelled approximation; the page says
 * which units are left out and the answer says which method ran.
 */
export const PLAN_CAP = 6;

/** The outcomes of a decision drawn one by one, the likeliest; the rest in one line (as the CLI). */
const SHOWN_BRANCHES = 4;

/** The depth the page offers: each level multiplies the tree drawn by its outcomes shown. */
const MAX_DEPTH = 4;

/** A probability in the tree's words: `39.1%`. */
const pct = (p: number) => `${(p * 100).toFixed(1)}%`;

/** The objective in words, as `mathhammer plan` heads its answer. */
export function objectiveWords(o: ShootingObjective): string {
  if (o === 'points') return 'expected points destroyed';
  if (o === 'points-removed') return 'expected points removed';
  return 'destroy' in o ? `P(${o.destroy} destroyed)` : `P(at least ${o.atLeast} points destroyed)`;
}

/**
 * A value of the objective as the page shows it: points to 2 decimals, a probability as a
 * percentage to 1 decimal.
 */
export function valueText(o: ShootingObjective, v: number): string {
  return typeof o === 'string' ? v.toFixed(2) : pct(v);
}

/** A checkbox with its label, in a list. */
function check(name: string, value: string, text: string, on: boolean): HTMLLIElement {
  const li = el('li');
  const label = el('label');
  const box = el('input');
  box.type = 'checkbox';
  box.name = name;
  box.value = value;
  box.checked = on;
  label.append(box, ` ${text}`);
  li.append(label);
  return li;
}

/**
 * Open the planner on the analysis of two lists: its choices drawn in `#army-planner`, and a
 * first plan run (every unit up to {@link PLAN_CAP} a side, expected points destroyed, depth 2).
 *
 * @example
 * ```ts
 * const { openPlanner } = await import('./planner.js');
 * openPlanner({ base, shooters, targets, run: host.plan });
 * ```
 */
export function openPlanner(input: PlannerInput): void {
  const start = input.start;
  const box = $('army-planner');
  box.hidden = false;
  box.replaceChildren();
  box.append(el('h2', 'Plan my shooting'));
  const intro = el(
    'p',
    'Who shoots what, in what order, adapting to the dice: the best adaptive plan, the best plan declared up front and the greedy plan (each unit in the listed order, best for itself alone), side by side.',
  );
  intro.className = 'hint';
  box.append(intro);

  const form = el('fieldset');
  form.className = 'plan-choices';
  const legend = el('legend', 'What to plan');
  const lists = el('div');
  lists.className = 'plan-lists';
  const side = (title: string, id: string, items: HTMLLIElement[]) => {
    const div = el('div');
    const h = el('h3', title);
    const ul = el('ul');
    ul.id = id;
    ul.className = 'plan-units';
    ul.append(...items);
    div.append(h, ul);
    return div;
  };
  lists.append(
    side(
      'Shooters (your units with ranged weapons)',
      'plan-shooters',
      input.shooters.map((s, i) =>
        check('plan-shooter', s.name, s.name, start ? start.shoot.includes(s.name) : i < PLAN_CAP),
      ),
    ),
    side(
      'Targets (their units)',
      'plan-targets',
      input.targets.map((t, i) =>
        check(
          'plan-target',
          t.name,
          `${t.name} (${t.points === undefined ? 'no points given' : `${t.points} points`})`,
          start ? start.at.includes(t.name) : i < PLAN_CAP,
        ),
      ),
    ),
  );
  const cap = el('p');
  cap.className = 'hint';
  cap.id = 'plan-cap';
  const left = [
    input.shooters.length > PLAN_CAP
      ? `${input.shooters.length - PLAN_CAP} of your ${input.shooters.length} shooters`
      : '',
    input.targets.length > PLAN_CAP
      ? `${input.targets.length - PLAN_CAP} of their ${input.targets.length} units`
      : '',
  ].filter((s) => s !== '');
  cap.textContent =
    left.length > 0
      ? `The first ${PLAN_CAP} units of a side are ticked: ${left.join(' and ')} are left out, so that the plan stays quick. Tick them to plan with them (the library then plans exactly if it fits its limits, else by its labelled approximation, and the answer says which).`
      : 'Every unit is ticked. The library plans exactly when it fits its limits, else by its labelled approximation; the answer says which.';

  const grid = el('div');
  grid.className = 'grid';
  const field = (label: string, control: HTMLElement, id: string) => {
    const f = el('div');
    f.className = 'field wide';
    const l = el('label', label);
    l.htmlFor = id;
    control.id = id;
    f.append(l, control);
    return f;
  };
  const objective = el('select');
  for (const [v, t] of [
    ['points', 'Expected points destroyed'],
    ['points-removed', 'Expected points removed (a model slain counts its share)'],
    ['destroy', 'The chance to destroy one unit'],
    ['at-least', 'The chance to destroy at least so many points'],
  ] as const) {
    const o = el('option', t);
    o.value = v;
    objective.append(o);
  }
  const destroy = el('select');
  for (const t of input.targets) {
    const o = el('option', t.name);
    o.value = t.name;
    destroy.append(o);
  }
  const atLeast = el('input');
  atLeast.type = 'number';
  atLeast.min = '1';
  atLeast.step = '1';
  atLeast.value = '100';
  const depth = el('input');
  depth.type = 'number';
  depth.min = '1';
  depth.max = String(MAX_DEPTH);
  depth.step = '1';
  depth.value = '2';
  const method = el('select');
  for (const [v, t] of [
    ['auto', 'Exact when it fits the limits, else the approximation'],
    ['exact', 'Exact only (refused over the limits)'],
    ['rollout', 'The approximation (rollout)'],
  ] as const) {
    const o = el('option', t);
    o.value = v;
    method.append(o);
  }
  if (start) {
    const o = start.objective;
    objective.value = typeof o === 'string' ? o : 'destroy' in o ? 'destroy' : 'at-least';
    if (typeof o !== 'string' && 'destroy' in o) destroy.value = o.destroy;
    if (typeof o !== 'string' && 'atLeast' in o) atLeast.value = String(o.atLeast);
    depth.value = String(start.depth);
    method.value = start.method;
  }
  const destroyField = field('Unit to destroy', destroy, 'plan-destroy');
  const atLeastField = field('At least (points)', atLeast, 'plan-at-least');
  grid.append(
    field('Objective', objective, 'plan-objective'),
    destroyField,
    atLeastField,
    field(`Depth of the tree (decisions, 1 to ${MAX_DEPTH})`, depth, 'plan-depth'),
    field('Method', method, 'plan-method'),
  );
  const run = el('button', 'Plan my shooting');
  run.type = 'button';
  run.id = 'plan-run';
  const actions = el('div');
  actions.className = 'share';
  actions.append(run);
  form.append(legend, lists, cap, grid, actions);

  const status = el('p');
  status.className = 'hint';
  status.id = 'plan-status';
  status.setAttribute('aria-live', 'polite');
  const error = el('p');
  error.className = 'error';
  error.id = 'plan-error';
  error.setAttribute('aria-live', 'polite');
  const answer = el('div');
  answer.id = 'plan-answer';
  answer.className = 'plan-answer';
  box.append(form, status, error, answer);

  const ticked = (name: string) =>
    [...box.querySelectorAll<HTMLInputElement>(`input[name="${name}"]:checked`)].map(
      (b) => b.value,
    );
  const objectiveOf = (): ShootingObjective => {
    if (objective.value === 'destroy') return { destroy: destroy.value };
    if (objective.value === 'at-least') return { atLeast: Number(atLeast.value) };
    return objective.value === 'points-removed' ? 'points-removed' : 'points';
  };
  /** The analysis the choices make: the lists' units ticked, in the lists' order. */
  const analysis = (): Json => {
    const shooters = ticked('plan-shooter');
    const targets = ticked('plan-target');
    return {
      ...input.base,
      shooters: input.shooters.filter((s) => shooters.includes(s.name)),
      targets: input.targets.filter((t) => targets.includes(t.name)),
      objective: objectiveOf(),
      depth: Number(depth.value),
      method: method.value,
    };
  };
  /** The plan's inputs as a link holds them (src/planLink.ts). */
  const linked = (): PlanLink => ({
    v: 1,
    base: input.base,
    shooters: input.shooters,
    targets: input.targets,
    shoot: ticked('plan-shooter'),
    at: ticked('plan-target'),
    objective: objectiveOf(),
    depth: Number(depth.value),
    method: PLAN_METHODS.includes(method.value as PlanMethod)
      ? (method.value as PlanMethod)
      : 'auto',
  });

  let asked = 0;
  async function plan(): Promise<void> {
    destroyField.hidden = objective.value !== 'destroy';
    atLeastField.hidden = objective.value !== 'at-least';
    const mine = ++asked;
    input.changed?.(linked());
    error.textContent = '';
    status.textContent = 'Planning…';
    answer.setAttribute('aria-busy', 'true');
    try {
      const a = analysis();
      const p = await input.run(a);
      if (mine !== asked) return;
      status.textContent = '';
      answer.replaceChildren(...drawPlan(p));
    } catch (e) {
      if (mine !== asked) return;
      status.textContent = '';
      answer.replaceChildren();
      error.textContent = `Plan my shooting: ${e instanceof Error ? e.message : String(e)}`;
    } finally {
      if (mine === asked) answer.setAttribute('aria-busy', 'false');
    }
  }
  run.addEventListener('click', () => void plan());
  form.addEventListener('change', () => void plan());
  void plan();
}

/** The answer: the three values, what adapting is worth, the tree, the fixed plan, the choices. */
function drawPlan(p: PlanJson): HTMLElement[] {
  const o = p.objective;
  const a = p.adaptive;
  const out: HTMLElement[] = [];
  out.push(el('h3', `Objective: ${objectiveWords(o)}`));
  const table = el('table');
  table.id = 'plan-values';
  const head = el('tr');
  for (const h of ['Plan', 'Value', 'How it is known']) head.append(el('th', h));
  const thead = el('thead');
  thead.append(head);
  const body = el('tbody');
  const row = (plan: string, key: string, value: string, how: string) => {
    const tr = el('tr');
    tr.dataset.plan = key;
    tr.append(el('th', plan), el('td', value), el('td', how));
    body.append(tr);
  };
  const se = (x: number | undefined) => (x === undefined ? '' : ` ± ${valueText(o, x)}`);
  row(
    'Adaptive (the next shooter chosen after each volley)',
    'adaptive',
    `${valueText(o, a.value)}${a.exact ? '' : se(a.standardError)}`,
    a.exact
      ? 'exact: the best adaptive plan'
      : `estimate ± standard error: ${a.note ?? 'the approximation, not the optimum'}`,
  );
  row(
    'Best fixed (every order and target declared up front)',
    'fixed',
    valueText(o, p.fixed.value),
    p.fixed.exact
      ? 'exact: the best over every order and target'
      : 'exact value of the best plan a local search found (not proven the best)',
  );
  row(
    'Greedy (each unit in the listed order, best for itself alone)',
    'greedy',
    `${valueText(o, p.greedy.value)}${p.greedy.exact ? '' : se(p.greedy.standardError)}`,
    p.greedy.exact ? 'exact' : 'estimate ± standard error (Monte Carlo)',
  );
  table.append(thead, body);
  const wrap = el('div');
  wrap.className = 'table-wrap';
  wrap.append(table);
  out.push(wrap);

  const worth = el('p');
  worth.id = 'plan-worth';
  worth.textContent = a.exact
    ? `Adapting to the dice is worth ${valueText(o, a.value - p.fixed.value)} over the best fixed plan; ordering and targeting (fixed over greedy) ${valueText(o, p.fixed.value - p.greedy.value)}.`
    : `Adapting to the dice is worth about ${valueText(o, a.value - p.fixed.value)} over the best fixed plan (the adaptive value is an estimate ± ${valueText(o, a.standardError ?? 0)}); ordering and targeting (fixed over greedy) ${valueText(o, p.fixed.value - p.greedy.value)}.`;
  out.push(worth);

  out.push(el('h3', 'The first decisions of the best adaptive plan'));
  const tree = el('ol');
  tree.id = 'plan-tree';
  tree.className = 'plan-tree';
  tree.append(decisionItem(a.tree, p, o));
  out.push(tree);

  out.push(el('h3', 'The best fixed plan'));
  const fixed = el('ol');
  fixed.id = 'plan-fixed';
  fixed.append(...p.fixed.plan.map((s) => el('li', stepWords(s))));
  out.push(fixed);

  // Every weapon choice the plans left to "best", wherever its volley is in the plans.
  const lines = p.decisions.flatMap((d) => d.lines.map((l) => `${d.shooter} at ${d.target}: ${l}`));
  if (lines.length > 0) {
    out.push(el('h3', 'Weapon choices decided in the plans'));
    const ul = el('ul');
    ul.id = 'plan-decisions';
    ul.append(...lines.map((l) => el('li', l)));
    out.push(ul);
  }
  return out;
}

/** A decision of the tree: who shoots what, the weapon choices decided, then its outcomes. */
function decisionItem(node: DecisionNode, p: PlanJson, o: ShootingObjective): HTMLLIElement {
  const li = el('li');
  li.className = 'plan-decision';
  const what = el('p');
  what.className = 'plan-step';
  what.textContent = `${stepWords(node.step)}${node.value === undefined ? '' : ` (expected from here: ${valueText(o, node.value)})`}`;
  li.append(what);
  // The weapon choices left to "best" in this decision's volleys, as the report words them.
  const targets = new Set(node.step.assignment.map((x) => x.target).filter((t) => t !== null));
  const lines = p.decisions
    .filter((d) => d.shooter === node.step.shooter && targets.has(d.target))
    .flatMap((d) => d.lines.map((l) => `at ${d.target}: ${l}`));
  if (lines.length > 0) {
    const ul = el('ul');
    ul.className = 'plan-choices-made';
    ul.append(...lines.map((l) => el('li', l)));
    li.append(ul);
  }
  const shown = node.branches.filter((b, i) => i < SHOWN_BRANCHES && b.probability >= 0.005);
  const outcomes = el('ul');
  outcomes.className = 'plan-branches';
  for (const b of shown) {
    const bi = el('li');
    bi.className = 'plan-branch';
    const label = el('span');
    label.className = 'plan-outcome';
    const prob = el('strong', pct(b.probability));
    label.append(
      prob,
      ` ${b.label}`,
      b.value === undefined ? '' : ` (expected in the end: ${valueText(o, b.value)})`,
    );
    bi.append(label);
    if (b.next) {
      const next = el('ol');
      next.className = 'plan-tree';
      next.append(decisionItem(b.next, p, o));
      bi.append(next);
    }
    outcomes.append(bi);
  }
  const rest = node.branches.slice(shown.length);
  if (rest.length > 0) {
    const r = rest.reduce((sum, b) => sum + b.probability, 0);
    const bi = el(
      'li',
      `${pct(r)} ${rest.length} other outcome${rest.length === 1 ? '' : 's'} (each rarer)`,
    );
    bi.className = 'plan-branch plan-rest';
    outcomes.append(bi);
  }
  li.append(outcomes);
  return li;
}
