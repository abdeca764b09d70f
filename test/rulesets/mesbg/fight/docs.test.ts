// The worked example of docs/mesbg.md ("The Fight phase"): its numbers, as the docs quote them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { evaluate } from '../../../../src/scenario/evaluate.js';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const docs = readFileSync(`${root}docs/mesbg.md`, 'utf8');
const captains = JSON.parse(readFileSync(`${root}examples/mesbg-fight-captains.json`, 'utf8'));

describe('docs/mesbg.md, the Fight phase', () => {
  const r = evaluate(captains).results;
  const best = evaluate({ ...captains, sideA: { ...captains.sideA, might: 'best' } }).results;
  const quoted: [string, number][] = [
    ['r.duelWinA?.at(1); // ', r.duelWinA!.at(1)],
    ['r.slainB?.at(1); // ', r.slainB!.at(1)],
    ['r.woundsB?.mean(); // ', r.woundsB!.mean()],
    ['r.mightBestA?.at(1); // ', r.mightBestA!.at(1)],
  ];
  test.each(quoted)('%s is what evaluate() gives', (line, value) => {
    expect(docs).toContain(`${line}${value}`);
  });
  test('the prose: 60.7% and 71.6% Duel wins, 1.15 and 1.49 Might, 12.5% and 14.2% slain', () => {
    expect(r.duelWinA!.at(1)).toBeCloseTo(0.607, 3);
    expect(best.duelWinA!.at(1)).toBeCloseTo(0.716, 3);
    expect(r.mightSpentA!.mean()).toBeCloseTo(1.15, 2);
    expect(best.mightSpentA!.mean()).toBeCloseTo(1.49, 2);
    expect(r.mightGoalA!.at(1)).toBeCloseTo(0.125, 3);
    expect(best.slainB!.at(1)).toBeCloseTo(r.mightBestA!.at(1), 12);
    for (const s of ['71.6%', '60.7%', '1.49', '1.15', '14.2%', '12.5%']) expect(docs).toContain(s);
  });
});
