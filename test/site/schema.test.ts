/**
 * The playground's reading of the scenario JSON Schema, in Node: the rulesets it offers and
 * the controls it draws come from the library's schema, so a ruleset added to the schema
 * appears in the page without page code.
 */
import { describe, expect, it } from 'vitest';
import {
  humanise,
  kindOf,
  type Node,
  paramDefault,
  skeleton,
  variantOf,
  variants,
} from '../../site/src/schema.js';
import { startScenario } from '../../site/src/start.js';
import { ScenarioError } from '../../src/errors.js';
import { scenarioJsonSchema } from '../../src/scenario/jsonSchema.js';
import {
  SCROLLHAMMER_ATTACKER_RULES,
  SCROLLHAMMER_TARGET_RULES,
} from '../../src/scenario/schema.js';
import { parseScenario } from '../../src/scenario/validate.js';

const root = scenarioJsonSchema() as unknown as Node;

function field(ruleset: string, ...path: string[]): Node {
  let n = variants(root).find((v) => v.ruleset === ruleset)!.node;
  for (const key of path) {
    const k = kindOf(root, n);
    n = k.kind === 'objects' ? k.item : k.kind === 'object' ? k.node : n;
    n = n.properties![key]!;
  }
  return n;
}

describe('the playground schema reader', () => {
  it('offers every ruleset of the schema, each accepted by the library', () => {
    const list = variants(root);
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list.map((v) => v.ruleset)).toEqual(expect.arrayContaining(['scrollhammer', 'mesbg']));
    // One entry per phase where the ruleset has a branch per phase, each with its own label.
    expect(list.filter((v) => v.ruleset === 'mesbg').map((v) => [v.id, v.label])).toEqual([
      ['mesbg:shoot', 'Middle-earth Strategy Battle Game (MESBG): Shoot phase'],
      ['mesbg:fight', 'Middle-earth Strategy Battle Game (MESBG): Fight between side A and side B'],
    ]);
    expect(new Set(list.map((v) => v.id)).size).toBe(list.length);
    expect(variantOf(list, { ruleset: 'mesbg' })?.id).toBe('mesbg:shoot');
    for (const v of list) {
      // A ruleset's first attack, from its schema alone: valid, or refused with paths.
      const s = skeleton(root, v.node) as Record<string, unknown>;
      expect(s.ruleset).toBe(v.ruleset);
      try {
        parseScenario(s);
      } catch (e) {
        expect(e).toBeInstanceOf(ScenarioError);
        for (const issue of (e as ScenarioError).issues) expect(issue.path).not.toBe('ruleset');
      }
    }
  });

  it('starts every ruleset and phase from an attack the library accepts', () => {
    const list = variants(root);
    for (const v of list) {
      const s = startScenario(root, list, v);
      expect(variantOf(list, s)).toBe(v);
      expect(() => parseScenario(s)).not.toThrow();
    }
  });

  it('gives every rule parameter a value to start from', () => {
    for (const v of variants(root)) {
      const walk = (raw: Node, depth: number): void => {
        const k = kindOf(root, raw);
        if (k.kind === 'rules') {
          for (const r of k.rules) {
            for (const p of r.required) expect(paramDefault(root, r.params[p]!)).toBeDefined();
          }
        } else if (depth < 5 && (k.kind === 'object' || k.kind === 'objects')) {
          const n = k.kind === 'object' ? k.node : k.item;
          for (const c of Object.values(n.properties ?? {})) walk(c, depth + 1);
        }
      };
      walk(v.node, 0);
    }
    expect(paramDefault(root, { type: 'integer', minimum: 2, maximum: 6 })).toBe(4);
    expect(
      paramDefault(root, { type: 'string', description: 'A keyword, such as "infantry"' }),
    ).toBe('infantry');
  });

  it('draws the library rule lists as check boxes, with their parameters', () => {
    const attacker = kindOf(root, field('scrollhammer', 'attackers', 'rules'));
    expect(attacker.kind).toBe('rules');
    if (attacker.kind !== 'rules') return;
    expect(attacker.rules.map((r) => r.name).sort()).toEqual(
      [...SCROLLHAMMER_ATTACKER_RULES].sort(),
    );
    const absorb = attacker.rules.find((r) => r.name === 'absorb-health')!;
    expect(absorb.required).toEqual(['on']); // so its check box writes { rule, on }
    const target = kindOf(root, field('scrollhammer', 'target', 'groups', 'rules'));
    if (target.kind !== 'rules') throw new Error(`not a rule list: ${target.kind}`);
    expect(target.rules.map((r) => r.name).sort()).toEqual([...SCROLLHAMMER_TARGET_RULES].sort());
  });

  it('gives each kind of field its control', () => {
    expect(kindOf(root, field('scrollhammer', 'attackers', 'bs')).kind).toBe('number');
    expect(kindOf(root, field('scrollhammer', 'attackers', 'shots'))).toMatchObject({
      kind: 'text',
      numeric: true,
    });
    expect(kindOf(root, field('scrollhammer', 'method')).kind).toBe('enum');
    expect(kindOf(root, field('scrollhammer', 'target', 'goneToGround')).kind).toBe('boolean');
    expect(kindOf(root, field('scrollhammer', 'target', 'cover')).kind).toBe('number');
    expect(kindOf(root, field('scrollhammer', 'target', 'groups')).kind).toBe('objects');
    expect(kindOf(root, field('mesbg', 'attackers', 'reroll')).kind).toBe('object');
    expect(kindOf(root, field('scrollhammer', 'ruleset')).kind).toBe('const');
  });

  it('finds a ruleset the schema adds, with no page code', () => {
    const added: Node = {
      ...root,
      oneOf: [
        ...(root.oneOf ?? []),
        {
          type: 'object',
          properties: {
            ruleset: { const: 'skirmish', description: 'The ruleset: a skirmish game' },
            attackers: {
              type: 'array',
              minItems: 1,
              items: {
                type: 'object',
                properties: { attacks: { type: 'integer', minimum: 1, maximum: 20 } },
                required: ['attacks'],
              },
            },
          },
          required: ['ruleset', 'attackers'],
        },
      ],
    };
    const v = variants(added).find((x) => x.ruleset === 'skirmish')!;
    expect(v.label).toBe('A skirmish game');
    expect(skeleton(added, v.node)).toEqual({ ruleset: 'skirmish', attackers: [{ attacks: 1 }] });
  });

  it('labels fields readably', () => {
    expect(humanise('bs')).toBe('BS');
    expect(humanise('shootValue')).toBe('Shoot value');
    expect(humanise('feelNoPain')).toBe('Feel no pain');
  });
});
