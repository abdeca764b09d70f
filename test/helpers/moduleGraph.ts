// What a module loads: the files reachable through relative imports from an entry, in the
// sources or in the built bundles, and the packages and Node built-ins they import. Read
// from the text (a specifier scan), so a test can say what an entry loads before it runs.
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, resolve } from 'node:path';

/** The repository's root. */
export const root = resolve(import.meta.dirname, '../..');

const builtins = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));

/** A Node built-in module: `node:fs`, `fs`, `fs/promises`. */
export const isBuiltin = (spec: string): boolean =>
  spec.startsWith('node:') || builtins.has(spec.split('/')[0]!);

/** Module specifiers of static imports, re-exports and dynamic imports or requires. */
export function specifiers(code: string): string[] {
  const out: string[] = [];
  const patterns = [
    /\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const p of patterns) for (const m of code.matchAll(p)) out.push(m[1]!);
  return out;
}

/**
 * Module specifiers of static imports and re-exports only: what loads with the module. A
 * statement starts a line, or follows a `;` or `}` on it (minified code).
 */
export function staticSpecifiers(code: string): string[] {
  const out: string[] = [];
  const patterns = [
    /(?:^|[;}])\s*(?:import|export)\b[^;'"]*?\bfrom\s*['"]([^'"]+)['"]/gm,
    /(?:^|[;}])\s*import\s*['"]([^'"]+)['"]/gm,
  ];
  for (const p of patterns) for (const m of code.matchAll(p)) out.push(m[1]!);
  return out;
}

/** Every file reachable from `entry` through relative imports, with its specifiers. */
export function reachable(
  entry: string,
  toFile: (from: string, spec: string) => string,
  scan: (code: string) => string[] = specifiers,
): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    const specs = scan(readFileSync(file, 'utf8'));
    seen.set(file, specs);
    for (const s of specs) if (s.startsWith('.')) queue.push(toFile(file, s));
  }
  return seen;
}

/** A relative specifier of a source file (`./x.js`) as its `.ts` file (or `x/index.ts`). */
export function sourceFile(from: string, spec: string): string {
  const ts = resolve(dirname(from), spec.replace(/\.js$/, '.ts'));
  return existsSync(ts) ? ts : resolve(dirname(from), spec.replace(/\.js$/, '/index.ts'));
}

/** A relative specifier of a built file, as a path. */
export function builtFile(from: string, spec: string): string {
  return resolve(dirname(from), spec);
}

const dependencies = Object.keys(
  (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies: object })
    .dependencies,
);

/**
 * The package's dependencies the files import, sorted (the specifier scan also sees examples
 * in doc comments, such as `from 'mathhammer'`: only real dependencies are counted).
 */
export function dependenciesOf(files: Map<string, string[]>): string[] {
  return [...new Set([...files.values()].flat().filter((s) => dependencies.includes(s)))].sort();
}
