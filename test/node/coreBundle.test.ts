// The core runs in browsers: nothing reachable from src/index.ts imports a Node built-in
// module, in the sources and in the built bundles (dist/index.js with the chunks it shares
// with mathhammer/node, and dist/index.cjs). Node-only code lives in src/node (mathhammer/node)
// and src/cli. Needs the build (npx tsup) for the bundle half.
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const builtins = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
const isBuiltin = (spec: string) => spec.startsWith('node:') || builtins.has(spec.split('/')[0]!);

/** Module specifiers of static imports, re-exports and dynamic imports or requires. */
function specifiers(code: string): string[] {
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

/** Every file reachable from `entry` through relative imports, with its specifiers. */
function reachable(
  entry: string,
  toFile: (from: string, spec: string) => string,
): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    const specs = specifiers(readFileSync(file, 'utf8'));
    seen.set(file, specs);
    for (const s of specs) if (s.startsWith('.')) queue.push(toFile(file, s));
  }
  return seen;
}

function builtinImports(files: Map<string, string[]>): string[] {
  const found: string[] = [];
  for (const [file, specs] of files) {
    for (const s of specs) if (isBuiltin(s)) found.push(`${file.slice(root.length + 1)}: ${s}`);
  }
  return found;
}

describe('the core imports no Node built-in module', () => {
  it('in the sources reachable from src/index.ts', () => {
    const files = reachable(join(root, 'src/index.ts'), (from, spec) => {
      const ts = resolve(dirname(from), spec.replace(/\.js$/, '.ts'));
      return existsSync(ts) ? ts : resolve(dirname(from), spec.replace(/\.js$/, '/index.ts'));
    });
    expect(files.size).toBeGreaterThan(50);
    expect([...files.keys()].some((f) => f.includes('/src/node/'))).toBe(false);
    expect(builtinImports(files)).toEqual([]);
  });

  it('in the built bundles dist/index.js (and its chunks) and dist/index.cjs', () => {
    const esm = join(root, 'dist/index.js');
    expect(existsSync(esm), 'run npx tsup first').toBe(true);
    const files = reachable(esm, (from, spec) => resolve(dirname(from), spec));
    files.set(
      join(root, 'dist/index.cjs'),
      specifiers(readFileSync(join(root, 'dist/index.cjs'), 'utf8')),
    );
    expect(builtinImports(files)).toEqual([]);
    // While mathhammer/node does use them (so the check can see them).
    const node = reachable(join(root, 'dist/node/index.js'), (from, spec) =>
      resolve(dirname(from), spec),
    );
    expect(builtinImports(node).join('\n')).toMatch(/worker_threads/);
  });
});

// What `import 'mathhammer'` loads is what a command-line run or a page load waits for: the
// army-list importer's parsers (saxes with xmlchars, fflate: more to load than the whole
// library) load only with `mathhammer/import`, the JSON Schema builder only with the
// functions that print a JSON Schema (in `mathhammer/engine`). docs/benchmarks.md, "Cold start".
describe('the main entry loads no parser it does not use', () => {
  // The package's dependencies a file imports (the specifier scan also sees examples in doc
  // comments, such as `from 'mathhammer'`: only real dependencies are counted).
  const deps = Object.keys(
    (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies: object })
      .dependencies,
  );
  const packages = (files: Map<string, string[]>) =>
    [...new Set([...files.values()].flat().filter((s) => deps.includes(s)))].sort();
  const sources = (entry: string) =>
    reachable(join(root, entry), (from, spec) => {
      const ts = resolve(dirname(from), spec.replace(/\.js$/, '.ts'));
      return existsSync(ts) ? ts : resolve(dirname(from), spec.replace(/\.js$/, '/index.ts'));
    });
  const built = (entry: string) =>
    reachable(join(root, entry), (from, spec) => resolve(dirname(from), spec));

  it('in the sources: valibot only, for src/index.ts and src/core.ts', () => {
    expect(packages(sources('src/index.ts'))).toEqual(['valibot']);
    expect(packages(sources('src/core.ts'))).toEqual(['@valibot/to-json-schema', 'valibot']);
    // While the importer does use the parsers (so the check can see them).
    expect(packages(sources('src/import/index.ts'))).toEqual(['fflate', 'saxes', 'valibot']);
  });

  it('in the built bundles: dist/index.js valibot only; dist/index.cjs no XML or zip parser', () => {
    expect(existsSync(join(root, 'dist/import/index.js')), 'run npx tsup first').toBe(true);
    expect(packages(built('dist/index.js'))).toEqual(['valibot']);
    // CommonJS has no shared chunks: the main entry reads the whole core (core.cjs).
    expect(packages(built('dist/index.cjs'))).toEqual(['@valibot/to-json-schema', 'valibot']);
    expect(packages(built('dist/import/index.js'))).toEqual(['fflate', 'saxes', 'valibot']);
    expect(packages(built('dist/import/index.cjs'))).toEqual([
      '@valibot/to-json-schema',
      'fflate',
      'saxes',
      'valibot',
    ]);
  });
});
