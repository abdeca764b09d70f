/**
 * The Army lists view: a roster file dropped or picked (read by the library's importers in
 * the worker: no Node API, nothing sent anywhere), its units with their statlines and
 * weapons, and the attack, comparison and matrix of the units chosen. What the page keeps
 * (and a link holds) is the scenario or analysis built from the chosen units, not the file.
 *
 * @module
 */

import { aos4ArmyAnalysis } from '../../src/import/aos4/armyAnalysis.js';
import { aos4UnitScenario } from '../../src/import/aos4/importRoster.js';
import type { Aos4Unit } from '../../src/import/aos4/unit.js';
import { armyAnalysis, attachedTarget, unitScenario } from '../../src/import/wh40k/scenario.js';
import type { Wh40kTargetJson } from '../../src/import/wh40k/types.js';
import type { Wh40kUnit } from '../../src/import/wh40k/unit.js';
import { armyAnalysis11e, unitScenario11e } from '../../src/import/wh40k11e/importRoster.js';
import type { Wh40k11eUnit } from '../../src/import/wh40k11e/unit.js';
import { $, el } from './dom.js';
import { offers } from './further.js';
import type { Army, PlanJson } from './messages.js';
import type { PlanLink } from './planLink.js';

type Json = Record<string, unknown>;
type Phase = 'ranged' | 'melee';
type Ruleset = Army['ruleset'];
/** A unit of any roster the page reads. */
type Unit = Army['units'][number];

/** A target as a roster unit with no weapons, for the lists of common targets. */
function asUnit<
  T extends {
    readonly name: string;
    readonly models?: number;
    readonly keywords?: readonly string[];
  },
>(target: T) {
  return {
    name: target.name,
    models: target.models ?? 1,
    keywords: target.keywords ?? [],
    target,
    weapons: [],
    abilities: [],
    warnings: [],
  };
}

/**
 * A few common targets for a player with one Warhammer 40,000 list: generic profiles of the
 * usual kinds of unit, written by hand for this page (no publisher's datasheet): light, elite
 * and heavy infantry, a light and a heavy vehicle. The 10th and 11th editions read these
 * characteristics alike (`docs/wh40k-11e.md`), so both editions play against them.
 */
const COMMON_40K: readonly Wh40kUnit[] = (
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
  ] satisfies (Wh40kTargetJson & { name: string })[]
).map(asUnit);

/**
 * A few common targets for an Age of Sigmar list: generic profiles written by hand for this
 * page (no publisher's warscroll): a horde, elite infantry, heavy cavalry, a hero with a ward
 * and a monster, with the keywords Anti-X abilities read.
 */
const COMMON_AOS4: readonly Aos4Unit[] = (
  [
    { name: 'Light infantry', models: 20, health: 1, save: 5, keywords: ['infantry'] },
    { name: 'Elite infantry', models: 5, health: 2, save: 3, keywords: ['infantry'] },
    { name: 'Heavy cavalry', models: 3, health: 5, save: 3, keywords: ['cavalry'] },
    { name: 'Hero', models: 1, health: 6, save: 3, ward: 5, keywords: ['hero', 'infantry'] },
    { name: 'Monster', models: 1, health: 14, save: 4, keywords: ['monster'] },
  ] as const
).map((t) => ({ ...asUnit(t), health: t.health, save: t.save, champion: false, target: t }));

/** Each game's common targets, by the ruleset its lists are read under. */
const COMMON_TARGETS: Readonly<Record<Ruleset, readonly Unit[]>> = {
  'wh40k-10e': COMMON_40K,
  'wh40k-11e': COMMON_40K as readonly Wh40k11eUnit[],
  aos4: COMMON_AOS4,
};

/** The game's name, for the page's words. */
const GAME: Readonly<Record<Ruleset, string>> = {
  'wh40k-10e': 'Warhammer 40,000 10th edition',
  'wh40k-11e': 'Warhammer 40,000 11th edition',
  aos4: 'Age of Sigmar 4th edition',
};

/** The scenario of one unit's weapons of the phase against another, in its ruleset. */
function scenarioOf(ruleset: Ruleset, a: Unit, t: Unit, phase: Phase): Json {
  if (ruleset === 'aos4') {
    return aos4UnitScenario(a as Aos4Unit, t as Aos4Unit, {
      phase: phase === 'melee' ? 'melee' : 'shooting',
    }) as unknown as Json;
  }
  if (ruleset === 'wh40k-11e') {
    return unitScenario11e(a as Wh40k11eUnit, t as Wh40k11eUnit, { phase }) as unknown as Json;
  }
  return unitScenario(a as Wh40kUnit, t as Wh40kUnit, { phase }) as unknown as Json;
}

/** Every unit against every target, in its ruleset. */
function analysisOf(
  ruleset: Ruleset,
  mine: readonly Unit[],
  theirs: readonly Unit[],
  phase: Phase,
): Json {
  const { skipped: _, ...analysis } =
    ruleset === 'aos4'
      ? aos4ArmyAnalysis(mine as readonly Aos4Unit[], theirs as readonly Aos4Unit[], {
          phase: phase === 'melee' ? 'melee' : 'shooting',
        })
      : ruleset === 'wh40k-11e'
        ? armyAnalysis11e(mine as readonly Wh40k11eUnit[], theirs as readonly Wh40k11eUnit[], {
            phase,
          })
        : armyAnalysis(mine as readonly Wh40kUnit[], theirs as readonly Wh40kUnit[], { phase });
  return analysis as unknown as Json;
}

/** A character attached to a bodyguard: its index in the army's units and its role. */
interface Attached {
  readonly leader: number;
  readonly role: 'leader' | 'support';
}

/** The groups a unit's target counts: its `groups`, or one. */
const groupCount = (u: Unit): number =>
  (u.target as { readonly groups?: readonly unknown[] } | undefined)?.groups?.length ?? 1;

/**
 * A bodyguard with its characters attached, as one unit: the library's `attachedTarget` (which
 * refuses what the Leader rules do not allow, by name: a unit leading itself, a unit that is
 * not a CHARACTER, one with no statline, a bodyguard that already has a Leader), then 11th
 * edition's Support characters given their role (`docs/wh40k-11e/units.md`).
 */
function attachedUnit(units: readonly Unit[], bodyguard: number, list: readonly Attached[]): Unit {
  const b = units[bodyguard] as Wh40kUnit;
  const leaders = list.map((a) => units[a.leader] as Wh40kUnit);
  const t = attachedTarget(b, leaders);
  // attachedTarget gives every character's groups the role leader, after the bodyguard's own.
  const roles: string[] = Array.from({ length: groupCount(b) }, () => 'bodyguard');
  for (const a of list) {
    for (let k = 0; k < groupCount(units[a.leader]!); k++) roles.push(a.role);
  }
  const groups = (t.groups ?? []).map((g, i) =>
    roles[i] === 'support' ? { ...g, role: 'support' as const } : g,
  );
  return {
    ...b,
    name: t.name!,
    models: b.models + leaders.reduce((n, l) => n + l.models, 0),
    keywords: [...new Set([...b.keywords, ...leaders.flatMap((l) => l.keywords)])],
    target: { ...t, groups },
  } as Unit;
}

/** What the view needs from the page. */
export interface ArmyHost {
  /** Read a roster file (in the worker). */
  read(side: 'mine' | 'theirs', name: string, bytes: Uint8Array): Promise<Army>;
  /**
   * Open a scenario in the Attack view, with one of its further analyses open: "across every
   * save" (Age of Sigmar) or the target's durability (Warhammer 40,000).
   */
  attack(scenario: Json, more?: 'saves' | 'durability'): void;
  /** Open an analysis in the Compare view, once the library reads it (else its message). */
  compare(analysis: Json): Promise<void>;
  /** Plan the army's shooting phase (`planShooting`, in the worker); rejects with its message. */
  plan(analysis: Json): Promise<PlanJson>;
  /** The plan's inputs changed (for the link), or `undefined` when no plan is open. */
  planned(plan: PlanLink | undefined): void;
}

/**
 * The shooting analysis of my units at theirs, as `mathhammer plan --roster` builds it: the
 * ranged analysis of the lists (its profiles are the shooters, its targets carry their points)
 * with the analysis's own fields (ruleset, the ruleset's options) kept.
 */
function shootingOf(ruleset: Ruleset, mine: readonly Unit[], theirs: readonly Unit[]) {
  const {
    profiles,
    targets,
    description: _d,
    ...base
  } = analysisOf(ruleset, mine, theirs, 'ranged') as {
    profiles: { name: string; attackers: object[] }[];
    targets: (Json & { name: string; points?: number })[];
    description?: string;
  } & Json;
  return {
    base,
    shooters: profiles.map((p) => ({ name: p.name, attackers: p.attackers })),
    targets,
  };
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
  /** 11th edition: the invulnerable save against these attacks only. */
  readonly invulnerableAgainst?: 'ranged' | 'melee';
  readonly wounds?: number;
  readonly feelNoPain?: number;
}

/** A profile in a line: `T4 3+ 4++ W2, FNP 5+`. */
function profileLine(t: ProfileLike): string {
  const parts = [`T${t.toughness ?? '?'}`];
  if (t.save !== undefined) parts.push(`${t.save}+`);
  if (t.invulnerable !== undefined) {
    const scope = t.invulnerableAgainst ? ` (${t.invulnerableAgainst})` : '';
    parts.push(`${t.invulnerable}++${scope}`);
  }
  parts.push(`W${t.wounds ?? 1}`);
  const fnp = t.feelNoPain !== undefined ? `, FNP ${t.feelNoPain}+` : '';
  return `${parts.join(' ')}${fnp}`;
}

/**
 * A unit's statline as a target: one profile in a line, or one line per group of a unit of
 * several (`Captain (leader) ×1: T4 3+ 4++ W5`).
 */
function statline(u: Unit): string {
  if ('health' in u) return aos4Statline(u);
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

/** An Age of Sigmar unit's statline: `Health 2, Save 4+, Ward 6+, champion`. */
function aos4Statline(u: Aos4Unit): string {
  const parts = [`Health ${u.health}`, u.save === undefined ? 'no save' : `Save ${u.save}+`];
  if (u.ward !== undefined) parts.push(`Ward ${u.ward}+`);
  if (u.champion) parts.push('champion');
  return parts.join(', ');
}

function weapons(u: Unit, kind: Phase): string {
  const names = (u.weapons as readonly { kind: string; name: string }[])
    .filter((w) => w.kind === kind)
    .map((w) => w.name);
  return names.length > 0 ? names.join(', ') : '—';
}

/** The table of a roster's units: models, points, statline and weapons. */
function unitTable(units: readonly Unit[]): HTMLTableElement {
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
  const armies: { mine: Army | undefined; theirs: Army | undefined } = {
    mine: undefined,
    theirs: undefined,
  };
  const attackerSelect = $<HTMLSelectElement>('army-attacker');
  const targetSelect = $<HTMLSelectElement>('army-target');
  const phaseSelect = $<HTMLSelectElement>('army-phase');
  const error = $('army-error');
  const note = $('army-note');
  /** Characters of their army attached to its bodyguards, by the bodyguard's index in its units. */
  const attached = new Map<number, Attached[]>();
  const leaderSelect = $<HTMLSelectElement>('army-leader');
  const bodyguardSelect = $<HTMLSelectElement>('army-bodyguard');
  const roleSelect = $<HTMLSelectElement>('army-attach-role');
  /** Whether unit i of their army is attached to another as a character. */
  const isAttached = (i: number) =>
    [...attached.values()].some((l) => l.some((a) => a.leader === i));

  const phase = (): Phase => (phaseSelect.value === 'melee' ? 'melee' : 'ranged');
  /** The ruleset of the attack: your army's, else theirs, else 10th edition. */
  const ruleset = (): Ruleset => armies.mine?.ruleset ?? armies.theirs?.ruleset ?? 'wh40k-10e';
  /** Their army, if it is of your army's game and edition (a list of another is set aside). */
  const theirArmy = (): Army | undefined =>
    armies.theirs && armies.theirs.ruleset === ruleset() ? armies.theirs : undefined;
  /** The targets: their army's units with a statline, else the common targets of the game. */
  const targets = (): readonly Unit[] => {
    const units = (theirArmy()?.units as readonly Unit[] | undefined) ?? [];
    // A bodyguard with its characters is one target; the characters are not targets of their own.
    const theirs = units.flatMap((u, i) => {
      if (u.target === undefined || isAttached(i)) return [];
      const list = attached.get(i);
      return [list ? attachedUnit(units, i, list) : u];
    });
    return theirs.length > 0 ? theirs : COMMON_TARGETS[ruleset()];
  };

  /** The attach box: their army's units with a statline, and the attachments made. */
  function drawAttach(): void {
    const army = theirArmy();
    const box = $<HTMLFieldSetElement>('army-attach');
    box.hidden = army === undefined || army.ruleset === 'aos4';
    if (box.hidden) return;
    const units = army!.units as readonly Unit[];
    const free = units
      .map((u, i) => ({ u, i }))
      .filter(({ u, i }) => u.target !== undefined && !isAttached(i));
    const characters = free.filter(
      ({ u, i }) => u.keywords.includes('character') && !attached.has(i),
    );
    const keepL = leaderSelect.value;
    const keepB = bodyguardSelect.value;
    leaderSelect.replaceChildren(...characters.map(({ u, i }) => option(String(i), u.name)));
    bodyguardSelect.replaceChildren(...free.map(({ u, i }) => option(String(i), u.name)));
    if ([...leaderSelect.options].some((o) => o.value === keepL)) leaderSelect.value = keepL;
    if ([...bodyguardSelect.options].some((o) => o.value === keepB)) bodyguardSelect.value = keepB;
    $('army-attach-button').toggleAttribute('disabled', characters.length === 0);
    // Support characters are 11th edition's.
    $('army-attach-role-field').hidden = army!.ruleset !== 'wh40k-11e';
    if (army!.ruleset !== 'wh40k-11e') roleSelect.value = 'leader';
    $('army-attached').replaceChildren(
      ...[...attached].flatMap(([b, list]) =>
        list.map((a) => {
          const li = el(
            'li',
            `${units[a.leader]!.name} leads ${units[b]!.name}${a.role === 'support' ? ' (Support)' : ''} `,
          );
          const detach = el('button', `Detach ${units[a.leader]!.name}`);
          detach.type = 'button';
          detach.addEventListener('click', () => {
            const rest = (attached.get(b) ?? []).filter((x) => x.leader !== a.leader);
            if (rest.length > 0) attached.set(b, rest);
            else attached.delete(b);
            drawChoices();
          });
          li.append(detach);
          return li;
        }),
      ),
    );
  }
  const attackers = (): readonly Unit[] =>
    (armies.mine?.units as readonly Unit[] | undefined)?.filter((u) =>
      (u.weapons as readonly { kind: string }[]).some((w) => w.kind === phase()),
    ) ?? [];

  function drawChoices(): void {
    // Weapons of a kind your army has: a list of melee units (common in Age of Sigmar) opens on melee.
    if (armies.mine && attackers().length === 0) {
      const other = phase() === 'ranged' ? 'melee' : 'ranged';
      const units = armies.mine.units as readonly Unit[];
      if (
        units.some((u) => (u.weapons as readonly { kind: string }[]).some((w) => w.kind === other))
      ) {
        phaseSelect.value = other;
      }
    }
    const keepA = attackerSelect.value;
    const keepT = targetSelect.value;
    attackerSelect.replaceChildren(
      ...attackers().map((u, i) => option(String(i), `${u.name} (${plural(u.models, 'model')})`)),
    );
    const theirs = theirArmy() !== undefined && targets() !== COMMON_TARGETS[ruleset()];
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
    const r = ruleset();
    const notes = [`Read as ${GAME[r]} (ruleset ${r}).`];
    if (armies.theirs && !theirArmy()) {
      notes.push(
        `Their list is ${GAME[armies.theirs.ruleset]}, yours ${GAME[r]}: your army plays against the common targets.`,
      );
    }
    note.textContent = armies.mine || armies.theirs ? notes.join(' ') : '';
    drawAttach();
    // The further analysis of the game: across every save (AoS), the target's durability (40k).
    $('army-saves').hidden = !offers('saves', r);
    $('army-durability').hidden = !offers('durability', r);
  }

  async function load(side: 'mine' | 'theirs', file: File): Promise<void> {
    const status = $(`army-${side}-status`);
    status.classList.remove('bad');
    status.textContent = `Reading ${file.name}…`;
    try {
      const bytes = new Uint8Array(await file.arrayBuffer());
      const roster = await host.read(side, file.name, bytes);
      armies[side] = roster;
      if (side === 'theirs') attached.clear();
      // A plan is of the lists it was made from.
      $('army-planner').hidden = true;
      $('army-planner').replaceChildren();
      host.planned(undefined);
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

  $('army-attach-button').addEventListener('click', () =>
    attempt(() => {
      const units = (theirArmy()?.units as readonly Unit[] | undefined) ?? [];
      const leader = Number(leaderSelect.value);
      const bodyguard = Number(bodyguardSelect.value);
      const list = [
        ...(attached.get(bodyguard) ?? []),
        { leader, role: roleSelect.value === 'support' ? 'support' : 'leader' } as const,
      ];
      // The library's checks first: nothing is attached that it refuses.
      const unit = attachedUnit(units, bodyguard, list);
      attached.set(bodyguard, list);
      drawChoices();
      // The attached unit is the target chosen.
      const at = targets().findIndex((t) => t.name === unit.name);
      if (at >= 0) targetSelect.value = String(at);
    }),
  );

  /** Run `build`, showing the library's message if the units cannot make it. */
  const attempt = (build: () => void) => {
    error.textContent = '';
    try {
      build();
    } catch (e) {
      error.textContent = e instanceof Error ? e.message : String(e);
    }
  };
  /** The scenario of the attacker and target chosen. */
  const chosen = (): Json => {
    const a = attackers()[Number(attackerSelect.value)];
    const t = targets()[Number(targetSelect.value)];
    if (!a || !t) throw new Error('Pick an attacker and a target.');
    return scenarioOf(ruleset(), a, t, phase());
  };
  $('army-attack').addEventListener('click', () => attempt(() => host.attack(chosen())));
  $('army-saves').addEventListener('click', () => attempt(() => host.attack(chosen(), 'saves')));
  $('army-durability').addEventListener('click', () =>
    attempt(() => host.attack(chosen(), 'durability')),
  );
  $('army-compare').addEventListener('click', async () => {
    error.textContent = '';
    try {
      await host.compare(analysisOf(ruleset(), attackers(), targets(), phase()));
    } catch (e) {
      error.textContent = `Compare and matrix: ${e instanceof Error ? e.message : String(e)}`;
    }
  });
  $('army-plan').addEventListener('click', async () => {
    error.textContent = '';
    try {
      if (!armies.mine) throw new Error('Read your army list first.');
      if (!theirArmy()) {
        throw new Error(
          'Plan my shooting needs their army list, of your game and edition: the plan destroys its units, worth their points.',
        );
      }
      const mine = (armies.mine.units as readonly Unit[]).filter((u) =>
        (u.weapons as readonly { kind: string }[]).some((w) => w.kind === 'ranged'),
      );
      const analysis = shootingOf(ruleset(), mine, targets());
      // The planner's view and words are loaded when first asked for (docs/playground.md, "Size").
      const { openPlanner } = await import('./planner.js');
      openPlanner({ ...analysis, run: host.plan, changed: host.planned });
    } catch (e) {
      error.textContent = `Plan my shooting: ${e instanceof Error ? e.message : String(e)}`;
    }
  });
  drawChoices();
}
