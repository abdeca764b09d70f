/**
 * The registry of rulesets. A ruleset is a folder under `src/rulesets/` whose `ruleset.ts`
 * exports its definition (the contract of `src/format/ruleset.ts`); it is registered by one
 * entry in {@link BUILT_IN_RULESETS} below, from which the scenario layer takes everything:
 * the whole scenario schema, `evaluate()`'s dispatch, the summaries, the typed face
 * ({@link RulesetTypes}). A ruleset outside the library registers at run time with
 * {@link registerRuleset}.
 *
 * @module
 */
import { InputError, show } from '../errors.js';
import type {
  AnyRuleset,
  InputWith,
  RulesetDefinition,
  RulesetInputs,
  RulesetScenario,
} from '../format/ruleset.js';
import { aos4 } from './aos4/ruleset.js';
import { killteam } from './killteam/ruleset.js';
import { mesbg } from './mesbg/ruleset.js';
import { scrollhammer } from './scrollhammer/ruleset.js';
import { wh40k10e } from './wh40k-10e/ruleset.js';
import { wh40k11e } from './wh40k-11e/ruleset.js';

/**
 * The built-in rulesets, in the order messages list them. A new ruleset adds its definition
 * here, one entry.
 *
 * @example
 * ```ts
 * BUILT_IN_RULESETS.map((r) => r.name); // ['scrollhammer', 'mesbg', 'wh40k-10e', 'wh40k-11e', 'aos4', 'killteam']
 * ```
 */
export const BUILT_IN_RULESETS = [scrollhammer, mesbg, wh40k10e, wh40k11e, aos4, killteam] as const;

/**
 * Rulesets a program registers at run time ({@link registerRuleset}), by name, for the typed
 * face: empty in the library, a program declares its own here by module augmentation, and
 * `evaluate`, `parseScenario`, `RulesetName` and the analytics then type its scenarios and
 * results as the built-in rulesets'.
 *
 * @example
 * ```ts
 * declare module 'mathhammer/engine' {
 *   interface RegisteredRulesets { 'skirmish-d6': typeof skirmish }
 * }
 * evaluate({ ruleset: 'skirmish-d6', fighters: { ... }, target: { ... } }).results.slain.mean();
 * ```
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by a program's module augmentation.
export interface RegisteredRulesets {}

/** The built-in rulesets and those a program declared in {@link RegisteredRulesets}. */
type Typed = (typeof BUILT_IN_RULESETS)[number] | RegisteredRulesets[keyof RegisteredRulesets];

/**
 * Each built-in ruleset's types by its name, read from its definition: the scenario a user
 * writes (`input`, where `C` is the names of the custom rules a call allows), the validated
 * scenario the engine reads (`scenario`) and the named results (`results`). `evaluate`,
 * `parseScenario`, `EvaluationResult` and the analytics read their types from here.
 *
 * @example
 * ```ts
 * type Slain = RulesetTypes['mesbg']['results']['slain']; // Dist
 * ```
 */
export type RulesetTypes<C extends string = never> = {
  [D in Typed as D['name']]: {
    input: InputWith<NonNullable<D['types']>['inputs'], C>;
    scenario: NonNullable<D['types']>['scenario'];
    results: NonNullable<D['types']>['results'];
  };
};

/**
 * A ruleset's name: a built-in one (`"scrollhammer"`, `"mesbg"`, `"wh40k-10e"`, `"wh40k-11e"`,
 * `"aos4"`) or one a program declared in {@link RegisteredRulesets}.
 *
 * @example
 * ```ts
 * const r: RulesetName = 'mesbg';
 * ```
 */
export type RulesetName = Typed['name'];

const registry = new Map<string, AnyRuleset>(
  BUILT_IN_RULESETS.map((r) => [r.name, r as unknown as AnyRuleset]),
);
let version = 0;

/**
 * Register a ruleset defined outside the library (`defineRuleset`): scenarios naming it are
 * then parsed by its schema part and evaluated through its compile step, as the built-in ones;
 * declared in {@link RegisteredRulesets}, they are typed as the built-in ones too. Returns the
 * function that unregisters it.
 *
 * @throws {InputError} when a ruleset of that name is registered already.
 * @example
 * ```ts
 * const unregister = registerRuleset(skirmish);
 * evaluateJson({ ruleset: 'skirmish-d6', ... }).results.slain.mean();
 * unregister();
 * ```
 */
export function registerRuleset<
  N extends string,
  S extends RulesetScenario,
  R extends object,
  I extends RulesetInputs,
>(definition: RulesetDefinition<N, S, R, I>): () => void {
  const name: unknown = (definition as { name?: unknown } | null)?.name;
  if (typeof name !== 'string' || registry.has(name)) {
    throw new InputError(
      `registerRuleset: ${typeof name === 'string' ? `a ruleset named ${show(name)} is registered already` : `a ruleset needs a name, got ${show(name)}`}`,
      'name',
      name,
    );
  }
  const entry = definition as unknown as AnyRuleset;
  registry.set(name, entry);
  version++;
  return () => {
    if (registry.get(name) !== entry) return;
    registry.delete(name);
    version++;
  };
}

/**
 * Every registered ruleset, built-in first, in the order messages list them.
 *
 * @example
 * ```ts
 * registeredRulesets().map((r) => r.title);
 * ```
 */
export function registeredRulesets(): readonly AnyRuleset[] {
  return [...registry.values()];
}

/**
 * The registered ruleset of a name, or `undefined`.
 *
 * @example
 * ```ts
 * rulesetNamed('mesbg')?.title; // 'MESBG'
 * ```
 */
export function rulesetNamed(name: string): AnyRuleset | undefined {
  return registry.get(name);
}

/**
 * A number that changes whenever a ruleset is registered or unregistered: schemas built over
 * the registry are rebuilt when it moves.
 *
 * @internal
 * @example
 * ```ts
 * const built = registryVersion();
 * ```
 */
export function registryVersion(): number {
  return version;
}

/**
 * Each built-in ruleset's name as reports print it.
 *
 * @example
 * ```ts
 * RULESET_TITLES['wh40k-10e']; // 'Warhammer 40,000 10th edition'
 * ```
 */
export const RULESET_TITLES = Object.fromEntries(
  BUILT_IN_RULESETS.map((r) => [r.name, r.title]),
) as { readonly [K in (typeof BUILT_IN_RULESETS)[number]['name']]: string };

/**
 * A registered ruleset's name as reports print it; an unknown name as it is.
 *
 * @example
 * ```ts
 * rulesetTitle('mesbg'); // 'MESBG'
 * ```
 */
export function rulesetTitle(name: string): string {
  return registry.get(name)?.title ?? name;
}
