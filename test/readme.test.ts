// The README's library example really runs, and prints what its comments say.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as mathhammer from '../src/index.js';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const block = /```ts\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';

describe('README library example', () => {
  it('runs and logs the values its comments state', () => {
    expect(block).toContain("from 'mathhammer'");
    // Typed results: no non-null assertions (`slain!`) needed, so none written.
    expect(block).not.toMatch(/\w!(\.|\[|\)|;)/);
    const logged: unknown[] = [];
    const expected: string[] = [];
    const body = block
      .replace(/^import .*$/m, '')
      .replace(/console\.log\((.*)\); \/\/ (.*)$/gm, (_, expr: string, value: string) => {
        expected.push(value.replace(/ \(.*\)$/, '').trim());
        return `log(${expr});`;
      });
    const names = /^import \{ ([^}]+) \} from 'mathhammer';$/m.exec(block)?.[1] ?? '';
    new Function('mathhammer', 'log', `const { ${names} } = mathhammer;\n${body}`)(
      mathhammer,
      (v: unknown) => logged.push(v),
    );
    expect(logged.map(String)).toEqual(expected);
  });
});

describe('README command lines', () => {
  it('name only files a clone has: every input file of every command exists', () => {
    const block = /## Command line\n\n```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    const lines = block.split('\n').filter((l) => l.startsWith('npx mathhammer '));
    expect(lines.length).toBeGreaterThan(5);
    const inputs = lines.flatMap((line) => {
      const words = line.replace(/#.*$/, '').trim().split(/\s+/);
      // What a command writes (--svg FILE, > FILE) is not read.
      return words.filter(
        (w, i) =>
          /\.(json|ros|rosz|cat|gst|yaml)$/.test(w) && !['--svg', '>'].includes(words[i - 1] ?? ''),
      );
    });
    expect(inputs).toContain('examples/bowmen-vs-draugr.json');
    expect(inputs.filter((f) => !existsSync(new URL(`../${f}`, import.meta.url)))).toEqual([]);
  });
});
