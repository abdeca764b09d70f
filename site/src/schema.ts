/**
 * Reading the library's JSON Schema of scenarios (`scenarioJsonSchema()`): its ruleset
 * variants, `$ref`s, and what kind of control each field gets. Nothing here names a ruleset
 * or a field of one: a ruleset the library adds appears in the page through its schema.
 *
 * @module
 */

/** A JSON Schema node, as far as the page reads it. */
export interface Node {
  readonly $ref?: string;
  readonly type?: string | readonly string[];
  readonly const?: unknown;
  readonly enum?: readonly unknown[];
  readonly anyOf?: readonly Node[];
  readonly oneOf?: readonly Node[];
  readonly properties?: Readonly<Record<string, Node>>;
  readonly required?: readonly string[];
  readonly items?: Node;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly maxLength?: number;
  readonly default?: unknown;
  readonly description?: string;
  readonly $defs?: Readonly<Record<string, Node>>;
}

/**
 * One branch of the scenario schema, found by its `ruleset` constant and, for a ruleset with
 * a branch per phase (MESBG's shooting and fight), its `phase` constant.
 */
export interface Variant {
  readonly ruleset: string;
  /** The branch's `phase` constant, when the ruleset has a branch per phase. */
  readonly phase?: string;
  /** Whether this branch is the one a scenario without `phase` takes. */
  readonly byDefault: boolean;
  /** Unique among the variants: `ruleset`, or `ruleset:phase`. */
  readonly id: string;
  readonly label: string;
  readonly node: Node;
}

const capital = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/**
 * The ruleset variants of the scenario schema, in the schema's order.
 *
 * @example
 * ```ts
 * variants(scenarioJsonSchema()).map((v) => v.ruleset); // ['scrollhammer', 'mesbg', ...]
 * ```
 */
export function variants(root: Node): Variant[] {
  const out: Variant[] = [];
  for (const node of root.oneOf ?? root.anyOf ?? []) {
    const r = node.properties?.ruleset;
    if (typeof r?.const !== 'string') continue;
    const label = capital((r.description ?? r.const).replace(/^The ruleset:\s*(the\s+)?/i, ''));
    const p = node.properties?.phase;
    if (typeof p?.const === 'string') {
      // '"shoot" (default): the Shoot phase' -> 'Shoot phase'.
      const said = (p.description ?? p.const)
        .replace(/^.*?:\s*/, '')
        .replace(/^(the|a|an)\s+/i, '');
      out.push({
        ruleset: r.const,
        phase: p.const,
        byDefault: /\(default\)/.test(p.description ?? ''),
        id: `${r.const}:${p.const}`,
        label: `${label}: ${capital(said)}`,
        node,
      });
    } else out.push({ ruleset: r.const, byDefault: true, id: r.const, label, node });
  }
  return out;
}

/**
 * The variant a scenario belongs to: its ruleset, and its phase's branch when the ruleset
 * has one per phase (the default branch when the scenario names no phase).
 *
 * @example
 * ```ts
 * variantOf(variants(root), { ruleset: 'mesbg', phase: 'fight' })?.id; // 'mesbg:fight'
 * ```
 */
export function variantOf(
  list: readonly Variant[],
  scenario: { readonly ruleset?: unknown; readonly phase?: unknown },
): Variant | undefined {
  const mine = list.filter((v) => v.ruleset === scenario.ruleset);
  return (
    mine.find((v) => v.phase !== undefined && v.phase === scenario.phase) ??
    mine.find((v) => v.byDefault) ??
    mine[0]
  );
}

/**
 * A node with its `$ref` followed (siblings such as `default` kept over the target's).
 *
 * @example
 * ```ts
 * resolve(root, { $ref: '#/$defs/Dice', default: 1 }).anyOf?.length; // 2
 * ```
 */
export function resolve(root: Node, node: Node): Node {
  let n = node;
  for (let i = 0; i < 20 && n.$ref; i++) {
    const name = n.$ref.replace(/^#\/\$defs\//, '');
    const target = root.$defs?.[name];
    if (!target) break;
    const { $ref: _, ...rest } = n;
    n = { ...target, ...rest };
  }
  return n;
}

/** The control a field gets. */
export type Kind =
  | { readonly kind: 'const' }
  | { readonly kind: 'number'; readonly node: Node; readonly integer: boolean }
  | { readonly kind: 'text'; readonly node: Node; readonly numeric: boolean }
  | { readonly kind: 'enum'; readonly values: readonly string[] }
  | { readonly kind: 'boolean' }
  | { readonly kind: 'rules'; readonly rules: readonly RuleChoice[] }
  | { readonly kind: 'objects'; readonly item: Node }
  /** A list of free words (keywords): one text box, comma-separated. */
  | { readonly kind: 'strings' }
  | { readonly kind: 'object'; readonly node: Node }
  | { readonly kind: 'json' };

/** A rule a rule list may hold, with its parameters (from the object form of the rule). */
export interface RuleChoice {
  readonly name: string;
  /** The rule may be written as a bare name (it needs no parameter). */
  readonly bare: boolean;
  readonly params: Readonly<Record<string, Node>>;
  readonly required: readonly string[];
}

function isType(n: Node, t: string): boolean {
  return n.type === t || (Array.isArray(n.type) && n.type.includes(t));
}

/**
 * What control a field's schema calls for. Numbers, enums, booleans and short strings are
 * plain inputs; a number-or-text union (dice) is a text box; a list of rule names (an enum
 * of strings or objects with a `rule` constant) is a set of check boxes; lists of objects
 * are repeated fieldsets; a list of free words is one comma-separated text box; anything else
 * is left to the JSON editor.
 *
 * @example
 * ```ts
 * kindOf(root, { type: 'integer', minimum: 1 }).kind; // 'number'
 * ```
 */
export function kindOf(root: Node, raw: Node): Kind {
  const n = resolve(root, raw);
  if (n.const !== undefined) return { kind: 'const' };
  if (n.enum?.every((x) => typeof x === 'string')) {
    return { kind: 'enum', values: n.enum as readonly string[] };
  }
  if (isType(n, 'integer') || isType(n, 'number')) {
    return { kind: 'number', node: n, integer: isType(n, 'integer') };
  }
  if (isType(n, 'boolean')) return { kind: 'boolean' };
  if (isType(n, 'string')) return { kind: 'text', node: n, numeric: false };
  const branches = (n.anyOf ?? n.oneOf ?? []).map((b) => resolve(root, b));
  if (branches.length > 0) {
    const num = branches.find((b) => isType(b, 'integer') || isType(b, 'number'));
    if (branches.some((b) => isType(b, 'string')) && num) {
      return { kind: 'text', node: { ...num, ...n }, numeric: true };
    }
    if (num) return { kind: 'number', node: { ...num, ...n }, integer: isType(num, 'integer') };
    if (branches.every((b) => b.const === true || b.const === false)) return { kind: 'boolean' };
  }
  if (isType(n, 'array') && n.items) {
    const rules = ruleChoices(root, n.items);
    if (rules) return { kind: 'rules', rules };
    const item = resolve(root, n.items);
    if (isType(item, 'object')) return { kind: 'objects', item };
    if (isType(item, 'string') && item.enum === undefined) return { kind: 'strings' };
  }
  if (isType(n, 'object') && n.properties) return { kind: 'object', node: n };
  return { kind: 'json' };
}

/** The rules of a rule list's item schema, or `undefined` when it is not one. */
function ruleChoices(root: Node, raw: Node): RuleChoice[] | undefined {
  const items = resolve(root, raw);
  const branches = (items.anyOf ?? items.oneOf ?? [items]).map((b) => resolve(root, b));
  const names: string[] = [];
  const objects: Node[] = [];
  for (const b of branches) {
    if (b.enum?.every((x) => typeof x === 'string')) names.push(...(b.enum as string[]));
    else if (b.oneOf || b.anyOf)
      objects.push(...(b.oneOf ?? b.anyOf ?? []).map((x) => resolve(root, x)));
    else objects.push(b);
  }
  const out = new Map<string, RuleChoice>();
  for (const name of names) out.set(name, { name, bare: true, params: {}, required: [] });
  for (const o of objects) {
    const rule = o.properties?.rule?.const;
    if (typeof rule !== 'string') return names.length > 0 ? [...out.values()] : undefined;
    const { rule: _, ...params } = o.properties ?? {};
    out.set(rule, {
      name: rule,
      bare: names.includes(rule),
      params,
      required: (o.required ?? []).filter((r) => r !== 'rule'),
    });
  }
  return out.size > 0 ? [...out.values()] : undefined;
}

/**
 * A value for a new object of this schema: its required fields, each at its default, its
 * constant, its minimum or a skeleton of its own. Enough for the library to parse, or to name
 * what is still missing.
 *
 * @example
 * ```ts
 * skeleton(root, variant.node); // { ruleset: 'mesbg', attackers: [{ shootValue: 2, strength: 1 }], target: { defence: 1 } }
 * ```
 */
export function skeleton(root: Node, raw: Node): unknown {
  const n = resolve(root, raw);
  if (n.default !== undefined) return structuredClone(n.default);
  if (n.const !== undefined) return n.const;
  const k = kindOf(root, n);
  switch (k.kind) {
    case 'enum':
      return k.values[0];
    case 'number':
    case 'text':
      return k.node.minimum ?? 1;
    case 'boolean':
      return false;
    case 'objects':
      return [skeleton(root, k.item)];
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of n.required ?? []) out[key] = skeleton(root, n.properties![key]!);
      return out;
    }
    default:
      return n.type === 'array' ? [] : {};
  }
}

/**
 * A value for a rule's parameter when its check box is ticked, so a rule is never ticked into
 * an error: the schema's default; for a D6 roll (2..6) 4+, the middle of the die; else the
 * least value allowed, but at least 1 (an X of 0 does nothing); for a word, the example its description gives (`such as "infantry"`).
 * `undefined` when none can be told (the library then names the field).
 *
 * @example
 * ```ts
 * paramDefault(root, { type: 'integer', minimum: 2, maximum: 6 }); // 4
 * ```
 */
export function paramDefault(root: Node, raw: Node): unknown {
  const n = resolve(root, raw);
  if (n.default !== undefined) return structuredClone(n.default);
  const k = kindOf(root, n);
  if (k.kind === 'number' || (k.kind === 'text' && k.numeric)) {
    const { minimum: lo, maximum: hi } = k.node;
    if (lo === 2 && hi === 6) return 4;
    // A rule's X of 0 (Sustained Hits 0) does nothing: 1 when allowed, else the least value.
    if (lo === undefined || lo < 1) return hi === undefined || hi >= 1 ? 1 : lo;
    return lo;
  }
  if (k.kind === 'enum') return k.values[0];
  if (k.kind === 'text') return /such as "([^"]+)"/.exec(n.description ?? '')?.[1];
  return undefined;
}

/**
 * A field name for a label: `shootValue` -> `Shoot value`, `bs` -> `BS`, `hitOn` -> `Hit on`.
 *
 * @example
 * ```ts
 * humanise('feelNoPain'); // 'Feel no pain'
 * ```
 */
export function humanise(key: string): string {
  // Characteristics' abbreviations (BS, WS, AP), not short words (a rule's "on").
  if (key.length <= 2 && key !== 'on') return key.toUpperCase();
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/-/g, ' ')
    .toLowerCase();
  return words[0]!.toUpperCase() + words.slice(1);
}
