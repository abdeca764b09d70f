// Parsing a parsed scenario gives it back unchanged (docs/scenario-format.md, "The parsed
// scenario"): what `matrix`, `compare` and an `import --analysis` file hand on is a parsed
// scenario or analysis, written out as JSON and read again. Held over every scenario and
// analysis of examples/, of the spec fixtures and of every docs page's ```json blocks (every
// ruleset), and over random units of several groups in both 40k editions.
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { registeredRulesets } from '../../src/rulesets/index.js';
import { parseAnalysis } from '../../src/scenario/analysisSchema.js';
import { parseScenario } from '../../src/scenario/validate.js';

const root = new URL('../../', import.meta.url);
const RULESETS = new Set(registeredRulesets().map((r) => r.name));

/** A parsed value as a file holds it: written out as JSON and read back. */
const asFile = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

interface Found {
  readonly where: string;
  readonly value: { readonly ruleset?: unknown; readonly profiles?: unknown };
}

/** The JSON files of a folder (not its subfolders), read. */
function jsonFiles(folder: string): Found[] {
  const dir = new URL(folder, root);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({
      where: `${folder}${f}`,
      value: JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as Found['value'],
    }));
}

/** Every ```json block of the docs pages (docs/ and one level below) that is valid JSON. */
function docBlocks(): Found[] {
  const pages: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(new URL(folder, root), { withFileTypes: true })) {
      if (entry.isDirectory()) walk(`${folder}${entry.name}/`);
      else if (entry.name.endsWith('.md')) pages.push(`${folder}${entry.name}`);
    }
  };
  walk('docs/');
  pages.push('README.md');
  const found: Found[] = [];
  for (const page of pages) {
    const lines = readFileSync(new URL(page, root), 'utf8').split('\n');
    for (let i = 0; i < lines.length; i++) {
      if (lines[i]!.trim() !== '```json') continue;
      const start = i + 1;
      const body: string[] = [];
      for (i++; i < lines.length && lines[i]!.trim() !== '```'; i++) body.push(lines[i]!);
      try {
        found.push({ where: `${page}:${start}`, value: JSON.parse(body.join('\n')) });
      } catch {
        // A fragment (one field, a target alone): not a whole scenario.
      }
    }
  }
  return found;
}

/** A whole scenario or analysis of a registered ruleset that parses (error examples aside). */
function parses(f: Found): 'scenario' | 'analysis' | undefined {
  if (typeof f.value !== 'object' || f.value === null || Array.isArray(f.value)) return undefined;
  if (typeof f.value.ruleset !== 'string' || !RULESETS.has(f.value.ruleset)) return undefined;
  const kind = f.value.profiles === undefined ? 'scenario' : 'analysis';
  try {
    if (kind === 'scenario') parseScenario(f.value);
    else parseAnalysis(f.value);
    return kind;
  } catch {
    return undefined;
  }
}

const all = [
  ...jsonFiles('examples/'),
  ...jsonFiles('examples/analytics/'),
  ...jsonFiles('examples/rosters/'),
  ...jsonFiles('test/fixtures/spec/'),
  ...docBlocks(),
];
const scenarios = all.filter((f) => parses(f) === 'scenario');
const analyses = all.filter((f) => parses(f) === 'analysis');

describe('parsing a parsed scenario gives it back unchanged', () => {
  test('the examples cover every ruleset, and units of several groups in both 40k editions', () => {
    const rulesets = new Set(scenarios.map((f) => f.value.ruleset));
    expect([...rulesets].sort()).toEqual([...RULESETS].sort());
    const grouped = scenarios.filter(
      (f) => (f.value as { target?: { groups?: unknown } }).target?.groups !== undefined,
    );
    const groupedRulesets = new Set(grouped.map((f) => f.value.ruleset));
    expect(groupedRulesets).toContain('wh40k-10e');
    expect(groupedRulesets).toContain('wh40k-11e');
    // docs/scenario-format.md's own "Boyz with a Warboss".
    expect(grouped.some((f) => JSON.stringify(f.value).includes('Boyz with a Warboss'))).toBe(true);
  });

  test.each(scenarios.map((f) => [f.where, f] as const))('%s', (_where, f) => {
    const once = parseScenario(f.value);
    expect(parseScenario(asFile(once))).toEqual(once);
  });
});

describe('parsing a parsed analysis gives it back unchanged', () => {
  test('the examples hold analyses of several rulesets', () => {
    expect(new Set(analyses.map((f) => f.value.ruleset)).size).toBeGreaterThanOrEqual(3);
  });

  test.each(analyses.map((f) => [f.where, f] as const))('%s', (_where, f) => {
    const once = parseAnalysis(f.value);
    expect(parseAnalysis(asFile(once))).toEqual(once);
  });
});

/** A random group of a 40k unit, as a player writes it (some fields left to their default). */
const group = (role: fc.Arbitrary<string>) =>
  fc.record(
    {
      models: fc.integer({ min: 1, max: 10 }),
      toughness: fc.integer({ min: 1, max: 12 }),
      save: fc.integer({ min: 2, max: 6 }),
      invulnerable: fc.integer({ min: 2, max: 6 }),
      wounds: fc.integer({ min: 1, max: 8 }),
      feelNoPain: fc.integer({ min: 2, max: 6 }),
      keywords: fc.subarray(['infantry', 'character', 'monster', 'Vehicle']),
      damageReduction: fc.integer({ min: 0, max: 2 }),
      halveDamage: fc.boolean(),
      role,
    },
    { requiredKeys: ['toughness'] },
  );

describe.each([
  ['wh40k-10e', fc.constantFrom('bodyguard', 'leader')],
  ['wh40k-11e', fc.constantFrom('bodyguard', 'leader', 'support')],
] as const)('a %s unit of several groups', (ruleset, role) => {
  test('parses to itself, parsed again', () => {
    fc.assert(
      fc.property(
        fc.array(group(role), { minLength: 1, maxLength: 4 }),
        fc.option(fc.constantFrom('majority', 'highest'), { nil: undefined }),
        fc.boolean(),
        (groups, toughnessRule, cover) => {
          // At least one bodyguard group (the schema's rule), named apart.
          const named = groups.map((g, i) => ({
            ...g,
            name: `group ${i + 1}`,
            ...(i === 0 ? { role: 'bodyguard' } : {}),
          }));
          const once = parseScenario({
            ruleset,
            attackers: [{ bs: 3, strength: 4 }],
            target: { name: 'Unit', groups: named, cover, toughnessRule },
          });
          expect(parseScenario(asFile(once))).toEqual(once);
        },
      ),
      { numRuns: 200, seed: 38 },
    );
  });

  test('an analysis of grouped targets (what import --analysis writes) parses to itself', () => {
    fc.assert(
      fc.property(fc.array(group(role), { minLength: 1, maxLength: 3 }), (groups) => {
        const named = groups.map((g, i) => ({
          ...g,
          name: `group ${i + 1}`,
          ...(i === 0 ? { role: 'bodyguard' } : {}),
        }));
        const once = parseAnalysis({
          ruleset,
          profiles: [{ name: 'Bolt rifles', attackers: [{ models: 5, bs: 3, strength: 4 }] }],
          targets: [{ name: 'Unit', points: 100, groups: named }],
        });
        expect(parseAnalysis(asFile(once))).toEqual(once);
      }),
      { numRuns: 50, seed: 38 },
    );
  });

  test('a unit-level field that says what the groups do is accepted; one that differs is refused by name', () => {
    const target = {
      groups: [
        { name: 'Boyz', models: 9, toughness: 5, save: 5, keywords: ['infantry'] },
        { name: 'Boss Nob', toughness: 5, save: 4, wounds: 2, keywords: ['infantry'] },
      ],
    };
    const s = (t: object) => ({ ruleset, attackers: [{ bs: 3, strength: 4 }], target: t });
    // 9 Boyz + 1 Nob = 10 models; the first group's save 5+; the union of the keywords.
    const agreed = parseScenario(s({ ...target, models: 10, save: 5, keywords: ['infantry'] }));
    expect(agreed).toEqual(parseScenario(s(target)));
    expect(() => parseScenario(s({ ...target, models: 12 }))).toThrow(
      /target\.models: give it on each group: .*the groups give models 10, got 12/,
    );
    expect(() => parseScenario(s({ ...target, invulnerable: 4 }))).toThrow(
      /target\.invulnerable: give it on each group: .*the groups give invulnerable none, got 4/,
    );
  });
});
