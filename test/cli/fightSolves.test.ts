/**
 * `mathhammer run` on a fight reads its Might advice from what `evaluate()` returned rather
 * than solving the fight again (it once solved it two to four more times, work the estimate
 * had to price). The Duel is played out by `sideStates` once per side a solve, so its calls
 * count the solves; the reports are byte for byte those recorded before the change.
 *
 * The fixtures in `fixtures/fightReport/` are hand-written fights in the scenario format (Might
 * on both sides, banners, Heroic Strikes, the best policy), with the report of `mathhammer run`
 * recorded at main `fb8a793`, before the change.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { bernoulli } from '../../src/dist/bernoulli.js';
import type { Dist } from '../../src/dist/Dist.js';
import { evaluateJson } from '../../src/index.js';
import { duelLines } from '../../src/report/fightReport.js';
import { fakeCli } from '../helpers/fakeCli.js';

const calls = vi.hoisted(() => ({ sideStates: 0 }));

vi.mock('../../src/rulesets/mesbg/fight/duel.js', async (original) => {
  const m = await original<typeof import('../../src/rulesets/mesbg/fight/duel.js')>();
  return {
    ...m,
    sideStates: (...args: Parameters<typeof m.sideStates>) => {
      calls.sideStates++;
      return m.sideStates(...args);
    },
  };
});

const dir = new URL('fixtures/fightReport/', import.meta.url);
const read = (name: string) => readFileSync(new URL(name, dir), 'utf8');

/** The Duel passes of `f` (two calls of `sideStates` each). */
async function passes(f: () => unknown): Promise<number> {
  calls.sideStates = 0;
  await f();
  return calls.sideStates / 2;
}

describe('the fight report reads the result', () => {
  it.each(['f14', 'f16', 'f21'])(
    '%s: the same report, and no solve beyond evaluate()',
    async (name) => {
      const json = read(`${name}.json`);
      const evaluated = await passes(() => evaluateJson(JSON.parse(json)));
      let stdout = '';
      const run = await passes(async () => {
        const r = await fakeCli(['run', 'fight.json'], { files: { 'fight.json': json } });
        expect(r.code).toBe(0);
        stdout = r.stdout;
      });
      expect(stdout).toBe(read(`${name}.txt`));
      // Both sides have Might: the fight as played and each side at its best, and the Duel
      // without Heroic Strike where one is declared.
      expect(evaluated).toBeGreaterThanOrEqual(2);
      expect(run).toBe(evaluated);
    },
  );

  it('results made elsewhere than by evaluate() still get their advice, solved for them', async () => {
    const r = evaluateJson(JSON.parse(read('f14.json')));
    const lines = duelLines(r);
    // The same results with another Dist for A's goal (as a caller might rebuild them) hold no
    // advice found: the report solves it, and says the same.
    const goal = r.results as unknown as Record<string, Dist>;
    const copy = { ...r, results: { ...goal, mightGoalA: bernoulli(goal.mightGoalA!.at(1)) } };
    const solved = await passes(() => {
      expect(duelLines(copy as unknown as typeof r)).toEqual(lines);
    });
    expect(solved).toBeGreaterThanOrEqual(1);
  });
});
