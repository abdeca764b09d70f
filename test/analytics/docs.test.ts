/**
 * docs/analytics.md shows real output: its charts are what the commands draw now, its code
 * examples log what their comments say, and every command on the page prints what is shown
 * (with the built command line; `node scripts/cli-docs.mjs docs/analytics.md` refreshes
 * the page after `npm run build`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
// @ts-expect-error: a plain .mjs script, without types
import { consoleBlocks, root, runCommand } from '../../scripts/cli-docs.mjs';
import { runCli } from '../../src/cli/cli.js';
import { CliInputError, type CliIo } from '../../src/cli/io.js';
import * as engine from '../../src/engine.js';
import * as mathhammer from '../../src/index.js';

interface Command {
  args: string[];
  output: string[];
  code: number;
}

const page = readFileSync(`${root}docs/analytics.md`, 'utf8');
const commands = (consoleBlocks(page) as { commands: Command[] }[]).flatMap((b) => b.commands);
const cli = process.env.MATHHAMMER_CLI ?? `${root}dist/cli.js`;

/** Run a command in-process, with the real files to read and the files written kept aside. */
async function inProcess(args: string[]): Promise<Record<string, string>> {
  const written: Record<string, string> = {};
  const io: CliIo = {
    stdout: () => {},
    stderr: () => {},
    stdoutIsTTY: false,
    stderrIsTTY: false,
    env: {},
    version: '0.0.0',
    readInput: async (path) => {
      try {
        return readFileSync(`${root}${path}`, 'utf8');
      } catch {
        throw new CliInputError(`cannot read ${path}`);
      }
    },
    writeOutput: async (path, text) => {
      written[path] = text;
    },
  };
  expect(await runCli(args, io)).toBe(0);
  return written;
}

describe('docs/analytics.md', () => {
  const charts = commands.filter((c) => c.args.includes('--svg'));

  test('shows a chart of each kind, each drawn by a command on the page', () => {
    const images = [...page.matchAll(/!\[[^\]]*\]\((analytics\/[\w-]+\.svg)\)/g)].map((m) => m[1]);
    expect(images.length).toBeGreaterThanOrEqual(4);
    const drawn = charts.map((c) => c.args[c.args.indexOf('--svg') + 1]);
    for (const image of images) expect(drawn).toContain(`docs/${image}`);
  });

  test.each(charts.map((c) => [c.args.join(' '), c] as const))(
    'the chart of `mathhammer %s` is current',
    async (_name, c) => {
      const file = c.args[c.args.indexOf('--svg') + 1]!;
      const written = await inProcess(c.args);
      expect(readFileSync(`${root}${file}`, 'utf8')).toBe(written[file]);
    },
  );

  const blocks = [...page.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]!);
  test.each(blocks.map((b, i) => [i + 1, b] as const))(
    'code example %i logs the values its comments state',
    (_i, block) => {
      // Each name from the entry the example imports it from (the main entry, or the engine).
      const entries: Readonly<Record<string, object>> = {
        mathhammer,
        'mathhammer/engine': engine,
      };
      const scope: Record<string, unknown> = {};
      for (const m of block.matchAll(
        /^import \{ ([^}]+) \} from '(mathhammer(?:\/engine)?)';$/gm,
      )) {
        const entry = entries[m[2]!] as Readonly<Record<string, unknown>>;
        for (const name of m[1]!.split(',').map((s) => s.trim())) {
          expect(Object.hasOwn(entry, name), `${name} from ${m[2]}`).toBe(true);
          scope[name] = entry[name];
        }
      }
      const names = Object.keys(scope);
      const logged: unknown[] = [];
      const expected: string[] = [];
      const body = block
        .replace(/^import .*$/gm, '')
        .replace(/console\.log\((.*)\); \/\/ (.*)$/gm, (_, expr: string, value: string) => {
          expected.push(value.replace(/ \(.*\)$/, '').trim());
          return `log(${expr});`;
        })
        .replace(/!(?=[.[)])/g, ''); // TypeScript's non-null assertions
      new Function('mathhammer', 'log', `const { ${names.join(', ')} } = mathhammer;\n${body}`)(
        scope,
        (v: unknown) => logged.push(v),
      );
      expect(expected.length).toBeGreaterThan(0);
      expect(logged.map(String)).toEqual(expected);
    },
  );

  test.each(commands.map((c) => [c.args.join(' '), c] as const))(
    'mathhammer %s prints what the page shows',
    (_name, c) => {
      if (!existsSync(cli)) throw new Error(`${cli} is missing: run \`npm run build\` first`);
      const r = runCommand(c.args) as { output: string[]; code: number };
      expect(r.code).toBe(c.code);
      expect(r.output).toEqual(c.output);
    },
  );
});
