/**
 * XML of BattleScribe documents (`.ros`, `.cat`, `.gst`) into the JSON shape of
 * {@link BsNode}, with the `saxes` parser: strict (a damaged file is an error with its line
 * and column, never a half-read roster), streaming, and browser-safe.
 *
 * Only what the importers read is kept: attributes, child lists and the text of
 * `characteristic` elements. Other text (rules descriptions, notes) is dropped as it is
 * read, so no rules text ever reaches the imported units.
 *
 * @module
 */
import { SaxesParser } from 'saxes';
import { IMPORT_LIMITS, ImportError } from './errors.js';
import type { BsNode } from './tree.js';

/** The longest "Ability" characteristic read as a list of ability names, not rules text. */
export const ABILITY_NAMES_LENGTH = 160;

interface Open {
  readonly tag: string;
  readonly node: Record<string, unknown>;
  text: string;
}

/**
 * Parse a BattleScribe XML document. Returns the root element's name and the root as a
 * {@link BsNode}.
 *
 * @param text - the XML text.
 * @param source - the file, for messages.
 * @throws {ImportError} if the text is not well-formed XML (with its line and column), or
 *   breaks {@link IMPORT_LIMITS} (nodes, depth).
 * @example
 * ```ts
 * parseBsXml('<roster name="x"><forces/></roster>', 'x.ros'); // { root: 'roster', node: { name: 'x', forces: [] } }
 * ```
 */
export function parseBsXml(text: string, source: string): { root: string; node: BsNode } {
  const parser = new SaxesParser({ position: true });
  const stack: Open[] = [];
  let root: Open | undefined;
  let count = 0;
  const place = () => `line ${parser.line}, column ${parser.column}`;
  parser.on('opentag', (tag) => {
    if (++count > IMPORT_LIMITS.nodes) {
      throw new ImportError(source, place(), `more than ${IMPORT_LIMITS.nodes} elements`);
    }
    if (stack.length >= IMPORT_LIMITS.depth) {
      throw new ImportError(source, place(), `elements nested deeper than ${IMPORT_LIMITS.depth}`);
    }
    const node: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(tag.attributes)) {
      node[k] = typeof v === 'string' ? v : v.value;
    }
    const parent = stack[stack.length - 1];
    if (parent) {
      // A child list: `<selections>` is an array under `selections`; an element of it is
      // pushed on its parent's array.
      const existing = parent.node[tag.name];
      if (Array.isArray(existing)) existing.push(node);
      else parent.node[tag.name] = [node];
      // The list element itself: its children go into the array held by the grandparent.
    }
    const open: Open = { tag: tag.name, node, text: '' };
    stack.push(open);
    if (!root) root = open;
  });
  parser.on('text', (t) => {
    const top = stack[stack.length - 1];
    if (top && top.tag === 'characteristic') top.text += t;
  });
  parser.on('closetag', () => {
    const open = stack.pop();
    if (open && open.tag === 'characteristic') {
      // A description is rules text: only a roll threshold it states ("4+") is kept. A
      // weapon's short "Ability" names its abilities (Age of Sigmar): kept.
      const name = String(open.node.name ?? '');
      const describes =
        /^(description|effect)$/i.test(name) ||
        (/^ability$/i.test(name) && open.text.trim().length > ABILITY_NAMES_LENGTH);
      open.node.$text = describes ? (/\d\s*\+/.exec(open.text)?.[0] ?? '') : open.text.trim();
    }
  });
  try {
    parser.write(text).close();
  } catch (e) {
    if (e instanceof ImportError) throw e;
    const m = e instanceof Error ? e.message : String(e);
    // saxes says `undefined:3:10: message`; say it as a place.
    const pos = /^(?:[^:\d][^:]*:)?(\d+):(\d+): (.*)$/s.exec(m);
    throw new ImportError(
      source,
      pos ? `line ${pos[1]}, column ${pos[2]}` : place(),
      `not well-formed XML: ${pos ? pos[3] : m}`,
    );
  }
  if (!root) throw new ImportError(source, '', 'no XML element found');
  return { root: root.tag, node: flatten(root.node) };
}

/**
 * The parse above puts `<selections><selection/>...</selections>` as
 * `selections: [{ selection: [...] }]`; BattleScribe's JSON has `selections: [...]`. Lift
 * each list's elements one level up, in place (bounded by the node count).
 */
function flatten(node: Record<string, unknown>): BsNode {
  const work: Record<string, unknown>[] = [node];
  while (work.length > 0) {
    const n = work.pop()!;
    for (const [k, v] of Object.entries(n)) {
      if (!Array.isArray(v)) continue;
      // v is [containerElement] (one `<selections>`); its own keys are the item lists.
      const items: unknown[] = [];
      for (const container of v as Record<string, unknown>[]) {
        for (const list of Object.values(container)) {
          if (Array.isArray(list)) items.push(...list);
        }
      }
      n[k] = items;
      for (const item of items) work.push(item as Record<string, unknown>);
    }
  }
  return node;
}
