/**
 * A ruleset is a folder that plugs in (docs/architecture.md, "The ruleset contract"): the
 * made-up game of docs/custom-ruleset.md, Skirmish d6, written against the public engine entry
 * alone and registered with one call, is parsed, priced, evaluated, summarised and reported by
 * the same pipeline as the built-in rulesets, gets analysis files (compare, matrix, sweep,
 * turns) from its analytics, is typed by `evaluate()` once declared in `RegisteredRulesets`,
 * and touches none of their files. Its numbers are the page's (hand-derived there: 15
 * attacks, 1/12 an attack plain, 5/36 Deadly, 1/9 Flurry, 2/9 Brutal).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  durability,
  durabilityChart,
  durabilityRulesets,
  rulesetDurability,
  threatOf,
} from '../../src/analytics/durability.js';
import {
  compare,
  convolve,
  type Dist,
  defineRuleset,
  estimateCost,
  evaluate,
  evaluateJson,
  InputError,
  MethodSchema,
  map,
  matchupMatrix,
  overTurns,
  type ProfileRule,
  parseScenario,
  type RulesetInputs,
  type RunOptions,
  registerRuleset,
  report,
  SamplesSchema,
  ScenarioError,
  SeedSchema,
  summarizeScenario,
  sweep,
  TooLargeError,
} from '../../src/engine.js';
import { registeredRulesets } from '../../src/rulesets/index.js';
import { brutal, compile, deadly, flurry } from '../docs/skirmishPage.js';
import { expectation } from '../helpers/binomialExpectation.js';
import { thrown } from '../helpers/thrown.js';

// ── The game, as docs/custom-ruleset.md writes it (sections 1 and 2) ─────────────────────

const TRAITS: Readonly<Record<string, ProfileRule>> = { deadly, flurry, brutal };

// ── Its ruleset: the schema part, the compile step, the summary line, the rule names ─────

const stat = (min: number, max: number) =>
  v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
const fighter = v.strictObject({
  name: v.optional(v.string()),
  models: stat(1, 100),
  attacks: stat(1, 10),
  skill: stat(2, 6),
  power: stat(1, 10),
  damage: stat(1, 6),
  traits: v.optional(v.array(v.picklist(['deadly', 'flurry', 'brutal'])), []),
});
const SkirmishScenarioSchema = v.strictObject({
  ruleset: v.literal('skirmish-d6'),
  method: v.optional(MethodSchema, 'exact'),
  samples: v.optional(SamplesSchema, 100_000),
  seed: v.optional(SeedSchema),
  attackers: v.pipe(v.array(fighter), v.minLength(1), v.maxLength(10)),
  target: v.strictObject({
    name: v.optional(v.string()),
    models: stat(1, 100),
    toughness: stat(1, 10),
    armour: stat(2, 6),
    wounds: stat(1, 10),
  }),
});
// The validated scenario: the run options as every ruleset's (`RunOptions`: a seed, if any,
// is a number), the rest as the schema gives it.
type SkirmishScenario = Omit<v.InferOutput<typeof SkirmishScenarioSchema>, 'seed'> &
  Partial<Pick<RunOptions, 'seed'>>;
interface SkirmishResults {
  readonly hits: Dist;
  readonly wounds: Dist;
  readonly unsaved: Dist;
  readonly slain: Dist;
  readonly woundsLost: Dist;
  readonly mortalWounds?: Dist;
}
/** The scenario a user writes, for the typed face. */
interface SkirmishInputs extends RulesetInputs {
  readonly input: v.InferInput<typeof SkirmishScenarioSchema>;
}

const skirmish = defineRuleset<'skirmish-d6', SkirmishScenario, SkirmishResults, SkirmishInputs>({
  name: 'skirmish-d6',
  title: 'Skirmish d6',
  schema: { scenario: () => SkirmishScenarioSchema },
  compile: (s) => ({
    // compile() of section 1 for each group of fighters, with the traits it names.
    plan: {
      ...compile(s.attackers[0]!, s.target, []),
      profiles: s.attackers.flatMap(
        (f) =>
          compile(
            f,
            s.target,
            f.traits.map((name) => TRAITS[name]!),
          ).profiles,
      ),
    },
    name: (r) => ({
      hits: r.hits,
      wounds: r.wounds,
      unsaved: r.unsaved,
      slain: r.slain,
      woundsLost: r.woundsLost,
      ...('mortalWounds' in r && r.mortalWounds ? { mortalWounds: r.mortalWounds } : {}),
    }),
  }),
  summarize: (s) =>
    `${s.attackers.map((f) => `${f.models} raiders (${f.traits.join(', ') || 'no traits'})`).join(' and ')} at ${s.target.models} ogres`,
  rules: ['deadly', 'flurry', 'brutal'],
  // What compare, matchupMatrix, sweep and overTurns read of it.
  analytics: {
    prefix: 'Skirmish',
    attackers: 'fighters',
    size: (t) => ({ models: t.models, wounds: t.models * t.wounds }),
    sweep: {
      toughness: { target: (t, value) => ({ ...t, toughness: value! }) },
      shots: { attacker: (f, value) => ({ ...f, attacks: value! }) },
    },
    // Damage 1, sequential: each turn's wounds lost add up, capped at the unit's.
    turns: (s, turns, single) => {
      if (s.attackers.some((f) => f.damage !== 1)) {
        throw new InputError('turns: Damage 1 only', 'attackers', s.attackers);
      }
      const whole = s.target.models * s.target.wounds;
      const perTurn = single().woundsLost;
      const lost: Dist[] = [perTurn];
      while (lost.length < turns) {
        lost.push(map(convolve(lost.at(-1)!, perTurn), (w) => Math.min(w, whole)));
      }
      return {
        models: s.target.models,
        slain: lost.map((d) => map(d, (w) => Math.floor(w / s.target.wounds))),
        woundsLost: lost,
        destroyed: lost.map((d) => d.atLeast(whole)),
      };
    },
  },
});

declare module '../../src/engine.js' {
  interface RegisteredRulesets {
    'skirmish-d6': typeof skirmish;
  }
}

// ── Registered in one line ───────────────────────────────────────────────────────────────

let unregister: () => void;
beforeAll(() => {
  unregister = registerRuleset(skirmish);
});
afterAll(() => unregister());

type Trait = 'deadly' | 'flurry' | 'brutal';
const raiders = (traits: Trait[] = []) => ({
  models: 5,
  attacks: 3,
  skill: 4,
  power: 4,
  damage: 1,
  traits,
});
const ogres = { models: 3, toughness: 5, armour: 4, wounds: 3 };
const raid = (traits: Trait[] = [], run: object = {}) => ({
  ruleset: 'skirmish-d6' as const,
  attackers: [raiders(traits)],
  target: ogres,
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
    expect(s.attackers[0]!.traits).toEqual(['flurry']);
    const sneaky = raid(['sneaky' as Trait]);
    expect(() => parseScenario(sneaky)).toThrow(ScenarioError);
    expect(() => parseScenario(sneaky)).toThrow(/attackers\[0\]\.traits\[0\]/);
    // A name that no ruleset has: the message lists every registered one, this one too.
    expect(() => parseScenario({ ...raid(), ruleset: 'skirmish-d7' })).toThrow(
      /expected "scrollhammer" or "mesbg" or "wh40k-10e" or "wh40k-11e" or "aos4" or "killteam" or "skirmish-d6", got "skirmish-d7" \(did you mean "skirmish-d6"\?\)/,
    );
  });

  test('the summary line and the report are its own', () => {
    expect(summarizeScenario(raid(['deadly']))).toBe('5 raiders (deadly) at 3 ogres');
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
      block('const fighter = ', 'declare module'),
      block('  interface RegisteredRulesets', '// ── Registered'),
    ];
    for (const text of shown) expect(page).toContain(text.trim());
    expect(page).toContain("declare module 'mathhammer/engine' {");
    expect(page).toContain('registerRuleset(skirmish);');
    expect(page).toContain(
      `}).results.woundsLost.mean(); // ${evaluate(raid(['brutal'])).results.woundsLost.mean()}`,
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
    const noSize = { ...skirmish.analytics!, size: undefined as never };
    expect(() => defineRuleset({ ...skirmish, analytics: noSize })).toThrow(
      /ruleset analytics\.size: expected a function, got undefined/,
    );
  });

  test('a scenario schema without a ruleset entry is refused by name, not a TypeError', () => {
    // The contract types it as any valibot schema (SchemaLike), so the shape is checked when
    // the whole scenario schema is built: at the first scenario parsed once registered.
    const bad = defineRuleset({
      ...skirmish,
      name: 'no-ruleset-entry',
      schema: { scenario: () => v.number() },
    });
    const drop = registerRuleset(bad);
    try {
      const error = thrown(() => parseScenario({ ruleset: 'no-ruleset-entry' }));
      expect(error).toBeInstanceOf(InputError);
      expect(error).toMatchObject({ field: 'schema.scenario', value: 'number' });
      expect((error as Error).message).toBe(
        'ruleset no-ruleset-entry: schema.scenario() must give a valibot object schema with a "ruleset" entry (v.literal("no-ruleset-entry")), or a variant of them; got "number" schema',
      );
    } finally {
      drop();
    }
    // Once it is gone, the other rulesets parse again.
    expect(parseScenario(raid()).ruleset).toBe('skirmish-d6');
  });
});

// ── Typed by evaluate(), once declared in RegisteredRulesets ───────────────────────────────

describe('Skirmish d6, typed', () => {
  test('evaluate() checks its scenario and types its results', () => {
    const r = evaluate({ ruleset: 'skirmish-d6', attackers: [raiders(['brutal'])], target: ogres });
    const lost: number = r.results.woundsLost.mean();
    expect(lost).toBe(3.3330069378361196);
    expect(r.results.mortalWounds?.mean()).toBe(2.5000000000000004);
    expect(r.ruleset).toBe('skirmish-d6');
    const misspelt = () =>
      evaluate({
        ruleset: 'skirmish-d6',
        attackers: [raiders()],
        // @ts-expect-error: a misspelt field does not compile (and is refused at run time)
        target: { models: 3, toughness: 5, armor: 4, wounds: 3 },
      });
    expect(misspelt).toThrow(ScenarioError);
  });
});

// ── Analyses: compare, matrix, sweep, turns, from its analytics ───────────────────────────

/** Ogres slain from k wounds: 3 Wounds each, 9 in all. */
const ogresSlain = (k: number) => Math.floor(Math.min(k, 9) / 3);
/** Goblins: 10 models of 1 Wound, Toughness 3, Armour 6+. */
const goblins = { name: 'goblins', models: 10, toughness: 3, armour: 6, wounds: 1 };

describe('Skirmish d6 analyses, from its analytics', () => {
  // An attack's chance of a wound: hit on 4+ (1/2, critical 1/6), wound by Power 4 against
  // Toughness, fail the save. Plain at the ogres: 1/2 x 1/3 (5+) x 1/2 (4+) = 1/12.
  // Deadly: 1/6 x 1/2 + 2/6 x 1/3 x 1/2 = 5/36. At the goblins, T3 (3+, 2/3) and 6+ (5/6):
  // plain 1/2 x 2/3 x 5/6 = 5/18; deadly (1/6 + 2/6 x 2/3) x 5/6 = 35/108. Each of the 15
  // attacks (5 raiders x 3) is a wound with that chance, independently, and with Damage 1 and
  // sequential allocation a wound is a wound lost until the unit is: Binomial(15, p).
  const plain = { name: 'plain', attackers: [raiders()] };
  const deadly = { name: 'deadly', attackers: [raiders(['deadly'])] };
  const analysis = {
    ruleset: 'skirmish-d6' as const,
    profiles: [plain, deadly],
    targets: [{ name: 'ogres', ...ogres }, goblins],
  };

  test('compare ranks the loadouts by mean models slain', () => {
    const c = compare({ ...analysis, targets: [analysis.targets[0]!] });
    expect(c.best.profile).toBe('deadly');
    expect(c.entries[0]!.mean).toBeCloseTo(expectation(15, 1 / 12, ogresSlain), 12);
    expect(c.entries[1]!.mean).toBeCloseTo(expectation(15, 5 / 36, ogresSlain), 12);
    expect(c.entries[0]!.woundsLost).toBeCloseTo(1.2499999658938266, 12);
    expect(c.report()).toContain('Skirmish d6, exact');
  });

  test('the matrix has every loadout against every target', () => {
    const m = matchupMatrix(analysis);
    const slain = (p: number, n: number) => expectation(15, p, (k) => Math.min(k, n));
    expect(m.cells[0]![0]!.mean).toBeCloseTo(expectation(15, 1 / 12, ogresSlain), 12);
    expect(m.cells[1]![0]!.mean).toBeCloseTo(expectation(15, 5 / 36, ogresSlain), 12);
    expect(m.cells[0]![1]!.mean).toBeCloseTo(slain(5 / 18, 10), 12);
    expect(m.cells[1]![1]!.mean).toBeCloseTo(slain(35 / 108, 10), 12);
    expect(m.cells[0]![1]!.models).toBe(10);
  });

  test('a sweep of Toughness follows the wound chart', () => {
    // Power 4 wounds T3 on 3+, T4 on 4+, T5 and T6 on 5+, T8 on 6+.
    const wound = [2 / 3, 1 / 2, 1 / 3, 1 / 3, 1 / 6];
    const s = sweep(
      { ...analysis, profiles: [plain], targets: [analysis.targets[0]!] },
      { characteristic: 'toughness', values: [3, 4, 5, 6, 8] },
    );
    s.series[0]!.summaries.forEach((summary, i) => {
      expect(summary.mean).toBeCloseTo(expectation(15, (1 / 4) * wound[i]!, ogresSlain), 12);
    });
    expect(() => sweep(analysis, { characteristic: 'save', values: [2] })).toThrow(
      /save is not a characteristic of Skirmish d6; those are toughness, shots/,
    );
  });

  test('turns add up the wounds lost, capped at the unit', () => {
    const t = overTurns(
      { ...analysis, profiles: [plain], targets: [analysis.targets[0]!] },
      {
        turns: 2,
      },
    );
    // Two turns of 15 attacks are 30 attacks: the ogres fall at 9 wounds.
    const atLeast9 = (n: number) => expectation(n, 1 / 12, (k) => (k >= 9 ? 1 : 0));
    expect(t.series[0]!.destroyed[0]).toBeCloseTo(atLeast9(15), 12);
    expect(t.series[0]!.destroyed[1]).toBeCloseTo(atLeast9(30), 12);
    expect(t.series[0]!.meanSlain[1]).toBeCloseTo(expectation(30, 1 / 12, ogresSlain), 12);
  });
});

// ── Durability, from its analytics' `durability` ───────────────────────────────────────────

describe('Skirmish d6 durability, from its analytics', () => {
  // Its reference weapon: one raider's attack (A1, skill 4+, power 4), the threat its default.
  const withDurability = defineRuleset({
    ...skirmish,
    analytics: {
      ...skirmish.analytics!,
      durability: {
        references: {
          raider: {
            label: 'raider (A1 4+ P4)',
            profile: { attacks: 1, skill: 4, power: 4, damage: 1 },
          },
        },
        defaults: [['raider', 5]],
        penetration: 'AP',
        // No AP in Skirmish d6: a better penetration is a worse armour save for the target.
        withAp: (a) => a,
        statline: (t) => `T${(t as { toughness: number }).toughness}`,
        profile: (t) => [`T${(t as { toughness: number }).toughness}`],
      },
    },
  });

  test('durability reads a registered ruleset by its contract, and refuses one without it', () => {
    // Skirmish d6 registered again, with its durability.
    unregister();
    const drop = registerRuleset(withDurability);
    try {
      expect(durabilityRulesets()).toContain('skirmish-d6');
      // One ogre of 1 Wound: each attack wounds and is not saved with 1/2 x 1/3 x 1/2 = 1/12
      // (the compare test above), so N, the attacks to slay it, is geometric: P(N = n) =
      // (11/12)^(n-1)/12, mean 12; five raiders' five attacks slay it with 1 - (11/12)^5.
      const ogre = { models: 1, toughness: 5, armour: 4, wounds: 1 };
      const threat = threatOf(rulesetDurability('skirmish-d6').references, 'raider', 5);
      const d = durability(ogre as never, [threat as never], {
        ruleset: 'skirmish-d6' as never,
        aps: [0],
      });
      expect(d.threats[0]!.destroyed).toBeCloseTo(1 - (11 / 12) ** 5, 12);
      expect(d.threats[0]!.attacksNeeded!.p[2]).toBeCloseTo((11 / 12) ** 2 / 12, 12);
      // The mean of the distribution cut where it is certain to 1e-6: 12 within 1e-3.
      expect(d.threats[0]!.attacksNeeded!.mean).toBeCloseTo(12, 3);
      expect(durabilityChart(d).subtitle).toBe('1 model, T5');
    } finally {
      drop();
      unregister = registerRuleset(skirmish);
    }
    expect(() => durability(ogres as never, [], { ruleset: 'skirmish-d6' as never })).toThrow(
      InputError,
    );
    expect(() =>
      durability(ogres as never, [{ name: 'x', attackers: [raiders()] } as never], {
        ruleset: 'skirmish-d6' as never,
      }),
    ).toThrow(/ruleset must be "wh40k-10e", "wh40k-11e", "aos4" or "killteam", got "skirmish-d6"/);
  });
});
