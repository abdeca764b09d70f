/**
 * A ruleset is a folder that plugs in (docs/architecture.md, "The ruleset contract"): the
 * made-up game of docs/custom-ruleset.md, Skirmish d6, written against the public engine entry
 * alone and registered with one call, is parsed, priced, evaluated, summarised and reported by
 * the same pipeline as the built-in rulesets, and touches none of their files. Its numbers are
 * the page's (hand-derived there: 15 attacks, 1/12 an attack plain, 5/36 Deadly, 1/9 Flurry,
 * 2/9 Brutal).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  defineRuleset,
  estimateCost,
  evaluateJson,
  InputError,
  MethodSchema,
  type ProfileRule,
  parseScenario,
  registeredRulesets,
  registerRuleset,
  report,
  SamplesSchema,
  ScenarioError,
  SeedSchema,
  summarizeScenario,
  TooLargeError,
} from '../../src/engine.js';
import { brutal, compile, deadly, flurry } from '../docs/skirmishPage.js';

// ── The game, as docs/custom-ruleset.md writes it (sections 1 and 2) ─────────────────────

const TRAITS: Readonly<Record<string, ProfileRule>> = { deadly, flurry, brutal };

// ── Its ruleset: the schema part, the compile step, the summary line, the rule names ─────

const stat = (min: number, max: number) =>
  v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
const SkirmishScenarioSchema = v.strictObject({
  ruleset: v.literal('skirmish-d6'),
  method: v.optional(MethodSchema, 'exact'),
  samples: v.optional(SamplesSchema, 100_000),
  seed: v.optional(SeedSchema),
  fighters: v.strictObject({
    models: stat(1, 100),
    attacks: stat(1, 10),
    skill: stat(2, 6),
    power: stat(1, 10),
    damage: stat(1, 6),
    traits: v.optional(v.array(v.picklist(['deadly', 'flurry', 'brutal'])), []),
  }),
  target: v.strictObject({
    models: stat(1, 100),
    toughness: stat(1, 10),
    armour: stat(2, 6),
    wounds: stat(1, 10),
  }),
});
type SkirmishScenario = v.InferOutput<typeof SkirmishScenarioSchema>;

const skirmish = defineRuleset({
  name: 'skirmish-d6',
  title: 'Skirmish d6',
  schema: { scenario: () => SkirmishScenarioSchema },
  compile: (s: SkirmishScenario) => ({
    // compile() of section 1, with the traits named in the scenario.
    plan: compile(
      s.fighters,
      s.target,
      s.fighters.traits.map((name) => TRAITS[name]!),
    ),
    name: (r) => ({
      hits: r.hits,
      wounds: r.wounds,
      unsaved: r.unsaved,
      slain: r.slain,
      woundsLost: r.woundsLost,
      ...('mortalWounds' in r && r.mortalWounds ? { mortalWounds: r.mortalWounds } : {}),
    }),
  }),
  summarize: (s: SkirmishScenario) =>
    `${s.fighters.models} raiders (${s.fighters.traits.join(', ') || 'no traits'}) at ${s.target.models} ogres`,
  rules: ['deadly', 'flurry', 'brutal'],
});

// ── Registered in one line ───────────────────────────────────────────────────────────────

let unregister: () => void;
beforeAll(() => {
  unregister = registerRuleset(skirmish);
});
afterAll(() => unregister());

const raid = (traits: string[] = [], run: object = {}) => ({
  ruleset: 'skirmish-d6',
  fighters: { models: 5, attacks: 3, skill: 4, power: 4, damage: 1, traits },
  target: { models: 3, toughness: 5, armour: 4, wounds: 3 },
  ...run,
});

describe('Skirmish d6, registered as a ruleset', () => {
  test('evaluate() gives the numbers of docs/custom-ruleset.md', () => {
    expect(evaluateJson(raid()).results.woundsLost?.mean()).toBe(1.2499999658938266);
    expect(evaluateJson(raid(['deadly'])).results.woundsLost?.mean()).toBe(2.083328931527558);
    expect(evaluateJson(raid(['flurry'])).results.woundsLost?.mean()).toBe(1.6666608522769828);
    const brutalRun = evaluateJson(raid(['brutal']));
    expect(brutalRun.results.woundsLost?.mean()).toBe(3.3330069378361196);
    expect(brutalRun.get('mortalWounds')?.mean()).toBe(2.5000000000000004);
    expect(brutalRun.ruleset).toBe('skirmish-d6');
    const mc = evaluateJson(raid(['brutal'], { method: 'monte-carlo', samples: 100_000, seed: 1 }));
    // Pinned at the general sampler's counts of each step (docs/monte-carlo.md, "Seeds").
    expect(mc.results.woundsLost?.mean()).toBe(3.3359);
    expect(mc.toJSON()).toMatchObject({ ruleset: 'skirmish-d6', seed: 1, samples: 100_000 });
  });

  test('its scenarios are parsed by its schema part, with the messages of any scenario', () => {
    const s = parseScenario(raid(['flurry'])) as unknown as SkirmishScenario;
    expect(s.method).toBe('exact');
    expect(s.fighters.traits).toEqual(['flurry']);
    expect(() => parseScenario(raid(['sneaky']))).toThrow(ScenarioError);
    expect(() => parseScenario(raid(['sneaky']))).toThrow(/fighters\.traits\[0\]/);
    // A name that no ruleset has: the message lists every registered one, this one too.
    expect(() => parseScenario({ ...raid(), ruleset: 'skirmish-d7' })).toThrow(
      /expected "scrollhammer" or "mesbg" or "wh40k-10e" or "wh40k-11e" or "aos4" or "skirmish-d6", got "skirmish-d7" \(did you mean "skirmish-d6"\?\)/,
    );
  });

  test('the summary line and the report are its own', () => {
    expect(summarizeScenario(raid(['deadly']) as never)).toBe('5 raiders (deadly) at 3 ogres');
    const text = report(evaluateJson(raid()));
    expect(text).toContain('5 raiders (no traits) at 3 ogres');
    expect(text).toContain('Skirmish d6, exact');
  });

  test('the cost model prices its plan, and refuses before any work', () => {
    expect(estimateCost(parseScenario(raid()) as never).parts[0]?.what).toBe(
      'allocation machine: 3 models of 3 Wounds, 10 states',
    );
    const huge = raid([], { method: 'monte-carlo', samples: 1e9 });
    expect(() => evaluateJson(huge)).toThrow(TooLargeError);
  });

  test('docs/custom-ruleset.md shows this code', () => {
    const page = readFileSync(join(import.meta.dirname, '../../docs/custom-ruleset.md'), 'utf8');
    const code = readFileSync(import.meta.filename, 'utf8');
    const block = (from: string, to: string) => code.slice(code.indexOf(from), code.indexOf(to));
    const shown = [
      block('const stat = ', 'type SkirmishScenario'),
      block('const skirmish = defineRuleset(', '// ── Registered'),
    ];
    for (const text of shown) expect(page).toContain(text.trim());
    expect(page).toContain('registerRuleset(skirmish);');
    expect(page).toContain(
      `}).results.woundsLost?.mean(); // ${evaluateJson(raid(['brutal'])).results.woundsLost?.mean()}`,
    );
  });

  test('registering the same name twice is refused; unregistering removes it', () => {
    expect(() => registerRuleset(skirmish)).toThrow(InputError);
    expect(registeredRulesets().map((r) => r.name)).toContain('skirmish-d6');
    const other = defineRuleset({ ...skirmish, name: 'skirmish-d6-copy' });
    const drop = registerRuleset(other);
    expect(registeredRulesets().map((r) => r.name)).toContain('skirmish-d6-copy');
    drop();
    expect(registeredRulesets().map((r) => r.name)).not.toContain('skirmish-d6-copy');
  });

  test('a definition missing a part is refused, naming it', () => {
    expect(() => defineRuleset({ ...skirmish, name: 'Skirmish' })).toThrow(/ruleset name/);
    expect(() => defineRuleset({ ...skirmish, compile: undefined as never })).toThrow(
      /ruleset compile/,
    );
  });
});
