import { expect } from 'vitest';
import { ScenarioError } from '../../src/errors.js';
import { parseScenario } from '../../src/scenario/validate.js';

/** The issues of the ScenarioError thrown for `input`, as `path: message` lines. */
export function issues(input: unknown): string[] {
  try {
    parseScenario(input);
  } catch (e) {
    expect(e).toBeInstanceOf(ScenarioError);
    return (e as ScenarioError).issues.map((i) => `${i.path}: ${i.message}`);
  }
  throw new Error('expected a ScenarioError');
}
