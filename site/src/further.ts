/**
 * The further analyses under the Attack view's answer, each the library's own function run in
 * a worker and drawn with its own SVG chart (as the command line prints them):
 * - **Across every save** (`acrossSaves`, `mathhammer saves`) for an aos4 attack: mean
 *   damage and P(wiped out) against saves 2+ to 6+ and none, without a ward and with one; for
 *   a Kill Team shooting attack, Save 2+ to 6+ in the open and in cover;
 * - **Durability of the target** (`durability`, `mathhammer durability`) for a wh40k-10e,
 *   wh40k-11e, aos4 or Kill Team shooting attack: P(destroyed), mean slain and attacks needed
 *   against this attack and the reference weapons, and P(destroyed) by the threats' AP from 0
 *   to -4 (Rend 0 to 4; Kill Team: Piercing 0 to 3, with the mean damage).
 *
 * A fight (`phase: "fight"`) has neither: its dice are not saved, and its answer is already each
 * side's chance to be taken out.
 *
 * Each is computed when its box is opened, and again when the attack changes while it is
 * open; which box is open is in the link.
 *
 * @module
 */
import { saveLabel } from '../../src/analytics/acrossSaves.js';
import { AOS4_REFERENCE_WEAPONS, REFERENCE_WEAPONS } from '../../src/analytics/durability.js';
import { percent } from '../../src/report/text.js';
import { KT_REFERENCE_WEAPONS } from '../../src/rulesets/killteam/analytics.js';
import { $, el, inline } from './dom.js';
import type { JobBody, Reply } from './messages.js';

type Json = Record<string, unknown>;

/** Why a threat of several weapon profiles has no attacks to count (`durability`'s `attacksNeeded`). */
const SEVERAL_PROFILES = 'several weapon profiles: no single attack to count';
/** Why the mean of the attacks needed is left out (`AttacksNeeded.mean`, src/analytics/durability.ts). */
const NO_MEAN =
  'no mean: more than one volley in a million needs over 200 attacks, and a mean without that tail would be too low';

/** The further analyses, by the name a link gives them. */
export type Further = 'saves' | 'durability';
/** Every further analysis, for reading links. */
export const FURTHER: readonly Further[] = ['saves', 'durability'];

/**
 * Whether the library offers an analysis for a ruleset.
 *
 * @example
 * ```ts
 * offers('saves', 'aos4'); // true
 * ```
 */
export function offers(which: Further, ruleset: string): boolean {
  return TAKES[which].includes(ruleset);
}

/** Reference weapons a durability offers as threats, and the numbers of models it starts at. */
interface ThreatTable {
  readonly weapons: Readonly<Record<string, { readonly label: string }>>;
  readonly start: Readonly<Record<string, number>>;
}

/**
 * Warhammer 40,000's reference weapons (both editions read their profiles), starting at the
 * threats `mathhammer durability` takes when given none: 10 bolt rifles, 3 heavy bolters, 2
 * lascannons, 3 power fists.
 */
const WH40K_THREATS: ThreatTable = {
  weapons: REFERENCE_WEAPONS,
  start: { 'bolt-rifle': 10, 'heavy-bolter': 3, lascannon: 2, 'power-fist': 3 },
};

/**
 * The library's reference weapons by the ruleset of the target; Age of Sigmar's start at
 * `mathhammer durability`'s: 20 light, 5 elite and 3 heavy melee weapons, 1 monster's.
 */
const THREATS: Readonly<Record<string, ThreatTable>> = {
  'wh40k-10e': WH40K_THREATS,
  'wh40k-11e': WH40K_THREATS,
  aos4: {
    weapons: AOS4_REFERENCE_WEAPONS,
    start: { 'light-melee': 20, 'elite-melee': 5, 'heavy-melee': 3, 'monster-melee': 1 },
  },
  // One operative with each, as `mathhammer durability` takes them.
  killteam: {
    weapons: KT_REFERENCE_WEAPONS,
    start: { lasgun: 1, 'bolt-rifle': 1, 'plasma-gun': 1, 'heavy-bolter': 1 },
  },
};

/** The rulesets each analysis takes (the library's `acrossSaves` and `durability`). */
const TAKES: Readonly<Record<Further, readonly string[]>> = {
  saves: ['aos4', 'killteam'],
  durability: Object.keys(THREATS),
};

/** Whether an analysis takes a scenario: its ruleset's, and never a fight's. */
function takes(which: Further, scenario: Json | undefined): boolean {
  return TAKES[which].includes(String(scenario?.ruleset ?? '')) && scenario?.phase !== 'fight';
}

/**
 * The choices of the open analysis, as a link holds them: the weapon and the ward of "across
 * every save", the threats of a durability.
 */
export interface FurtherChoices {
  /** Across every save: one weapon profile (an index of `attackers`); absent: the whole unit. */
  readonly attacker?: number;
  /** Across every save: the ward compared with none, 2..6. */
  readonly ward?: number;
  /** Durability: the models carrying each reference weapon (absent: none). */
  readonly threats?: Readonly<Record<string, number>>;
  /** Durability: the attack itself as a threat. */
  readonly attack?: boolean;
}

const isWhole = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/**
 * The choices a link holds, checked field by field: why they cannot be read, or `undefined`
 * (a damaged link is never half applied).
 *
 * @example
 * ```ts
 * checkChoices({ ward: 9 }); // 'choices.ward should be a whole number 2..6, got 9'
 * ```
 */
export function checkChoices(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return 'choices should be an object';
  }
  const c = value as Record<string, unknown>;
  const got = (v: unknown) => JSON.stringify(v)?.slice(0, 40);
  for (const key of Object.keys(c)) {
    if (!['attacker', 'ward', 'threats', 'attack'].includes(key)) {
      return `choices has an unknown field ${JSON.stringify(key.slice(0, 40))}`;
    }
  }
  if (c.attacker !== undefined && !isWhole(c.attacker, 0, 999)) {
    return `choices.attacker should be a whole number from 0, got ${got(c.attacker)}`;
  }
  if (c.ward !== undefined && !isWhole(c.ward, 2, 6)) {
    return `choices.ward should be a whole number 2..6, got ${got(c.ward)}`;
  }
  if (c.attack !== undefined && typeof c.attack !== 'boolean') {
    return `choices.attack should be true or false, got ${got(c.attack)}`;
  }
  if (c.threats !== undefined) {
    if (typeof c.threats !== 'object' || c.threats === null || Array.isArray(c.threats)) {
      return 'choices.threats should be an object';
    }
    for (const [w, n] of Object.entries(c.threats)) {
      if (!Object.values(THREATS).some((t) => Object.hasOwn(t.weapons, w))) {
        return `choices.threats has an unknown weapon ${JSON.stringify(w.slice(0, 40))}`;
      }
      if (!isWhole(n, 0, 100)) {
        return `choices.threats.${w} should be a whole number 0..100, got ${got(n)}`;
      }
    }
  }
  return undefined;
}

/** What the analyses need from the page. */
export interface FurtherHost {
  /** Run a job in the analyses' own worker (a newer one ends the last). */
  post(job: JobBody): void;
  /** Which box is open changed: the link follows. */
  changed(): void;
}

/** The page's handle on the analyses. */
export interface FurtherView {
  /** The attack changed to a valid scenario: show the boxes of its ruleset, refresh the open one. */
  refresh(scenario: Json): void;
  /**
   * Open a box (from a link, or the Army lists view) with its choices (checked with
   * {@link checkChoices}); `undefined` closes both.
   */
  open(which: Further | undefined, choices?: FurtherChoices): void;
  /** The box open, for the link. */
  opened(): Further | undefined;
  /** The open box's choices, for the link. */
  choices(): FurtherChoices | undefined;
  /** A reply of the analyses' worker. */
  onReply(r: Reply): void;
}

/** A table of a header row and body rows, each cell a text or a text with its exact value. */
function table(
  head: readonly string[],
  rows: readonly (readonly (string | [string, number | string])[])[],
) {
  const t = el('table');
  const thead = el('thead');
  const tr = el('tr');
  for (const h of head) tr.append(el('th', h));
  thead.append(tr);
  const body = el('tbody');
  for (const row of rows) {
    const r = el('tr');
    row.forEach((c, i) => {
      const cell = el(i === 0 ? 'th' : 'td', typeof c === 'string' ? c : c[0]);
      if (typeof c !== 'string') cell.title = String(c[1]);
      r.append(cell);
    });
    body.append(r);
  }
  t.append(thead, body);
  return t;
}

function chart(svg: string): HTMLElement {
  const d = el('div');
  d.className = 'chart';
  d.innerHTML = inline(svg);
  return d;
}

const num = (x: number): [string, number] => [x.toFixed(2), x];
const pct = (p: number): [string, number] => [percent(p), p];

/**
 * Wire the further analyses to the page.
 *
 * @example
 * ```ts
 * const further = setUpFurther({ post: (job) => extras.post(job), changed: writeLink });
 * further.refresh(state.scenario);
 * ```
 */
export function setUpFurther(host: FurtherHost): FurtherView {
  const boxes: Record<Further, HTMLDetailsElement> = {
    saves: $<HTMLDetailsElement>('saves-box'),
    durability: $<HTMLDetailsElement>('durability-box'),
  };
  const attackerSelect = $<HTMLSelectElement>('saves-attacker');
  const wardSelect = $<HTMLSelectElement>('saves-ward');
  const attackBox = $<HTMLInputElement>('durability-attack');
  let scenario: Json | undefined;
  /** The box a link or the Army lists view asked for, opened once its ruleset is on screen. */
  let wanted: Further | undefined;
  /** The box whose answer is on its way. */
  let pending: Further | undefined;
  /** The weapon a link chose, set once the attack's weapons are in the list. */
  let wantedAttacker: string | undefined;
  /** The target's ward when the ward was last set from it: a new target resets the choice. */
  let targetWard: number | undefined;
  /** A link chose the ward: kept for the link's target. */
  let wardChosen = false;
  wardSelect.append(
    ...[2, 3, 4, 5, 6].map((w) => {
      const o = el('option', `${w}+`);
      o.value = String(w);
      return o;
    }),
  );
  wardSelect.value = '6';

  /** The threats' inputs, by weapon, of the table drawn; a link's numbers until it is. */
  const counts = new Map<string, HTMLInputElement>();
  let countsOf: ThreatTable | undefined;
  let wantedThreats: Readonly<Record<string, number>> | undefined;

  /** The reference weapons of the target's ruleset, each with its number of models. */
  function drawThreats(table: ThreatTable): void {
    if (countsOf !== table) {
      countsOf = table;
      for (const input of counts.values()) input.closest('label')?.remove();
      counts.clear();
      for (const [key, w] of Object.entries(table.weapons)) {
        const label = el('label', `${key.replace(/-/g, ' ')} ×`);
        label.title = w.label;
        const input = el('input');
        input.type = 'number';
        input.min = '0';
        input.max = '100';
        input.step = '1';
        input.value = String(table.start[key] ?? 0);
        input.id = `threat-${key}`;
        input.setAttribute('aria-label', `models with a ${w.label}`);
        input.addEventListener('input', later);
        label.append(input);
        $('durability-threats').append(label);
        counts.set(key, input);
      }
    }
    if (wantedThreats) {
      for (const [w, input] of counts) input.value = String(wantedThreats[w] ?? 0);
      wantedThreats = undefined;
    }
  }

  const ruleset = () => String(scenario?.ruleset ?? '');
  /** Whether "across every save" offers a weapon and a ward to choose (not Kill Team's). */
  const savesChoices = () => Array.isArray(scenario?.attackers);
  const attackers = () =>
    Array.isArray(scenario?.attackers) ? (scenario.attackers as Json[]) : [];

  function drawSavesChoices(): void {
    const names = attackers().map((a, i) => String(a.name ?? `weapon ${i + 1}`));
    const wantOptions = ['the whole unit (every weapon)', ...names];
    if ([...attackerSelect.options].map((o) => o.text).join('\n') !== wantOptions.join('\n')) {
      const keep = attackerSelect.value;
      attackerSelect.replaceChildren(
        ...wantOptions.map((text, i) => {
          const o = el('option', text);
          o.value = i === 0 ? '' : String(i - 1);
          return o;
        }),
      );
      if ([...attackerSelect.options].some((o) => o.value === keep)) attackerSelect.value = keep;
    }
    if (wantedAttacker !== undefined) {
      if ([...attackerSelect.options].some((o) => o.value === wantedAttacker)) {
        attackerSelect.value = wantedAttacker;
      }
      wantedAttacker = undefined;
    }
    // The ward compared starts at the target's (else 6+), and follows a new target's.
    const target = (scenario?.target ?? {}) as Json;
    const ward = typeof target.ward === 'number' ? target.ward : undefined;
    if (wardChosen) {
      wardChosen = false;
      targetWard = ward;
    } else if (ward !== targetWard) {
      targetWard = ward;
      wardSelect.value = String(ward ?? 6);
    }
  }

  function setChoices(c: FurtherChoices): void {
    if (c.ward !== undefined) {
      wardSelect.value = String(c.ward);
      wardChosen = true;
    }
    wantedAttacker = c.attacker === undefined ? '' : String(c.attacker);
    if (c.threats) wantedThreats = c.threats;
    if (c.attack !== undefined) attackBox.checked = c.attack;
  }

  function compute(which: Further): void {
    if (!scenario || !boxes[which].open || boxes[which].hidden) return;
    pending = which;
    const status = $(`${which}-status`);
    status.classList.remove('bad');
    status.textContent = 'Computing…';
    if (which === 'saves') {
      // One attacker, and cover in place of a ward (Kill Team): no choice to send.
      const choices = savesChoices();
      host.post({
        kind: 'saves',
        scenario,
        attacker: choices
          ? attackerSelect.value === ''
            ? undefined
            : Number(attackerSelect.value)
          : undefined,
        ward: choices ? Number(wardSelect.value) : undefined,
      });
      return;
    }
    const threats: { weapon: string; models: number }[] = [];
    for (const [weapon, input] of counts) {
      const n = Number(input.value);
      if (input.value.trim() === '' || n === 0) continue;
      if (!(Number.isInteger(n) && n >= 1 && n <= 100)) {
        status.classList.add('bad');
        status.textContent = `${weapon}: expected a whole number of models 0..100, got ${JSON.stringify(input.value)}`;
        pending = undefined;
        return;
      }
      threats.push({ weapon, models: n });
    }
    host.post({ kind: 'durability', scenario, threats, attack: attackBox.checked });
  }

  for (const which of FURTHER) {
    boxes[which].addEventListener('toggle', () => {
      // One open at a time: they share one worker, and a link names one.
      if (boxes[which].open) {
        for (const w of FURTHER) if (w !== which) boxes[w].open = false;
        compute(which);
      }
      host.changed();
    });
  }
  for (const select of [attackerSelect, wardSelect]) {
    select.addEventListener('change', () => {
      compute('saves');
      host.changed();
    });
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = () => {
    host.changed();
    clearTimeout(timer);
    timer = setTimeout(() => compute('durability'), 300);
  };
  attackBox.addEventListener('change', later);

  function drawSaves(r: Extract<Reply, { type: 'saves' }>): void {
    const a = r.saves;
    $('saves-status').textContent =
      a.ward === null
        ? `${a.attacker} at ${a.target}: ${a.columns[0]}, and ${a.columns[1]}.`
        : `${a.attacker} at ${a.target}: without a ward, and with a ward of ${a.ward}+.`;
    // Without a ward (Kill Team) both columns are named: in the open, in cover.
    const [off, on] = a.columns;
    const first = (h: string) => (a.ward === null ? `${h} (${off})` : h);
    $('saves-table').replaceChildren(
      table(
        [
          'Save',
          first('Damage'),
          first('Slain'),
          first('Wiped out'),
          `Damage (${on})`,
          `Slain (${on})`,
          `Wiped out (${on})`,
        ],
        a.saves.map((save, i) => {
          const o = a.withoutWard[i]!;
          const x = a.withWard[i]!;
          return [
            saveLabel(save),
            num(o.damage),
            num(o.slain),
            pct(o.wipe),
            num(x.damage),
            num(x.slain),
            pct(x.wipe),
          ];
        }),
      ),
    );
    $('saves-charts').replaceChildren(chart(r.damageSvg), chart(r.wipeSvg));
  }

  function drawDurability(r: Extract<Reply, { type: 'durability' }>): void {
    const d = r.durability;
    const target = (scenario?.target ?? {}) as Json;
    $('durability-status').textContent =
      `${String(target.name ?? 'The target')}: ${d.models} model${d.models === 1 ? '' : 's'}.`;
    // Age of Sigmar's Rend and Kill Team's Piercing are positive numbers: the library's -1 is
    // Rend 1, Piercing 1.
    const apHead = d.aps.map((ap) =>
      d.ruleset === 'aos4'
        ? `Rend ${-ap}`
        : d.ruleset === 'killteam'
          ? `Piercing ${-ap}`
          : `AP ${ap === 0 ? '0' : ap}`,
    );
    // The mean damage dealt, where the ruleset gives it (Kill Team's operatives).
    const damage = d.threats.some((t) => t.meanDamage !== undefined);
    $('durability-table').replaceChildren(
      table(
        [
          'Threat',
          'P(destroyed)',
          'Mean slain',
          ...(damage ? ['Mean damage'] : []),
          'Attacks to destroy (median)',
          '(mean)',
          ...apHead,
        ],
        d.threats.map((t) => [
          // The reference weapon's profile is in the tooltip: `10 × bolt rifle`.
          [t.name.replace(/ \(.*\)$/, ''), t.name],
          pct(t.destroyed),
          num(t.meanSlain),
          ...(damage ? [num(t.meanDamage ?? Number.NaN)] : []),
          t.attacksNeeded === null
            ? ['—', SEVERAL_PROFILES]
            : t.attacksNeeded.median === undefined
              ? 'beyond 200'
              : String(t.attacksNeeded.median),
          t.attacksNeeded === null
            ? ['—', SEVERAL_PROFILES]
            : t.attacksNeeded.mean === undefined
              ? ['— *', NO_MEAN]
              : num(t.attacksNeeded.mean),
          ...t.byAp.map((x) => pct(x.destroyed)),
        ]),
      ),
    );
    // Why a mean is missing beside its median, said under the table as well as in the cell.
    $('durability-note').textContent = d.threats.some(
      (t) => t.attacksNeeded !== null && t.attacksNeeded.mean === undefined,
    )
      ? `* ${NO_MEAN}.`
      : '';
    $('durability-chart').innerHTML = inline(r.svg);
  }

  return {
    refresh(next) {
      scenario = next;
      const r = ruleset();
      for (const which of FURTHER) {
        const fits = takes(which, next);
        boxes[which].hidden = !fits;
        if (!fits && boxes[which].open) boxes[which].open = false;
      }
      $('further').hidden = FURTHER.every((w) => boxes[w].hidden);
      // Kill Team's attack has one attacker and no ward: nothing to choose.
      const choices = savesChoices();
      for (const id of ['saves-attacker', 'saves-ward']) {
        $(id).closest('.field')!.toggleAttribute('hidden', !choices);
      }
      if (r === 'aos4') drawSavesChoices();
      const table = THREATS[r];
      if (table) drawThreats(table);
      if (wanted && takes(wanted, next)) {
        const w = wanted;
        wanted = undefined;
        // Opening fires the toggle event, which computes it.
        if (!boxes[w].open) {
          boxes[w].open = true;
          return;
        }
      }
      for (const which of FURTHER) if (boxes[which].open) compute(which);
    },
    open(which, choices) {
      if (choices) setChoices(choices);
      // Opened (and computed) by the refresh that follows, for the attack it comes with.
      wanted = which;
      for (const w of FURTHER) if (w !== which && boxes[w].open) boxes[w].open = false;
    },
    opened() {
      return FURTHER.find((w) => boxes[w].open && !boxes[w].hidden) ?? wanted;
    },
    choices() {
      // A box not open yet (a link's, before its attack is in) has the link's choices still.
      const which = FURTHER.find((w) => boxes[w].open && !boxes[w].hidden);
      if (which === 'saves') {
        if (!savesChoices()) return {};
        return {
          ...(attackerSelect.value === '' ? {} : { attacker: Number(attackerSelect.value) }),
          ward: Number(wardSelect.value),
        };
      }
      if (which === 'durability') {
        const threats: Record<string, number> = {};
        for (const [w, input] of counts) {
          const n = Number(input.value);
          if (Number.isInteger(n) && n > 0 && n <= 100) threats[w] = n;
        }
        return { threats, attack: attackBox.checked };
      }
      return undefined;
    },
    onReply(r) {
      const which = pending;
      if (r.type === 'progress') return;
      if (r.type === 'error') {
        if (!which) return;
        const status = $(`${which}-status`);
        status.classList.add('bad');
        status.textContent = r.error.message;
        return;
      }
      pending = undefined;
      if (r.type === 'saves') drawSaves(r);
      else if (r.type === 'durability') drawDurability(r);
    },
  };
}
