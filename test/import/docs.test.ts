/**
 * docs/import.md shows real runs and real values: every command on the page prints what is
 * shown (with the built command line; `node scripts/cli-docs.mjs docs/import.md` refreshes
 * the page after `npm run build`), the library walk-through's comments are the values the
 * code gives, and the error messages shown are the ones thrown.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
// @ts-expect-error: a plain .mjs script, without types
import { consoleBlocks, root, runCommand } from '../../scripts/cli-docs.mjs';
import {
  armyAnalysis,
  armyMatrix,
  ImportError,
  importRoster,
  readRoster,
  unitScenario,
} from '../../src/import/index.js';
import { evaluate, parseAnalysis } from '../../src/index.js';
import { DREAD_TARGET, ERADICATOR_MELTA } from './expected.js';

interface Command {
  args: string[];
  output: string[];
  code: number;
}

const page = readFileSync(`${root}docs/import.md`, 'utf8');
const commands = (consoleBlocks(page) as { commands: Command[] }[]).flatMap((b) => b.commands);
const cli = process.env.MATHHAMMER_CLI ?? `${root}dist/cli.js`;

describe('docs/import.md', () => {
  test('shows import, matrix and compare with rosters, and an Age of Sigmar listing', () => {
    expect(commands.map((c) => c.args[0])).toEqual([
      'import',
      'matrix',
      'compare',
      'matrix',
      'import',
    ]);
  });

  test('the example analysis file is what import writes from the example rosters', () => {
    const written = armyAnalysis(
      importRoster(readFileSync(`${root}examples/rosters/strike-force.rosz`)).units,
      importRoster(readFileSync(`${root}examples/rosters/waaagh.json`)).units,
    );
    const file = JSON.parse(
      readFileSync(`${root}examples/rosters/strike-force-vs-waaagh.json`, 'utf8'),
    );
    expect(file).toEqual(JSON.parse(JSON.stringify(written)));
    // And the analysis format reads it.
    expect(parseAnalysis(file).profiles.map((p) => p.name)).toEqual([
      'Intercessor Squad',
      'Captain',
      'Eradicator Squad',
    ]);
  });

  test.each(commands.map((c) => [c.args.join(' '), c] as const))('mathhammer %s', (_name, c) => {
    if (!existsSync(cli)) throw new Error(`${cli} is missing: run \`npm run build\` first`);
    const r = runCommand(c.args) as { output: string[]; code: number };
    expect(r.code).toBe(c.code);
    expect(r.output).toEqual(c.output);
  });

  test('the library walk-through logs what its comments say', () => {
    const mine = importRoster(readFileSync(`${root}examples/rosters/strike-force.rosz`), {
      source: 'strike-force.rosz',
    });
    const theirs = importRoster(readFileSync(`${root}examples/rosters/waaagh.json`), {
      source: 'waaagh.json',
    });
    expect(mine.units.map((u) => `${u.name} x${u.models}`)).toEqual([
      'Intercessor Squad x5',
      'Captain x1',
      'Eradicator Squad x3',
    ]);
    expect(page).toContain("// ['Intercessor Squad x5', 'Captain x1', 'Eradicator Squad x3']");
    expect(page).toContain(`mine.warnings.length; // ${mine.warnings.length}`);
    expect(page).toContain(`mine.warnings[0].message; // '${mine.warnings[0]!.message}'`);
    const eradicators = mine.units[2]!;
    const dread = theirs.units[1]!;
    expect(page).toContain(
      `// { name: 'Eradicator Squad, Melta rifle', models: 3, attacks: 1, bs: 3, strength: 9, ap: -4, damage: 'D6', rules: ['heavy', { rule: 'melta', damage: 2 }] }`,
    );
    expect(eradicators.weapons[0]!.attacker).toEqual(ERADICATOR_MELTA);
    expect(page).toContain(
      "// { name: 'Deff Dread', models: 1, toughness: 9, save: 2, wounds: 8, feelNoPain: 6, keywords: ['vehicle', 'walker'] }",
    );
    expect(dread.target).toEqual(DREAD_TARGET);
    const r = evaluate(unitScenario(eradicators, dread)).results;
    // The hand derivations of the page's comments.
    expect(r.unsaved!.mean()).toBeCloseTo(3 * (2 / 3) * (1 / 2) * (5 / 6), 12);
    expect(r.damageAfterFnp!.mean()).toBeCloseTo(
      3 * (2 / 3) * (1 / 2) * (5 / 6) * 3.5 * (5 / 6),
      12,
    );
    expect(page).toContain(`r.unsaved.mean(); // ${r.unsaved!.mean().toFixed(4)}:`);
    expect(page).toContain(`r.damageAfterFnp.mean(); // ${r.damageAfterFnp!.mean().toFixed(4)}:`);
    expect(page).toContain(`r.woundsLost.mean(); // ${r.woundsLost!.mean().toFixed(4)}:`);
    const m = armyMatrix(mine.units, theirs.units);
    expect(page).toContain(
      `m.cells[2].map((c) => c.slain.toFixed(3)); // [${m.cells[2]!.map((c) => `'${c.slain.toFixed(3)}'`).join(', ')}]`,
    );
    // The matrix's Intercessors against Boyz, by hand (the page's derivation).
    expect(m.cells[0]![0]!.slain).toBeCloseTo((10 * 2 * 1 * 5) / (3 * 3 * 6), 12);
  });

  test('the error messages shown are those thrown', () => {
    const ros = readFileSync(`${root}examples/rosters/strike-force.ros`, 'utf8');
    const rosz = readFileSync(`${root}examples/rosters/strike-force.rosz`);
    const message = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        expect(e).toBeInstanceOf(ImportError);
        return (e as Error).message;
      }
      throw new Error('expected an ImportError');
    };
    const cases = [
      message(() => readRoster(rosz.subarray(0, rosz.length - 30), 'army.rosz')),
      message(() => readRoster('<roster>\n  <forces>\n    </roster>', 'army.ros')),
      message(() =>
        readRoster(readFileSync(`${root}test/import/fixtures/test-faction.cat`), 'enemy.ros'),
      ),
      message(() =>
        // A roster of an edition not read is refused by name (a unit that cannot be read is
        // left out with a warning instead).
        importRoster(
          ros.replace(
            'gameSystemName="Warhammer 40,000 10th Edition"',
            'gameSystemName="Warhammer 40,000 9th Edition"',
          ),
          { source: 'old.ros' },
        ),
      ),
      message(() => readRoster(new Uint8Array(50 * 1024 * 1024), 'huge.ros')),
    ];
    const block = /```text\n([\s\S]*?)```/.exec(
      page.slice(page.indexOf('## Errors and limits')),
    )![1]!;
    expect(block.trimEnd().split('\n')).toEqual(cases);
  });
});
