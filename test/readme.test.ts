// The README's library example really runs, and prints what its comments say.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as mathhammer from '../src/index.js';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const block = /```ts\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';

describe('README library example', () => {
  it('runs and logs the values its comments state', () => {
    expect(block).toContain("from 'mathhammer'");
    const logged: unknown[] = [];
    const expected: string[] = [];
    const body = block
      .replace(/^import .*$/m, '')
      .replace(/console\.log\((.*)\); \/\/ (.*)$/gm, (_, expr: string, value: string) => {
        expected.push(value.replace(/ \(.*\)$/, '').trim());
        return `log(${expr});`;
      })
      .replace(/(\w+)!/g, '$1'); // drop TypeScript's non-null assertions
    new Function('mathhammer', 'log', `const { evaluate } = mathhammer;\n${body}`)(
      mathhammer,
      (v: unknown) => logged.push(v),
    );
    expect(logged.map(String)).toEqual(expected);
  });
});
