/**
 * The Army lists view: a roster file dropped or picked (read by the library's importers in
 * the worker: no Node API, nothing sent anywhere), its units with their statlines and
 * weapons, and the attack, comparison and matrix of the units chosen. What the page keeps
 * (and a link holds) is the scenario or analysis built from the chosen units, not the file.
 *
 * @module
 */
import type { ImportedRoster } from '../../src/import/wh40k/importRoster.js';
import { armyAnalysis, unitScenario } from '../../src/import/wh40k/scenario.js';
import type { Wh40kTargetJson } from '../../src/import/wh40k/types.js';
import type { Wh40kUnit } from '../../src/import/wh40k/unit.js';

type Json = Record<string, unknown>;
type Phase = 'ranged' | 'melee';

/**
 * A few common targets for a player with one list: generic profiles of the usual kinds of
 * unit, written by hand for this page (no publisher's datasheet): light, elite and heavy
 * infantry, a light and a heavy vehicle.
 */
const COMMON_TARGETS: readonly Wh40kUnit[] = (
  [
    {
      name: 'Light infantry',
      models: 10,
      toughness: 3,
      save: 5,
      wounds: 1,
      keywords: ['infantry'],
    },
    { name: 'Elite infantry', models: 5, toughness: 4, save: 3, wounds: 2, keywords: ['infantry'] },
    {
      name: 'Heavy infantry',
      models: 5,
      toughness: 5,
      save: 2,
      invulnerable: 4,
      wounds: 3,
      keywords: ['infantry'],
    },
    { name: 'Light vehicle', models: 1, toughness: 9, save: 3, wounds: 10, keywords: ['vehicle'] },
    { name: 'Heavy vehicle', models: 1, toughness: 12, save: 2, wounds: 16, keywords: ['vehicle'] },
  ] satisfies Wh40kTargetJson[]
).map((target) => ({
  name: target.name,
  models: target.models,
  keywords: target.keywords,
  target,
  weapons: [],
  abilities: [],
  warnings: [],
}));

/** What the view needs from the page. */
export interface ArmyHost {
  /** Read a roster file (in the worker). */
  read(side: 'mine' | 'theirs', name: string, bytes: Uint8Array): Promise<ImportedRoster>;
  /** Open a scenario in the Attack view. */
  attack(scenario: Json): void;
  /** Open an analysis in the Compare view. */
  compare(analysis: Json): void;
}

const $ = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (text !== undefined) e.textContent = text;
  return e;
}

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** A profile as the page reads it from a target or one of its groups. */
interface ProfileLike {
  readonly name?: string;
  readonly models?: number;
  readonly role?: string;
  readonly toughness?: number;
  readonly save?: number;
  readonly invulnerable?: number;
  readonly wounds?: number;
  readonly feelNoPain?: number;
}

/** A profile in a line: `T4 3+ 4++ W2, FNP 5+`. */
function profileLine(t: ProfileLike): string {
  const parts = [`T${t.toughness ?? '?'}`];
  if (t.save !== undefined) parts.push(`${t.save}+`);
  if (t.invulnerable !== undefined) parts.push(`${t.invulnerable}++`);
  parts.push(`W${t.wounds ?? 1}`);
  const fnp = t.feelNoPain !== undefined ? `, FNP ${t.feelNoPain}+` : '';
  return `${parts.join(' ')}${fnp}`;
}

/**
 * A unit's statline as a target: one profile in a line, or one line per group of a unit of
 * several (`Captain (leader) ×1: T4 3+ 4++ W5`).
 */
function statline(u: Wh40kUnit): string {
  const t = u.target as (ProfileLike & { readonly groups?: readonly ProfileLike[] }) | undefined;
  if (!t) return 'no statline';
  if (!t.groups || t.groups.length === 0) return profileLine(t);
  return t.groups
    .map((g, i) => {
      const role = g.role ? ` (${g.role})` : '';
      return `${g.name ?? `Group ${i + 1}`}${role} ×${g.models ?? 1}: ${profileLine(g)}`;
    })
    .join('\n');
}

function weapons(u: Wh40kUnit, kind: Phase): string {
  const names = u.weapons.filter((w) => w.kind === kind).map((w) => w.name);
  return names.length > 0 ? names.join(', ') : '—';
}

/** The table of a roster's units: models, points, statline and weapons. */
function unitTable(units: readonly Wh40kUnit[]): HTMLTableElement {
  const table = el('table');
  const head = el('tr');
  for (const h of ['Unit', 'Models', 'Points', 'Statline', 'Ranged', 'Melee']) {
    head.append(el('th', h));
  }
  const thead = el('thead');
  thead.append(head);
  const body = el('tbody');
  for (const u of units) {
    const tr = el('tr');
    tr.append(el('th', u.name));
    tr.append(el('td', String(u.models)));
    tr.append(el('td', u.points === undefined ? '' : String(u.points)));
    tr.append(el('td', statline(u)));
    tr.append(el('td', weapons(u, 'ranged')));
    tr.append(el('td', weapons(u, 'melee')));
    body.append(tr);
  }
  table.append(thead, body);
  return table;
}

/** A side's box: its title, the drop zone with its file input, its status and its units. */
function armyBox(side: 'mine' | 'theirs', title: string, hint?: string): HTMLElement {
  const box = el('div');
  box.className = 'army';
  box.id = `army-${side}-box`;
  const h = el('h2', title);
  if (hint) {
    const span = el('span', hint);
    span.className = 'hint';
    h.append(' ', span);
  }
  const drop = el('label', 'Drop a roster here, or ');
  drop.className = 'drop';
  drop.htmlFor = `army-${side}`;
  const pick = el('span', 'pick a file');
  pick.className = 'pick';
  const input = el('input');
  input.type = 'file';
  input.id = `army-${side}`;
  input.accept = '.ros,.rosz,.json,application/json,application/zip,text/xml';
  drop.append(pick, input);
  const status = el('p');
  status.className = 'status';
  status.id = `army-${side}-status`;
  status.setAttribute('aria-live', 'polite');
  const units = el('div');
  units.className = 'units table-wrap';
  units.id = `army-${side}-units`;
  box.append(h, drop, status, units);
  return box;
}

function option(value: string, text: string): HTMLOptionElement {
  const o = el('option', text);
  o.value = value;
  return o;
}

/**
 * Wire the Army lists view to the page.
 *
 * @example
 * ```ts
 * setUpArmies({ read, attack: openScenario, compare: openAnalysis });
 * ```
 */
export function setUpArmies(host: ArmyHost): void {
  $('armies').append(
    armyBox('mine', 'Your army'),
    armyBox('theirs', 'Their army', '(optional: else the common targets)'),
  );
  const armies: { mine: ImportedRoster | undefined; theirs: ImportedRoster | undefined } = {
    mine: undefined,
    theirs: undefined,
  };
  const attackerSelect = $<HTMLSelectElement>('army-attacker');
  const targetSelect = $<HTMLSelectElement>('army-target');
  const phaseSelect = $<HTMLSelectElement>('army-phase');
  const error = $('army-error');

  const phase = (): Phase => (phaseSelect.value === 'melee' ? 'melee' : 'ranged');
  /** The targets: their army's units with a statline, else the common targets. */
  const targets = (): readonly Wh40kUnit[] => {
    const theirs = armies.theirs?.units.filter((u) => u.target !== undefined) ?? [];
    return theirs.length > 0 ? theirs : COMMON_TARGETS;
  };
  const attackers = (): readonly Wh40kUnit[] =>
    armies.mine?.units.filter((u) => u.weapons.some((w) => w.kind === phase())) ?? [];

  function drawChoices(): void {
    const keepA = attackerSelect.value;
    const keepT = targetSelect.value;
    attackerSelect.replaceChildren(
      ...attackers().map((u, i) => option(String(i), `${u.name} (${plural(u.models, 'model')})`)),
    );
    const theirs = armies.theirs !== undefined && targets() !== COMMON_TARGETS;
    const group = el('optgroup');
    group.label = theirs ? `Their army: ${armies.theirs!.name}` : 'Common targets';
    group.append(
      ...targets().map((u, i) =>
        option(String(i), `${u.name} (${statline(u).replace(/\n/g, '; ')})`),
      ),
    );
    targetSelect.replaceChildren(group);
    if ([...attackerSelect.options].some((o) => o.value === keepA)) attackerSelect.value = keepA;
    if ([...targetSelect.options].some((o) => o.value === keepT)) targetSelect.value = keepT;
    $<HTMLFieldSetElement>('army-choice').disabled = attackers().length === 0;
  }

  async function load(side: 'mine' | 'theirs', file: File): Promise<void> {
    const status = $(`army-${side}-status`);
    status.classList.remove('bad');
    status.textContent = `Reading ${file.name}…`;
    try {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const roster = await host.read(side, file.name, bytes);
      armies[side] = roster;
      const warned = roster.warnings.length;
      status.textContent =
        `${roster.name}: ${plural(roster.units.length, 'unit')}` +
        (roster.points === undefined ? '' : `, ${roster.points.toLocaleString('en-US')} points`) +
        (warned > 0 ? `; ${plural(warned, 'rule')} read but not modelled` : '');
      if (warned > 0) status.title = roster.warnings.map((w) => w.message).join('\n');
      $(`army-${side}-units`).replaceChildren(unitTable(roster.units));
    } catch (e) {
      armies[side] = undefined;
      status.classList.add('bad');
      status.textContent = e instanceof Error ? e.message : String(e);
      $(`army-${side}-units`).replaceChildren();
    }
    drawChoices();
  }

  for (const side of ['mine', 'theirs'] as const) {
    const input = $<HTMLInputElement>(`army-${side}`);
    input.addEventListener('change', () => {
      const f = input.files?.[0];
      if (f) void load(side, f);
    });
    const zone = input.closest('label')!;
    zone.addEventListener('dragover', (e) => {
      e.preventDefault();
      zone.classList.add('over');
    });
    zone.addEventListener('dragleave', () => zone.classList.remove('over'));
    zone.addEventListener('drop', (e) => {
      e.preventDefault();
      zone.classList.remove('over');
      const f = e.dataTransfer?.files[0];
      if (f) void load(side, f);
    });
  }
  phaseSelect.addEventListener('change', drawChoices);

  /** Run `build`, showing the library's message if the units cannot make it. */
  const attempt = (build: () => void) => {
    error.textContent = '';
    try {
      build();
    } catch (e) {
      error.textContent = e instanceof Error ? e.message : String(e);
    }
  };
  $('army-attack').addEventListener('click', () =>
    attempt(() => {
      const a = attackers()[Number(attackerSelect.value)];
      const t = targets()[Number(targetSelect.value)];
      if (!a || !t) throw new Error('Pick an attacker and a target.');
      host.attack(unitScenario(a, t, { phase: phase() }) as unknown as Json);
    }),
  );
  $('army-compare').addEventListener('click', () =>
    attempt(() => {
      const { skipped: _, ...analysis } = armyAnalysis(attackers(), targets(), {
        phase: phase(),
      });
      host.compare(analysis as unknown as Json);
    }),
  );
  drawChoices();
}
