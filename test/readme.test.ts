// The README's library example really runs, and prints what its comments say.
import { readFileSync } from 'node:fs';
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
