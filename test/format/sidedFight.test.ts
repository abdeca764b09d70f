// isSidedFight tells a fight of two sides with a Duel from a fight of two operatives by shape
// alone: the analytics, the report and the page all choose their fight by it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isSidedFight } from '../../src/format/sidedFight.js';
import { parseScenario } from '../../src/scenario/validate.js';

const example = (name: string) =>
  parseScenario(
    JSON.parse(readFileSync(new URL(`../../examples/${name}`, import.meta.url), 'utf8')),
  );

describe('isSidedFight', () => {
  it('is true of a fight of two sides with a Duel', () => {
    expect(isSidedFight(example('mesbg-fight-captains.json'))).toBe(true);
  });
  it('is false of a fight of two operatives, and of an attack', () => {
    expect(isSidedFight(example('killteam-fight-duel.json'))).toBe(false);
    expect(isSidedFight(example('killteam-bolt-rifle-vs-trooper.json'))).toBe(false);
  });
  it('needs the fight phase, not only a side', () => {
    expect(isSidedFight({ sideA: {}, sideB: {} })).toBe(false);
  });
});
