/**
 * The typed face as a consumer meets it: test/consumer/consumer.ts, written from the README and
 * docs only, is type-checked strictly against the built package (module nodenext,
 * noUncheckedIndexedAccess, exactOptionalPropertyTypes, skipLibCheck false; its
 * `@ts-expect-error` lines pin that misspelt fields, results, rules and custom rule names do
 * not compile), then run. Needs `npm run build` first, as `npm test` does.
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, test } from 'vitest';

const root = fileURLToPath(new URL('../', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'mathhammer-consumer-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

test('a strict TypeScript consumer type-checks and runs against the built package', () => {
  mkdirSync(join(work, 'node_modules/@types'), { recursive: true });
  symlinkSync(root, join(work, 'node_modules/mathhammer'), 'dir');
  symlinkSync(
    join(root, 'node_modules/@types/node'),
    join(work, 'node_modules/@types/node'),
    'dir',
  );
  writeFileSync(join(work, 'package.json'), JSON.stringify({ type: 'module', private: true }));
  cpSync(join(root, 'test/consumer'), work, { recursive: true });
  // The README's `const` pattern, compiled as strictly as the consumer and run: the block that
  // keeps a scenario in a const `as const satisfies ScenarioInput`.
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const pattern = [...readme.matchAll(/```ts\n([\s\S]*?)```/g)]
    .map((m) => m[1]!)
    .find((b) => b.includes('as const satisfies ScenarioInput'));
  expect(pattern).toBeDefined();
  writeFileSync(join(work, 'readme.ts'), pattern!);
  const config = JSON.parse(readFileSync(join(work, 'tsconfig.json'), 'utf8'));
  config.files.push('readme.ts');
  writeFileSync(join(work, 'tsconfig.json'), JSON.stringify(config));
  // One compile both checks (any type error fails it) and emits the file to run, its types
  // stripped by TypeScript's own transpiler.
  const tsc = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/typescript/bin/tsc'),
      '-p',
      'tsconfig.json',
      '--noEmit',
      'false',
      '--outDir',
      'out',
    ],
    { cwd: work, encoding: 'utf8' },
  );
  expect(`${tsc.stdout}${tsc.stderr}`).toBe('');
  expect(tsc.status).toBe(0);
  const run = spawnSync(process.execPath, ['out/consumer.js'], { cwd: work, encoding: 'utf8' });
  expect(`${run.stdout}${run.stderr}`).toMatch(/^consumer: ok \(\d+ checks\)\n$/);
  // Each value the README's comments state.
  const said = [...pattern!.matchAll(/console\.log\(.*\); \/\/ (.*)$/gm)].map((m) => m[1]);
  const ran = spawnSync(process.execPath, ['out/readme.js'], { cwd: work, encoding: 'utf8' });
  expect(ran.stderr).toBe('');
  expect(ran.stdout.trim().split('\n')).toEqual(said);
}, 180_000);
