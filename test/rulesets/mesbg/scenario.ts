/**
 * Test helpers: MESBG scenarios with the scenario format's defaults filled in (as the schema
 * fills them), and the spec's worked examples.
 */
import { readFileSync } from 'node:fs';
import type { MesbgAttacker, MesbgScenario, MesbgTarget } from '../../../src/scenario/types.js';

/** An attacker group as written in a scenario file: only the required fields needed. */
export type AttackerSketch = Partial<MesbgAttacker> &
  Pick<MesbgAttacker, 'shootValue' | 'strength'>;
/** A target as written in a scenario file. */
export type TargetSketch = Partial<MesbgTarget> & Pick<MesbgTarget, 'defence'>;

/** The defaults of docs/scenario-format.md for one attacker group. */
export function attacker(a: AttackerSketch): MesbgAttacker {
  return { models: 1, moved: false, inTheWay: 0, shots: 1, reroll: {}, ...a };
}

/** A whole scenario with its defaults: exact unless `method` says otherwise. */
export function mesbg(
  attackers: readonly AttackerSketch[],
  target: TargetSketch,
  run: Partial<Pick<MesbgScenario, 'method' | 'samples' | 'seed'>> = {},
): MesbgScenario {
  return {
    ruleset: 'mesbg',
    method: 'exact',
    samples: 100_000,
    ...run,
    attackers: attackers.map(attacker),
    target: { wounds: 1, ...target },
  };
}

/** One worked example of the spec (test/fixtures/spec, copied from ../shared/spec/examples). */
export interface Fixture {
  readonly description: string;
  readonly scenario: {
    readonly attackers: readonly AttackerSketch[];
    readonly target: TargetSketch;
  };
  readonly expected: Readonly<
    Record<string, { readonly p: readonly number[]; readonly mean: number }>
  >;
}

/** Read a fixture of test/fixtures/spec by file name. */
export function fixture(file: string): Fixture {
  const url = new URL(`../../fixtures/spec/${file}`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as Fixture;
}
