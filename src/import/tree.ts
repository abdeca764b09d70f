/**
 * The one shape both roster encodings are read into: the BattleScribe schema as New
 * Recruit writes it in JSON. An element is an object of its attributes; each child list
 * (`<selections>`, `<profiles>`, `<characteristics>`...) is an array under its own name;
 * a characteristic's value is under `$text`. XML (`.ros`, `.cat`, `.gst`) is converted to
 * it by `xml.ts`; JSON (New Recruit's export, the newer data repositories) already is it.
 *
 * @module
 */

/**
 * One element of a BattleScribe document: attributes as strings (or numbers and booleans in
 * JSON), child lists as arrays of elements, `$text` for a characteristic's value.
 *
 * @example
 * ```ts
 * const c: BsNode = { name: 'T', typeId: 'd29d-cf75-fc2d-34a4', $text: '4' };
 * ```
 */
export interface BsNode {
  readonly [key: string]: unknown;
}

/**
 * The child list `key` of a node, as an array of nodes (empty when absent). JSON writers
 * that put a lone child as an object rather than a one-element array are read the same.
 *
 * @example
 * ```ts
 * children({ selections: [{ name: 'Bolt rifle' }] }, 'selections'); // [{ name: 'Bolt rifle' }]
 * ```
 */
export function children(node: BsNode, key: string): readonly BsNode[] {
  const v = node[key];
  if (Array.isArray(v)) return v.filter(isNode);
  if (isNode(v)) {
    // An XML-to-JSON converter's `{ selections: { selection: [...] } }`.
    const inner = Object.values(v);
    if (inner.length === 1 && (Array.isArray(inner[0]) || isNode(inner[0]))) {
      return Array.isArray(inner[0]) ? inner[0].filter(isNode) : [inner[0] as BsNode];
    }
    return [v];
  }
  return [];
}

/**
 * A JSON object (not an array, not null).
 *
 * @example
 * ```ts
 * isNode({ name: 'x' }); // true
 * isNode([1]);           // false
 * ```
 */
export function isNode(v: unknown): v is BsNode {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * An attribute as a string (`''` when absent); numbers and booleans of JSON as text.
 *
 * @example
 * ```ts
 * attr({ number: 3 }, 'number'); // '3'
 * ```
 */
export function attr(node: BsNode, key: string): string {
  const v = node[key];
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return '';
}

/**
 * A characteristic's value: `$text` (New Recruit, converted XML), or `value`, or `#text`.
 *
 * @example
 * ```ts
 * textOf({ name: 'T', $text: '4' }); // '4'
 * ```
 */
export function textOf(node: BsNode): string {
  for (const k of ['$text', '#text', 'value', '_']) {
    const v = node[k];
    if (typeof v === 'string') return v.trim();
    if (typeof v === 'number') return String(v);
  }
  return '';
}
