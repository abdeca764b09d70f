/**
 * docs/errors.md stays true: every `$ mathhammer ...` command of its console blocks is run
 * against the built command line and must print what the page shows, with the exit code the
 * page shows; every library message the page quotes must be what the call throws.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { sampleAttack } from '../../src/attack/woundChain/sample.js';
import { parseDice } from '../../src/dice/parseDice.js';
import { binomial, die, sumOf } from '../../src/dist/index.js';
import { InputError, MathhammerError, ScenarioError, TooLargeError } from '../../src/errors.js';
import { Pcg32 } from '../../src/random/index.js';
import { compileAttack } from '../../src/rulesets/scrollhammer/compile.js';
import { evaluateScrollhammer } from '../../src/rulesets/scrollhammer/evaluate.js';
import { evaluate } from '../../src/scenario/evaluate.js';
import { chiSquareTest } from '../../src/stats/index.js';
import { ROOT, spawnCli } from './cliHarness.js';

const page = readFileSync(join(ROOT, 'docs/errors.md'), 'utf8');

/** The commands of the page's console blocks: arguments, output lines, exit code. */
function commands(): { args: string[]; output: string; code: number }[] {
  const out: { args: string[]; output: string; code: number }[] = [];
  for (const block of page.matchAll(/```console\n([\s\S]*?)```/g)) {
    const lines = block[1]!.trimEnd().split('\n');
    for (let i = 0; i < lines.length; i++) {
      const m = /^\$ mathhammer (.*)$/.exec(lines[i]!);
      if (!m) continue;
      const output: string[] = [];
      while (i + 1 < lines.length && !lines[i + 1]!.startsWith('$ ')) output.push(lines[++i]!);
      expect(lines[i + 1], `exit code after "${lines[i]}"`).toBe('$ echo $?');
      out.push({ args: m[1]!.split(' '), output: output.join('\n'), code: Number(lines[i + 2]) });
      i += 2;
    }
  }
  return out;
}

describe('docs/errors.md: the command line examples', () => {
  const all = commands();
  test('the page has examples', () => {
    expect(all.length).toBeGreaterThanOrEqual(6);
  });
  test.each(all.map((c) => [c.args.join(' '), c] as const))('mathhammer %s', (_name, c) => {
    const r = spawnCli(c.args);
    expect(r.code).toBe(c.code);
    expect(r.stdout).toBe('');
    expect(r.stderr.trimEnd()).toBe(c.output);
  });
});

describe('docs/errors.md: the library messages', () => {
  const attack = {
    phase: 'shooting' as const,
    allocation: 'rules' as const,
    method: 'exact' as const,
    samples: 0,
    attackers: [{ models: 10, bs: 0, shots: 1, strength: 4, ap: 0, rules: [], reroll: {} }],
    target: { groups: [{ models: 5, toughness: 4, wounds: 1, rules: [] }], goneToGround: false },
  };
  test.each([
    ['binomial', () => binomial(10, 2), InputError],
    ['die', () => die(0), InputError],
    ['Pcg32', () => new Pcg32(1.5), InputError],
    ['chiSquareTest', () => chiSquareTest([1, 2], [0.5]), InputError],
    ['parseDice', () => parseDice('2D6++1', 'shots'), InputError],
    ['sumOf', () => sumOf(die(1000), 9000), TooLargeError],
    [
      'sampleAttack',
      () => sampleAttack(compileAttack({ ...attack, attackers: [] }), { samples: 0 }),
      InputError,
    ],
  ])('%s: its message is quoted on the page', (_name, call, type) => {
    let error: unknown;
    try {
      call();
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(type);
    expect(error).toBeInstanceOf(MathhammerError);
    expect(page).toContain((error as Error).message);
  });

  test('the ScenarioError examples', () => {
    let error: unknown;
    try {
      evaluate({
        ruleset: 'scrollhammer',
        attackers: [{ bs: 3, strength: 4 }],
        target: { groups: [{ toughness: 0 }] },
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ScenarioError);
    expect(page).toContain(
      `e.message; // ${JSON.stringify((error as Error).message).replaceAll('"', "'")}`,
    );
    try {
      evaluateScrollhammer(attack);
    } catch (e) {
      error = e;
    }
    expect(page).toContain(`\`\`\`text\n${(error as Error).message}\n\`\`\``);
  });
});
