/**
 * docs/cli.md shows real runs (scripts/cli-docs.mjs rewrites them from fresh runs). This test
 * runs every command of the page with the built command line and checks what cannot drift
 * without the page becoming wrong: the exit code, every error message and help text in
 * full, and for reports the summary and method lines and which results are listed. Numbers
 * of the engines may move (a new result, a refined rule) without failing this test; run
 * `node scripts/cli-docs.mjs` after `npm run build` to refresh them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
// @ts-expect-error: a plain .mjs script, without types
import { consoleBlocks, docPath, root, runCommand } from '../../scripts/cli-docs.mjs';

interface Command {
  args: string[];
  output: string[];
  code: number;
}

const cli = process.env.MATHHAMMER_CLI ?? `${root}dist/cli.js`;
const blocks = consoleBlocks(readFileSync(docPath, 'utf8')) as { commands: Command[] }[];
const commands = blocks.flatMap((b) => b.commands);

/** `hits: mean 5.00, sd 1.58` -> `hits`; `woundsLost  mean ...` -> `woundsLost`. */
const resultNames = (lines: string[]) =>
  lines.filter((l) => /^\S.*(:| ) mean \d/.test(l)).map((l) => l.replace(/:? +mean .*$/, ''));

describe('docs/cli.md', () => {
  test('has console examples of every command and of the errors', () => {
    const shown = commands.map((c) => c.args.join(' '));
    for (const start of ['run', 'run --help', 'schema --help', '--help']) {
      expect(shown.some((s) => s === start || s.startsWith(`${start} `))).toBe(true);
    }
    expect(commands.filter((c) => c.code === 2).length).toBeGreaterThanOrEqual(5);
  });

  test.each(commands.map((c) => [c.args.join(' '), c] as const))('mathhammer %s', (_name, c) => {
    if (!existsSync(cli)) throw new Error(`${cli} is missing: run \`npm run build\` first`);
    const r = runCommand(c.args) as { output: string[]; code: number };
    expect(r.code).toBe(c.code);
    if (!c.output.some((l) => / mean \d/.test(l) || l.startsWith('{"ruleset"'))) {
      expect(r.output).toEqual(c.output);
      return;
    }
    if (c.output[0]?.startsWith('{"ruleset"')) {
      const shown = JSON.parse(c.output[0]);
      const got = JSON.parse(r.output[0]!);
      expect(Object.keys(got)).toEqual(Object.keys(shown));
      expect(got.results.hits).toEqual(shown.results.hits);
      return;
    }
    if (!/ mean \d/.test(c.output[0]!)) expect(r.output.slice(0, 2)).toEqual(c.output.slice(0, 2));
    expect(resultNames(r.output)).toEqual(resultNames(c.output));
  });
});
