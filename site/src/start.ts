/// <reference types="vite/client" />
/**
 * The attack each ruleset (or phase) starts from when the player picks it: a valid scenario,
 * so the page answers at once instead of showing a skeleton of minimums (S1, T1) for the
 * player to mend. The README's examples first, then the first of the repository's
 * `examples/*.json` of that ruleset and phase (a ruleset that ships an example needs no page
 * code), and the schema's skeleton last.
 *
 * @module
 */
import { type Node, skeleton, type Variant, variantOf } from './schema.js';

type Json = Record<string, unknown>;

/** The README's first examples. */
const README: Readonly<Record<string, Json>> = {
  scrollhammer: {
    ruleset: 'scrollhammer',
    attackers: [{ name: 'Bowmen', models: 10, bs: 3, strength: 3 }],
    target: { name: 'Draugr', groups: [{ models: 5, toughness: 4, save: 4 }], cover: 4 },
  },
  'mesbg:shoot': {
    ruleset: 'mesbg',
    attackers: [{ name: 'Hunter Orcs', models: 5, shootValue: 5, strength: 2 }],
    target: { name: 'Bilbo', defence: 3, wounds: 2 },
  },
};

/** The repository's example scenarios, by file name (bundled: a few KB). */
const FILES = import.meta.glob<Json>('../../examples/*.json', { eager: true, import: 'default' });

/**
 * The scenario a variant starts from (a fresh copy).
 *
 * @example
 * ```ts
 * startScenario(root, list, list.find((v) => v.id === 'wh40k-10e')!).ruleset; // 'wh40k-10e'
 * ```
 */
export function startScenario(root: Node, list: readonly Variant[], v: Variant): Json {
  const readme = README[v.id];
  if (readme) return structuredClone(readme);
  for (const name of Object.keys(FILES).sort()) {
    const file = FILES[name]!;
    if (file.ruleset !== v.ruleset || variantOf(list, file) !== v) continue;
    const { $schema: _, description: __, ...scenario } = file;
    return structuredClone(scenario);
  }
  return skeleton(root, v.node) as Json;
}
