/**
 * The cases a hostile test found accepted silently or crashing: each now ends in a clear
 * error naming the field, or a result. Cheap cases only; the cost model's own tests are in
 * test/cost/.
 */
import { describe, expect, it } from 'vitest';
import { classMachine, classMachineSize } from '../../src/allocation/ClassMachine.js';
import { coverSolver, coverTable } from '../../src/allocation/maxSlain.js';
import { parseDice } from '../../src/dice/parseDice.js';
import { rollDice } from '../../src/dice/rollDice.js';
import {
  chiSquareTest,
  defineRule,
  evaluate,
  evaluateJson,
  monteCarlo,
  moraleTest,
  overTurns,
  uniformInt,
} from '../../src/engine.js';
import { InputError, MathhammerError, ScenarioError, TooLargeError } from '../../src/errors.js';
import { chunkCount } from '../../src/random/chunks.js';
import { duplicateJsonKey } from '../../src/text/jsonError.js';
import { terminalSafe, xmlSafe } from '../../src/text/safe.js';
import { fakeCli } from '../helpers/fakeCli.js';
import { thrown } from '../helpers/thrown.js';

const shot = {
  ruleset: 'scrollhammer',
  attackers: [{ bs: 3, strength: 4 }],
  target: { groups: [{ models: 5, toughness: 4 }] },
} as const;

describe('silent inputs are refused with the field named', () => {
  it('[] where an object is expected: reroll and MESBG obstructions', () => {
    const e = thrown(() =>
      evaluateJson({ ...shot, attackers: [{ bs: 3, strength: 4, reroll: [] }] }),
    ) as ScenarioError;
    expect(e).toBeInstanceOf(ScenarioError);
    expect(e.message).toContain('attackers[0].reroll: expected a re-roll');
    expect(e.message).toContain('got an array');
    const m = thrown(() =>
      evaluateJson({
        ruleset: 'mesbg',
        attackers: [{ shootValue: 3, strength: 2, obstructions: [[]] }],
        target: { defence: 3 },
      }),
    ) as ScenarioError;
    expect(m.issues[0]?.path).toBe('attackers[0].obstructions[0]');
  });

  it('feelNoPain false with the rule feel-no-pain disagree', () => {
    const e = thrown(() =>
      evaluate({
        ...shot,
        target: { groups: [{ toughness: 4, feelNoPain: false, rules: ['feel-no-pain'] }] },
      }),
    ) as ScenarioError;
    expect(e.issues[0]?.path).toBe('target.groups[0].feelNoPain');
  });

  it('turns reads a list of cover saves as the best, as run does', () => {
    const a = { ...shot, target: { ...shot.target, cover: [5, 4] } };
    const b = { ...shot, target: { ...shot.target, cover: 4 } };
    const ta = overTurns(a, { turns: 2 }).series[0]!.destroyed;
    expect(ta).toEqual(overTurns(b, { turns: 2 }).series[0]!.destroyed);
  });

  it('a rule that sets bs or strength to NaN names the rule and the field', () => {
    for (const field of ['bs', 'strength'] as const) {
      const broken = defineRule({
        name: 'broken',
        citation: 'test',
        apply: (d) => ({ ...d, [field]: Number.NaN }),
      });
      const e = thrown(() =>
        evaluate(
          { ...shot, attackers: [{ bs: 3, strength: 4, rules: ['broken'] }] },
          { rules: { broken } },
        ),
      ) as InputError;
      expect(e).toBeInstanceOf(InputError);
      expect(e.message).toContain(`the rule "broken" set ${field} to NaN`);
    }
  });

  it('duplicate JSON keys are found with their place', () => {
    expect(duplicateJsonKey('{"bs": 3,\n "bs": 2}')).toEqual({ key: 'bs', line: 2, column: 2 });
    expect(duplicateJsonKey('[{"a": 1}, {"a": 2}]')).toBeUndefined();
    expect(duplicateJsonKey('{"a": {"b": 1}, "b": 2}')).toBeUndefined();
    expect(duplicateJsonKey('{"a": {"b": 1, "b": 2}}')?.key).toBe('b');
  });

  it('the command line refuses duplicate keys and hexadecimal numbers', async () => {
    const dup = await fakeCli(['run', 'x.json'], {
      files: { 'x.json': '{"ruleset":"scrollhammer","ruleset":"mesbg"}' },
    });
    expect(dup.code).toBe(2);
    expect(dup.stderr).toContain('the field "ruleset" is given twice');
    for (const option of ['--samples', '--seed', '--workers']) {
      const r = await fakeCli(['run', option, '0x10']);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(`${option}: expected`);
      expect(r.stderr).toContain('"0x10"');
    }
    expect((await fakeCli(['run', '--samples', '1e3', '-q'])).code).toBe(0);
  });
});

describe('hostile names', () => {
  const hostile = 'Orc\u001b]0;pwned\u0007\u001b[2J\u009b31m\u0001\ufffe\u202e';

  it('terminalSafe shows every escape as text; xmlSafe keeps only XML characters', () => {
    expect(terminalSafe(hostile)).toBe('Orc\\x1b]0;pwned\\x07\\x1b[2J\\x9b31m\\x01\ufffe\\u202e');
    expect(terminalSafe('Draugr\tW2\n')).toBe('Draugr\tW2\n');
    expect(xmlSafe('a\u0001b\ufffec\ud800')).toBe('a\ufffdb\ufffdc\ufffd');
    expect(xmlSafe('🐉 Dragon')).toBe('🐉 Dragon');
  });

  it('the text report and the SVG of run and of the analytics carry no escape', async () => {
    const scenario = JSON.stringify({
      ...shot,
      attackers: [{ name: hostile, bs: 3, strength: 4 }],
      target: { ...shot.target, name: hostile },
    });
    // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for them.
    const unsafe = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
    const run = await fakeCli(['run', 'x.json'], { files: { 'x.json': scenario } });
    expect(run.code).toBe(0);
    expect(run.stdout).not.toMatch(unsafe);
    const svg = await fakeCli(['run', 'x.json', '--svg', '-'], { files: { 'x.json': scenario } });
    expect(svg.stdout).not.toMatch(unsafe);
    expect(svg.stdout).not.toContain('\ufffe');
    for (const command of ['compare', 'turns']) {
      const r = await fakeCli([command, 'x.json'], { files: { 'x.json': scenario } });
      expect(r.code).toBe(0);
      expect(r.stdout).not.toMatch(unsafe);
    }
  });
});

describe('library functions check their arguments', () => {
  const cases: [string, () => unknown][] = [
    ['evaluate(s, null)', () => evaluate(shot, null as never)],
    ['rollDice()', () => rollDice(undefined as never, undefined as never)],
    ['rollDice(expr)', () => rollDice(parseDice('2D6'), undefined as never)],
    ['chiSquareTest()', () => chiSquareTest(undefined as never, undefined as never)],
    ['moraleTest(8, null)', () => moraleTest(8, null as never)],
    ['uniformInt()', () => uniformInt(undefined as never, 6)],
    ['overTurns(a)', () => overTurns(shot, undefined as never)],
    ['monteCarlo(plan)', () => monteCarlo({} as never, undefined as never)],
    ['chunkCount(NaN)', () => chunkCount(Number.NaN)],
    ['coverSolver(1e9)', () => coverSolver(1e9)],
    ['coverTable(1e9, ...)', () => coverTable(1e9, 1, 1, 1)],
    ['coverTable(3, 1e9, 1e9, 0)', () => coverTable(3, 1e9, 1e9, 0)],
    ['classMachineSize(1e9, ...)', () => classMachineSize(1e9, 5, 'rules')],
  ];
  it.each(cases)('%s throws a MathhammerError', (_, f) => {
    expect(thrown(f)).toBeInstanceOf(MathhammerError);
  });

  it('classMachineSize returns at once for the largest models it takes', () => {
    expect(classMachineSize(50_000, 1000, 'rules')).toBeGreaterThan(2 ** 53);
  });
});

describe('sizes that crashed or were refused', () => {
  it('one shot at 5 models of 66 Wounds is refused before any work, with a way out', () => {
    const e = thrown(() =>
      evaluate({ ...shot, target: { groups: [{ models: 5, toughness: 4, wounds: 66 }] } }),
    ) as TooLargeError;
    expect(e).toBeInstanceOf(TooLargeError);
    expect(e.message).toMatch(/would take about \d+ s and [\d.]+ GB/);
    expect(e.message).toContain('allocation machine: 5 models of 66 Wounds');
    expect(e.message).toContain('use allocation "sequential"');
    // The way out fits: it answers.
    const r = evaluate({
      ...shot,
      allocation: 'sequential',
      target: { groups: [{ models: 5, toughness: 4, wounds: 66 }] },
    });
    expect(r.results.slain?.mean()).toBe(0);
  });

  it('a Wounds 5+ machine of a few models still answers, matching sequential for one wound', () => {
    // One wound of damage 1 on 3 models of 5 Wounds: nothing slain, one wound lost, either way.
    const m = classMachine(3, 5, 'rules');
    const s = m.next[0 * m.stride + 1]!;
    expect(m.slain[s]).toBe(0);
    expect(m.woundsLost[s]).toBe(1);
    // Damage 4 (never dealt by Scrollhammer) keeps the state, as column 0 does.
    expect(m.next[0 * m.stride + 4]).toBe(0);
  });

  it('Blast Monte Carlo of 1,000 models with 1,000 shots each is refused in its histograms', () => {
    const e = thrown(() =>
      evaluate({
        ruleset: 'scrollhammer',
        method: 'monte-carlo',
        samples: 1,
        attackers: [{ models: 1000, shots: 1000, bs: 3, strength: 4, rules: ['large-blast'] }],
        target: { formation: { files: 20 }, groups: [{ models: 1000, toughness: 4 }] },
      }),
    ) as TooLargeError;
    expect(e).toBeInstanceOf(TooLargeError);
    expect(e.message).toContain('histograms');
  });
});
