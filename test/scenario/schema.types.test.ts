/**
 * Type-level tests (checked by `tsc --noEmit`, which `npm test` runs; vitest runs the bodies):
 * the schema's output types are exactly the contract of src/scenario/types.ts, defaults
 * filled in, and its input type accepts what the spec shows. Inside the schema, each
 * transform is annotated with its types.ts type, so the compiler also checks that what the
 * valibot objects produce (after `compact`) is assignable to the contract.
 */
import type * as v from 'valibot';
import { describe, expectTypeOf, test } from 'vitest';
import type { Aos4ScenarioInput } from '../../src/rulesets/aos4/input.js';
import type { aos4BuiltIn } from '../../src/rulesets/aos4/schema.js';
import type { BUILT_IN_RULESETS } from '../../src/rulesets/index.js';
import type { KtFightScenarioInput } from '../../src/rulesets/killteam/fight/input.js';
import type { KtShootScenarioInput } from '../../src/rulesets/killteam/input.js';
import type { killteamPhases } from '../../src/rulesets/killteam/schemaPart.js';
import type { MesbgFightScenarioInput } from '../../src/rulesets/mesbg/fight/input.js';
import type { mesbgBuiltIn } from '../../src/rulesets/mesbg/schema.js';
import type { mesbgPhases } from '../../src/rulesets/mesbg/schemaPart.js';
import type {
  ScrollhammerAttackerInput,
  ScrollhammerTargetGroupInput,
} from '../../src/rulesets/scrollhammer/input.js';
import type { ScrollhammerScenarioSchema } from '../../src/rulesets/scrollhammer/schema.js';
import type {
  Wh40kAttackerInput,
  Wh40kScenarioInput,
  Wh40kTargetInput,
} from '../../src/rulesets/wh40k-10e/input.js';
import type { wh40kBuiltIn } from '../../src/rulesets/wh40k-10e/schema.js';
import type { wh40k11eBuiltIn } from '../../src/rulesets/wh40k-11e/schema.js';
import type {
  MesbgScenarioInput,
  ScenarioInput,
  ScenarioSchema,
  ScrollhammerAttackerSchema,
  ScrollhammerScenarioInput,
  ScrollhammerTargetGroupSchema,
  ScrollhammerTargetSchema,
} from '../../src/scenario/schema.js';
import type {
  MesbgAttacker,
  MesbgCombatModel,
  MesbgObstruction,
  MesbgScenario,
  MesbgTarget,
  Scenario,
  ScrollhammerAttacker,
  ScrollhammerScenario,
  ScrollhammerTarget,
  ScrollhammerTargetGroup,
  Wh40kAttacker,
  Wh40kScenario,
  Wh40kTarget,
} from '../../src/scenario/types.js';
import { SPEC_MESBG, SPEC_SCROLLHAMMER } from './specExamples.js';

/**
 * What each ruleset's schema itself accepts, as valibot infers it: the hand-written input
 * types (`ScenarioInput` and each ruleset's) must accept the same. Each ruleset's schema by
 * its own type (the pipeline's types never list the rulesets: they come from the registry).
 */
type InferredScenarioInput =
  | v.InferInput<typeof ScrollhammerScenarioSchema>
  | v.InferInput<ReturnType<typeof mesbgPhases>>
  | v.InferInput<ReturnType<typeof wh40kBuiltIn>['scenario']>
  | v.InferInput<ReturnType<typeof aos4BuiltIn>['scenario']>
  | v.InferInput<ReturnType<typeof wh40k11eBuiltIn>['scenario']>
  | v.InferInput<ReturnType<typeof killteamPhases>>;

/**
 * The built-in rulesets' names: a test may declare a ruleset of its own in
 * `RegisteredRulesets` (test/pipeline/customRuleset.test.ts), which `ScenarioInput` then
 * covers too.
 */
type BuiltInName = (typeof BUILT_IN_RULESETS)[number]['name'];

// The schemas built on first use, by their types.
type MesbgAttackerSchema = ReturnType<typeof mesbgBuiltIn>['attacker'];
type MesbgCombatModelSchema = ReturnType<typeof mesbgBuiltIn>['combatModel'];
type MesbgObstructionSchema = ReturnType<typeof mesbgBuiltIn>['obstruction'];
type MesbgTargetSchema = ReturnType<typeof mesbgBuiltIn>['target'];
type Wh40kAttackerSchema = ReturnType<typeof wh40kBuiltIn>['attacker'];
type Wh40kTargetSchema = ReturnType<typeof wh40kBuiltIn>['target'];

describe('schema output types = types.ts', () => {
  test('v.InferOutput<typeof ScenarioSchema> is Scenario', () => {
    expectTypeOf<v.InferOutput<typeof ScenarioSchema>>().toEqualTypeOf<Scenario>();
  });

  test('each part schema outputs its types.ts type', () => {
    expectTypeOf<
      v.InferOutput<typeof ScrollhammerAttackerSchema>
    >().toEqualTypeOf<ScrollhammerAttacker>();
    expectTypeOf<
      v.InferOutput<typeof ScrollhammerTargetGroupSchema>
    >().toEqualTypeOf<ScrollhammerTargetGroup>();
    expectTypeOf<
      v.InferOutput<typeof ScrollhammerTargetSchema>
    >().toEqualTypeOf<ScrollhammerTarget>();
    expectTypeOf<v.InferOutput<MesbgAttackerSchema>>().toEqualTypeOf<MesbgAttacker>();
    expectTypeOf<v.InferOutput<MesbgTargetSchema>>().toEqualTypeOf<MesbgTarget>();
    expectTypeOf<v.InferOutput<Wh40kAttackerSchema>>().toEqualTypeOf<Wh40kAttacker>();
    expectTypeOf<v.InferOutput<Wh40kTargetSchema>>().toEqualTypeOf<Wh40kTarget>();
  });

  test('every field of the contract can be written, and nothing else (but $schema, description)', () => {
    type In<S extends v.GenericSchema> = keyof v.InferInput<S>;
    expectTypeOf<In<typeof ScrollhammerAttackerSchema>>().toEqualTypeOf<
      keyof ScrollhammerAttacker
    >();
    expectTypeOf<In<typeof ScrollhammerTargetGroupSchema>>().toEqualTypeOf<
      keyof ScrollhammerTargetGroup
    >();
    expectTypeOf<In<typeof ScrollhammerTargetSchema>>().toEqualTypeOf<keyof ScrollhammerTarget>();
    expectTypeOf<In<MesbgAttackerSchema>>().toEqualTypeOf<keyof MesbgAttacker>();
    expectTypeOf<In<MesbgObstructionSchema>>().toEqualTypeOf<keyof MesbgObstruction>();
    expectTypeOf<In<MesbgCombatModelSchema>>().toEqualTypeOf<keyof MesbgCombatModel>();
    expectTypeOf<In<MesbgTargetSchema>>().toEqualTypeOf<keyof MesbgTarget>();
    expectTypeOf<In<Wh40kAttackerSchema>>().toEqualTypeOf<keyof Wh40kAttacker>();
    expectTypeOf<In<Wh40kTargetSchema>>().toEqualTypeOf<keyof Wh40kTarget>();
    expectTypeOf<
      Exclude<keyof ScrollhammerScenarioInput, '$schema' | 'description'>
    >().toEqualTypeOf<keyof ScrollhammerScenario>();
    expectTypeOf<Exclude<keyof MesbgScenarioInput, '$schema' | 'description'>>().toEqualTypeOf<
      keyof MesbgScenario
    >();
    expectTypeOf<Exclude<keyof Wh40kScenarioInput, '$schema' | 'description'>>().toEqualTypeOf<
      keyof Wh40kScenario
    >();
  });

  test('defaults are filled: fields with a default are required in the output', () => {
    expectTypeOf<ScrollhammerAttacker['models']>().toEqualTypeOf<number>();
    expectTypeOf<Scenario['method']>().toEqualTypeOf<'exact' | 'monte-carlo'>();
    expectTypeOf<Scenario['samples']>().toEqualTypeOf<number>();
  });
});

describe('ScenarioInput: what users write', () => {
  test('the spec examples type-check as input', () => {
    const scrollhammer = SPEC_SCROLLHAMMER;
    const mesbg = SPEC_MESBG;
    expectTypeOf(scrollhammer).toExtend<ScrollhammerScenarioInput>();
    expectTypeOf(mesbg).toExtend<ScenarioInput>();
  });

  test('defaults are optional in the input; feelNoPain may be true; rules may be objects', () => {
    const minimal = {
      ruleset: 'scrollhammer',
      attackers: [{ bs: 3, strength: 4, shots: 'D6' }],
      target: {
        groups: [
          { toughness: 4, feelNoPain: true, rules: [{ rule: 'feel-no-pain', on: 6 } as const] },
        ],
      },
    } satisfies ScenarioInput;
    expectTypeOf(minimal).toExtend<ScenarioInput>();
  });

  test('unknown rule names and wrong types do not type-check', () => {
    expectTypeOf<{
      ruleset: 'scrollhammer';
      attackers: [{ bs: 3; strength: 4; rules: ['critcal-strike'] }];
      target: { groups: [{ toughness: 4 }] };
    }>().not.toExtend<ScenarioInput>();
    expectTypeOf<{
      ruleset: 'mesbg';
      attackers: [{ shootValue: '4+'; strength: 2 }];
      target: { defence: 3 };
    }>().not.toExtend<ScenarioInput>();
    expectTypeOf<{ attackers: []; target: { defence: 3 } }>().not.toExtend<ScenarioInput>();
  });
});

describe('the hand-written input types accept nothing the schema rejects', () => {
  // Plain assignability (the published types are written out by hand for small declarations;
  // valibot's inferred types add `| undefined` to optional fields, which the written ones
  // leave out, so the check runs from the written types to the inferred ones).
  // Lists read-only, as users may pass `as const` data.
  type Extends<A, B> = [A] extends [B] ? true : false;
  type DeepReadonly<T> = T extends readonly (infer U)[]
    ? readonly DeepReadonly<U>[]
    : T extends object
      ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
      : T;
  // MESBG's Shoot phase (its fight is MesbgFightScenarioInput, checked apart).
  type Of<R> = Exclude<
    DeepReadonly<Extract<InferredScenarioInput, { ruleset: R }>>,
    { readonly phase: 'fight' }
  >;
  type Fight = DeepReadonly<Extract<InferredScenarioInput, { ruleset: 'mesbg'; phase: 'fight' }>>;
  type KtFight = DeepReadonly<
    Extract<InferredScenarioInput, { ruleset: 'killteam'; phase: 'fight' }>
  >;
  test('ScenarioInput and each ruleset extend the inferred input of ScenarioSchema', () => {
    expectTypeOf<
      Extends<ScenarioInput<never, BuiltInName>, DeepReadonly<InferredScenarioInput>>
    >().toEqualTypeOf<true>();
    expectTypeOf<Extends<ScrollhammerScenarioInput, Of<'scrollhammer'>>>().toEqualTypeOf<true>();
    expectTypeOf<Extends<MesbgScenarioInput, Of<'mesbg'>>>().toEqualTypeOf<true>();
    expectTypeOf<Extends<Wh40kScenarioInput, Of<'wh40k-10e'>>>().toEqualTypeOf<true>();
    expectTypeOf<Extends<Aos4ScenarioInput, Of<'aos4'>>>().toEqualTypeOf<true>();
    expectTypeOf<Extends<KtShootScenarioInput, Of<'killteam'>>>().toEqualTypeOf<true>();
    expectTypeOf<Extends<MesbgFightScenarioInput, Fight>>().toEqualTypeOf<true>();
    expectTypeOf<Extends<KtFightScenarioInput, KtFight>>().toEqualTypeOf<true>();
  });
  test('and name the same fields', () => {
    expectTypeOf<keyof ScrollhammerScenarioInput>().toEqualTypeOf<keyof Of<'scrollhammer'>>();
    expectTypeOf<keyof MesbgScenarioInput>().toEqualTypeOf<keyof Of<'mesbg'>>();
    expectTypeOf<keyof Aos4ScenarioInput>().toEqualTypeOf<keyof Of<'aos4'>>();
    expectTypeOf<keyof Wh40kScenarioInput>().toEqualTypeOf<keyof Of<'wh40k-10e'>>();
    expectTypeOf<keyof MesbgFightScenarioInput>().toEqualTypeOf<keyof Fight>();
    expectTypeOf<keyof KtFightScenarioInput>().toEqualTypeOf<keyof KtFight>();
  });
  test('down to the attackers and targets', () => {
    expectTypeOf<keyof Wh40kAttackerInput>().toEqualTypeOf<keyof Wh40kAttacker>();
    expectTypeOf<keyof Wh40kTargetInput>().toEqualTypeOf<keyof Wh40kTarget>();
    expectTypeOf<keyof ScrollhammerAttackerInput>().toEqualTypeOf<keyof ScrollhammerAttacker>();
    expectTypeOf<keyof ScrollhammerTargetGroupInput>().toEqualTypeOf<
      keyof ScrollhammerTargetGroup
    >();
  });
  test('a wh40k-10e keyword with a value is written with it; a typo does not type-check', () => {
    expectTypeOf<{
      ruleset: 'wh40k-10e';
      attackers: [{ bs: 3; strength: 4; rules: [{ rule: 'sustained-hits'; hits: 1 }] }];
      target: { toughness: 4 };
    }>().toExtend<ScenarioInput>();
    expectTypeOf<{
      ruleset: 'wh40k-10e';
      attackers: [{ bs: 3; strength: 4; rules: ['lethal-hit'] }];
      target: { toughness: 4 };
    }>().not.toExtend<ScenarioInput>();
  });
});
