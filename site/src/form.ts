/**
 * The attack form, generated from one ruleset variant of the library's JSON Schema: a field
 * per characteristic, check boxes per rule list, a fieldset per attacker or target group. The
 * form edits a plain JSON object (the scenario) in place and reports each change; fields it
 * does not draw are named under "More in the JSON editor".
 *
 * @module
 */
import {
  humanise,
  kindOf,
  type Node,
  paramDefault,
  type RuleChoice,
  resolve,
  skeleton,
} from './schema.js';

/** A path into the scenario, as keys and indexes. */
export type Path = readonly (string | number)[];

type Json = Record<string, unknown>;

/** Fields drawn in the open; the rest of an object's fields go under "More". */
const COMMON = new Set([
  'name',
  'points',
  'models',
  'bs',
  'ws',
  'hitOn',
  'shots',
  'attacks',
  'strength',
  'ap',
  'damage',
  'rules',
  'toughness',
  'wounds',
  'save',
  'ward',
  'invulnerable',
  'feelNoPain',
  'cover',
  'shootValue',
  'fightValue',
  'defence',
  'groups',
  'attackers',
  'target',
  'method',
  'samples',
  'seed',
  'phase',
  'keywords',
  'role',
]);

/**
 * Common names that are rare in one place: an attacker's own save, ward and Feel No Pain
 * only matter against Backfire, so they go under "More" there.
 */
const RARE_UNDER: Readonly<Record<string, ReadonlySet<string>>> = {
  attackers: new Set(['save', 'ward', 'feelNoPain', 'invulnerable']),
};

/** Top-level fields the page handles itself (the ruleset picker) or never shows. */
const HIDDEN = new Set(['ruleset', '$schema']);

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/**
 * A path as the library writes it in its issues: `target.groups[0].toughness`.
 *
 * @example
 * ```ts
 * pathString(['attackers', 0, 'bs']); // 'attackers[0].bs'
 * ```
 */
export function pathString(path: Path): string {
  let out = '';
  for (const k of path) {
    if (typeof k === 'number') out += `[${k}]`;
    else if (IDENTIFIER.test(k)) out += out ? `.${k}` : k;
    else out += `[${JSON.stringify(k)}]`;
  }
  return out;
}

function getAt(obj: unknown, path: Path): unknown {
  let cur = obj;
  for (const k of path) {
    if (typeof cur !== 'object' || cur === null) return undefined;
    cur = (cur as Record<string | number, unknown>)[k];
  }
  return cur;
}

function setAt(obj: Json, path: Path, value: unknown): void {
  let cur: Record<string | number, unknown> = obj;
  for (let i = 0; i < path.length - 1; i++) {
    const k = path[i]!;
    let next = cur[k];
    if (typeof next !== 'object' || next === null) {
      next = typeof path[i + 1] === 'number' ? [] : {};
      cur[k] = next;
    }
    cur = next as Record<string | number, unknown>;
  }
  const last = path[path.length - 1]!;
  if (value === undefined && !Array.isArray(cur)) delete cur[last];
  else cur[last] = value;
}

/** What the form needs from the page. */
export interface FormHost {
  readonly root: Node;
  /** The scenario being edited (mutated in place). */
  readonly value: Json;
  /** A value changed; `structural` when the form must be drawn again (a group added...). */
  changed(structural: boolean): void;
}

let uid = 0;
const nextId = (p: string) => `${p}-${++uid}`;

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  text?: string,
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  return e;
}

/** A field's box: label, control, hint and the place its error goes. */
function fieldBox(
  path: Path,
  label: string,
  description: string | undefined,
): {
  box: HTMLDivElement;
  id: string;
  describedBy: string;
} {
  const id = nextId('f');
  const box = el('div', { class: 'field', 'data-path': pathString(path) });
  const lab = el('label', { for: id }, label);
  if (description) lab.title = description;
  box.append(lab);
  const errId = `${id}-err`;
  const hintId = `${id}-hint`;
  const err = el('span', { class: 'error', id: errId, 'aria-live': 'polite' });
  const hint = el('span', { class: 'sr-only', id: hintId }, description ?? '');
  box.append(hint, err);
  return { box, id, describedBy: `${hintId} ${errId}` };
}

/** A typed value from a text box: a number when it reads as one, else the text for the library to judge. */
function fromText(text: string): unknown {
  const t = text.trim();
  if (t === '') return undefined;
  return /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(t) ? Number(t) : text;
}

function showValue(v: unknown): string {
  if (v === undefined) return '';
  return typeof v === 'string' || typeof v === 'number' ? String(v) : JSON.stringify(v);
}

/** A field's box holding one text input, calling `onText` with its text on every edit. */
function textBox(
  path: Path,
  label: string,
  n: Node,
  attrs: Record<string, string>,
  shown: string,
  onText: (text: string) => void,
): HTMLDivElement {
  const { box, id, describedBy } = fieldBox(path, label, n.description);
  const input = el('input', {
    id,
    type: 'text',
    autocomplete: 'off',
    'aria-describedby': describedBy,
    ...attrs,
  });
  input.value = shown;
  input.addEventListener('input', () => onText(input.value));
  box.insertBefore(input, box.children[1]!);
  return box;
}

function control(
  host: FormHost,
  node: Node,
  path: Path,
  key: string,
  required: boolean,
): HTMLElement | undefined {
  const k = kindOf(host.root, node);
  const n = resolve(host.root, node);
  const value = getAt(host.value, path);
  const label = humanise(key);
  const set = (v: unknown, structural = false) => {
    setAt(host.value, path, v);
    host.changed(structural);
  };
  switch (k.kind) {
    case 'const':
    case 'json':
      return undefined;
    case 'number':
    case 'text': {
      // The default when there is one, else the range when it is short: the hint has the rest.
      const range =
        k.node.minimum !== undefined && k.node.maximum !== undefined
          ? `${k.node.minimum}..${k.node.maximum}`
          : '';
      const placeholder =
        n.default !== undefined
          ? showValue(n.default)
          : `${required ? '' : 'none'}${range.length <= 6 && range ? `${required ? '' : '; '}${range}` : ''}`;
      const inputmode = k.kind === 'number' && k.integer ? 'numeric' : 'text';
      return textBox(path, label, n, { inputmode, placeholder }, showValue(value), (t) =>
        set(fromText(t)),
      );
    }
    case 'enum': {
      const { box, id, describedBy } = fieldBox(path, label, n.description);
      const select = el('select', { id, 'aria-describedby': describedBy });
      if (!required) {
        const d = n.default !== undefined ? `default (${showValue(n.default)})` : 'none';
        select.append(el('option', { value: '' }, d));
      }
      for (const v of k.values) select.append(el('option', { value: v }, v));
      select.value = typeof value === 'string' ? value : '';
      select.addEventListener('change', () => set(select.value === '' ? undefined : select.value));
      box.insertBefore(select, box.children[1]!);
      return box;
    }
    case 'boolean': {
      const { box, id, describedBy } = fieldBox(path, label, n.description);
      box.classList.add('check');
      const input = el('input', { id, type: 'checkbox', 'aria-describedby': describedBy });
      input.checked = value === true;
      input.addEventListener('change', () => set(input.checked ? true : undefined));
      box.insertBefore(input, box.firstChild);
      return box;
    }
    case 'rules':
      return ruleList(host, k.rules, path, label, n.description);
    case 'strings': {
      const shown = Array.isArray(value) ? value.join(', ') : showValue(value);
      return textBox(path, label, n, { placeholder: 'comma-separated' }, shown, (t) => {
        const words = t
          .split(',')
          .map((w) => w.trim())
          .filter((w) => w !== '');
        set(words.length > 0 || required ? words : undefined);
      });
    }
    case 'objects': {
      if (!Array.isArray(value)) {
        if (!required && n.default === undefined) return undefined;
      }
      const list = Array.isArray(value) ? (value as unknown[]) : [];
      const wrap = el('div', { class: 'groups', 'data-path': pathString(path) });
      const title = el('h3', {}, label);
      const err = el('span', { class: 'error', 'aria-live': 'polite' });
      wrap.append(title, err);
      list.forEach((_, i) => {
        const fs = objectFieldset(host, k.item, [...path, i], `${singular(label)} ${i + 1}`);
        if (list.length > (n.minItems ?? 0)) {
          const rm = el(
            'button',
            { type: 'button', class: 'remove' },
            `Remove ${singular(label).toLowerCase()} ${i + 1}`,
          );
          rm.addEventListener('click', () => {
            list.splice(i, 1);
            set(list, true);
          });
          fs.append(rm);
        }
        if (i > 0) {
          // The order of a list can matter (a unit's groups are allocated to in their order).
          const up = el(
            'button',
            { type: 'button', class: 'remove' },
            `Move ${singular(label).toLowerCase()} ${i + 1} up`,
          );
          up.addEventListener('click', () => {
            list.splice(i - 1, 2, list[i], list[i - 1]);
            set(list, true);
          });
          fs.append(up);
        }
        wrap.append(fs);
      });
      if (list.length < (n.maxItems ?? 50)) {
        const add = el(
          'button',
          { type: 'button', class: 'add' },
          `Add ${singular(label).toLowerCase()}`,
        );
        add.addEventListener('click', () => {
          const last = list[list.length - 1];
          list.push(last !== undefined ? structuredClone(last) : skeleton(host.root, k.item));
          set(list, true);
        });
        wrap.append(add);
      }
      return wrap;
    }
    case 'object': {
      if (value === undefined && !required && n.default === undefined) return undefined;
      return objectFieldset(host, k.node, path, label);
    }
  }
}

function singular(label: string): string {
  return label.endsWith('s') ? label.slice(0, -1) : label;
}

/**
 * The fields of an object: common ones in the open, the others under "More", and the names
 * of those left to the JSON editor.
 */
/**
 * The optional lists of objects of `node` whose items repeat some of its own fields (a unit
 * of one profile, or of groups with a profile each): by list, the fields an item repeats.
 */
function splitLists(host: FormHost, node: Node, path: Path): Map<string, string[]> {
  const props = node.properties ?? {};
  const out = new Map<string, string[]>();
  for (const [key, child] of Object.entries(props)) {
    const k = kindOf(host.root, child);
    if (k.kind !== 'objects' || node.required?.includes(key)) continue;
    const fields = Object.keys(resolve(host.root, k.item).properties ?? {}).filter(
      (f) => f !== 'name' && f !== key && f in props,
    );
    // Two fields at least: a profile, not one setting that happens to share a name (baseMm).
    if (fields.length > 1 && getAt(host.value, path) !== undefined) out.set(key, fields);
  }
  return out;
}

/**
 * A button that splits an object into its first group: the fields a group repeats move into
 * it, and the form then draws the list (to add groups to, reorder, give roles).
 */
function splitButton(
  host: FormHost,
  path: Path,
  key: string,
  fields: readonly string[],
  raw: Node,
): HTMLElement {
  const label = humanise(key);
  const wrap = el('div', { class: 'groups', 'data-path': pathString([...path, key]) });
  wrap.append(el('h3', {}, label), el('span', { class: 'error', 'aria-live': 'polite' }));
  const description = resolve(host.root, raw).description;
  if (description) wrap.append(el('p', { class: 'hint' }, description));
  const button = el(
    'button',
    { type: 'button', class: 'add' },
    `Split into ${label.toLowerCase()}`,
  );
  button.addEventListener('click', () => {
    const whole = getAt(host.value, path) as Json;
    // The first group keeps the unit's name: its results (slain.<name>) and the summary name
    // it as the player does, never "group 1".
    const first: Json =
      typeof whole.name === 'string' && whole.name !== '' ? { name: whole.name } : {};
    for (const f of fields) {
      if (whole[f] === undefined) continue;
      first[f] = whole[f];
      delete whole[f];
    }
    whole[key] = [first];
    host.changed(true);
  });
  wrap.append(button);
  return wrap;
}

function objectFieldset(
  host: FormHost,
  raw: Node,
  path: Path,
  legend: string,
): HTMLFieldSetElement {
  const node = resolve(host.root, raw);
  const fs = el('fieldset', { 'data-path': pathString(path) });
  fs.append(el('legend', {}, legend));
  const err = el('span', { class: 'error', 'aria-live': 'polite' });
  fs.append(err);
  const grid = el('div', { class: 'grid' });
  const more = el('div', { class: 'grid' });
  const nested: HTMLElement[] = [];
  const jsonOnly: string[] = [];
  const required = new Set(node.required ?? []);
  const parent = [...path].reverse().find((k): k is string => typeof k === 'string') ?? '';
  const common = (key: string) =>
    required.has(key) || (COMMON.has(key) && !RARE_UNDER[parent]?.has(key));
  const splits = splitLists(host, node, path);
  // Fields given per group once the object is split into groups: not drawn for the whole.
  const perGroup = new Set(
    [...splits]
      .filter(([key]) => Array.isArray(getAt(host.value, [...path, key])))
      .flatMap(([, fields]) => fields),
  );
  for (const [key, child] of Object.entries(node.properties ?? {})) {
    if (path.length === 0 && HIDDEN.has(key)) continue;
    if (perGroup.has(key)) continue;
    const split = splits.get(key);
    const c =
      control(host, child, [...path, key], key, required.has(key)) ??
      (split ? splitButton(host, path, key, split, child) : undefined);
    if (!c) {
      if (kindOf(host.root, child).kind !== 'const') jsonOnly.push(key);
      continue;
    }
    if (
      c.tagName === 'FIELDSET' ||
      c.classList.contains('groups') ||
      c.classList.contains('rules')
    ) {
      if (common(key)) nested.push(c);
      else more.append(c);
    } else if (common(key)) grid.append(c);
    else more.append(c);
  }
  // An object with no common field (re-rolls...) shows all of them.
  if (grid.childElementCount === 0 && nested.length === 0) {
    grid.append(...more.childNodes);
  }
  fs.append(grid, ...nested);
  if (more.childElementCount > 0 || jsonOnly.length > 0) {
    const d = el('details', { class: 'more' });
    const names = [...more.querySelectorAll(':scope > [data-path]')].map((e) =>
      humanise(String(e.getAttribute('data-path')!.split('.').pop()).replace(/\[.*$/, '')),
    );
    const listed = [...names, ...jsonOnly.map((k) => `${humanise(k)} (JSON editor)`)];
    d.append(el('summary', {}, `More: ${listed.join(', ')}`));
    d.append(more);
    if (jsonOnly.length > 0) {
      const names = jsonOnly.map(humanise).join(', ');
      d.append(el('p', { class: 'hint' }, `${names}: set in the JSON editor below.`));
    }
    // Open it when one of its fields has a value, so nothing set is hidden.
    const value = getAt(host.value, path);
    if (typeof value === 'object' && value !== null) {
      const shown = [...more.querySelectorAll(':scope > [data-path]')].map(
        (e) => e.getAttribute('data-path')!,
      );
      if (shown.some((p) => getAt(host.value, [...path, p.split('.').pop()!]) !== undefined)) {
        d.open = true;
      }
    }
    fs.append(d);
  }
  return fs;
}

function ruleName(entry: unknown): string | undefined {
  if (typeof entry === 'string') return entry;
  if (typeof entry === 'object' && entry !== null && 'rule' in entry) {
    const r = (entry as { rule: unknown }).rule;
    return typeof r === 'string' ? r : undefined;
  }
  return undefined;
}

function ruleTitle(name: string): string {
  const s = name.replace(/-/g, ' ');
  return s[0]!.toUpperCase() + s.slice(1);
}

/** A rule list: one check box per rule the schema allows, with its parameters when checked. */
function ruleList(
  host: FormHost,
  rules: readonly RuleChoice[],
  path: Path,
  label: string,
  description: string | undefined,
): HTMLElement {
  const fs = el('fieldset', { class: 'rules', 'data-path': pathString(path) });
  fs.append(el('legend', {}, label));
  if (description) fs.title = description;
  fs.append(el('span', { class: 'error', 'aria-live': 'polite' }));
  const box = el('div', { class: 'checks' });
  const current = (): unknown[] => {
    const v = getAt(host.value, path);
    return Array.isArray(v) ? v : [];
  };
  for (const rule of rules) {
    const list = current();
    const index = list.findIndex((e) => ruleName(e) === rule.name);
    const id = nextId('r');
    const item = el('div', { class: 'rule' });
    const input = el('input', { id, type: 'checkbox' });
    input.checked = index >= 0;
    const lab = el('label', { for: id }, ruleTitle(rule.name));
    // The box and its name stay together; only the rule's parameters wrap to a new line.
    const tick = el('span', { class: 'tick' });
    tick.append(input, lab);
    item.append(tick);
    input.addEventListener('change', () => {
      const l = current();
      const at = l.findIndex((e) => ruleName(e) === rule.name);
      if (input.checked && at < 0) {
        const entry: Json = { rule: rule.name };
        // Each parameter the rule needs, at a value a player can start from.
        for (const param of rule.required) {
          const v = paramDefault(host.root, rule.params[param]!);
          if (v !== undefined) entry[param] = v;
        }
        l.push(rule.bare && rule.required.length === 0 ? rule.name : entry);
      } else if (!input.checked && at >= 0) l.splice(at, 1);
      setAt(host.value, path, l);
      host.changed(Object.keys(rule.params).length > 0);
    });
    if (index >= 0) {
      for (const [param, node] of Object.entries(rule.params)) {
        const entry = list[index];
        const pv = typeof entry === 'object' && entry !== null ? (entry as Json)[param] : undefined;
        const pid = nextId('p');
        const p = el('span', { class: 'param', 'data-path': pathString([...path, index, param]) });
        const pl = el('label', { for: pid }, humanise(param));
        const n = resolve(host.root, node);
        if (n.description) pl.title = n.description;
        const pk = kindOf(host.root, n);
        const isBool = pk.kind === 'boolean';
        const isWord = pk.kind === 'text' && !pk.numeric;
        const pi = el(
          'input',
          isBool
            ? { id: pid, type: 'checkbox' }
            : isWord
              ? { id: pid, type: 'text', class: 'word', size: '8' }
              : { id: pid, type: 'text', inputmode: 'numeric', size: '3' },
        );
        if (isBool) (pi as HTMLInputElement).checked = pv === true;
        else {
          pi.value = showValue(pv);
          if (n.default !== undefined) pi.placeholder = showValue(n.default);
        }
        const onEdit = () => {
          const l = current();
          const at = l.findIndex((e) => ruleName(e) === rule.name);
          const old = l[at];
          const obj: Json =
            typeof old === 'object' && old !== null ? { ...(old as Json) } : { rule: rule.name };
          const v = isBool ? (pi.checked ? true : undefined) : fromText(pi.value);
          if (v === undefined) delete obj[param];
          else obj[param] = v;
          l[at] = rule.bare && Object.keys(obj).length === 1 ? rule.name : obj;
          setAt(host.value, path, l);
          host.changed(false);
        };
        pi.addEventListener(isBool ? 'change' : 'input', onEdit);
        p.append(pl, pi, el('span', { class: 'error', 'aria-live': 'polite' }));
        item.append(p);
      }
    }
    box.append(item);
  }
  const known = new Set(rules.map((r) => r.name));
  const others = current()
    .map(ruleName)
    .filter((r): r is string => r !== undefined && !known.has(r));
  if (others.length > 0)
    box.append(el('p', { class: 'hint' }, `Also (JSON editor): ${others.join(', ')}`));
  fs.append(box);
  return fs;
}

/**
 * Draw the form of a scenario (one ruleset variant of the schema) into `container`.
 *
 * @example
 * ```ts
 * renderForm(document.querySelector('#form')!, host, variant.node);
 * ```
 */
export function renderForm(container: HTMLElement, host: FormHost, variantNode: Node): void {
  const fs = objectFieldset(host, variantNode, [], 'Scenario');
  container.replaceChildren(...fs.childNodes);
}

/**
 * A loadout of an analysis (a profile: its name, points and attackers) as a card: the
 * attackers drawn with the very fields of the attack form (the scenario variant's
 * `attackers`), so a loadout is edited as an attack is.
 *
 * @example
 * ```ts
 * renderLoadout(card, { root, value: analysis.profiles[0], changed }, variant.node, 'Loadout 1');
 * ```
 */
export function renderLoadout(
  container: HTMLElement,
  host: FormHost,
  variantNode: Node,
  legend: string,
): void {
  const attackers = resolve(host.root, variantNode).properties?.attackers;
  const node: Node = {
    type: 'object',
    required: ['name', 'attackers'],
    properties: {
      name: { type: 'string', description: 'The name the table and the heat map give it' },
      points: {
        type: 'number',
        minimum: 0,
        description: 'Its points cost, for the figures per point (optional)',
      },
      ...(attackers ? { attackers } : {}),
    },
  };
  container.replaceChildren(objectFieldset(host, node, [], legend));
}

/**
 * Show the library's issues next to their fields: each goes to the deepest field whose path
 * starts it; those with no field go to `fallback`. Returns how many found a field.
 *
 * @example
 * ```ts
 * showIssues(form, [{ path: 'attackers[0].bs', message: 'expected 1..10, got 0' }], general);
 * ```
 */
export function showIssues(
  container: HTMLElement,
  issues: readonly { readonly path: string; readonly message: string }[],
  fallback: HTMLElement,
): void {
  for (const e of container.querySelectorAll('.error')) e.textContent = '';
  for (const e of container.querySelectorAll('[aria-invalid]')) e.removeAttribute('aria-invalid');
  const boxes = [...container.querySelectorAll<HTMLElement>('[data-path]')];
  const general: string[] = [];
  for (const issue of issues) {
    let best: HTMLElement | undefined;
    let bestLen = -1;
    for (const b of boxes) {
      const p = b.dataset.path!;
      const under =
        p === issue.path ||
        (p !== '' && (issue.path.startsWith(`${p}.`) || issue.path.startsWith(`${p}[`)));
      if (under && p.length > bestLen) {
        best = b;
        bestLen = p.length;
      }
    }
    const err = best?.querySelector(':scope > .error');
    if (best && err) {
      const rest = issue.path === best.dataset.path ? '' : `${issue.path}: `;
      err.textContent = `${err.textContent ? `${err.textContent}; ` : ''}${rest}${issue.message}`;
      best.querySelector(':scope > input, :scope > select')?.setAttribute('aria-invalid', 'true');
    } else general.push(`${issue.path || '(scenario)'}: ${issue.message}`);
  }
  fallback.textContent = general.join('\n');
}
