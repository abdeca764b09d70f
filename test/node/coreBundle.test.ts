// The core runs in browsers: nothing reachable from src/index.ts imports a Node built-in
// module, in the sources and in the built bundles (dist/index.js with the chunks it shares
// with mathhammer/node, and dist/index.cjs). Node-only code lives in src/node (mathhammer/node)
// and src/cli. Needs the build (npx tsup) for the bundle half.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  builtFile,
  dependenciesOf,
  isBuiltin,
  reachable,
  root,
  sourceFile,
  specifiers,
} from '../helpers/moduleGraph.js';

function builtinImports(files: Map<string, string[]>): string[] {
  const found: string[] = [];
  for (const [file, specs] of files) {
    for (const s of specs) if (isBuiltin(s)) found.push(`${file.slice(root.length + 1)}: ${s}`);
  }
  return found;
}

describe('the core imports no Node built-in module', () => {
  it('in the sources reachable from src/index.ts', () => {
    const files = reachable(join(root, 'src/index.ts'), sourceFile);
    expect(files.size).toBeGreaterThan(50);
    expect([...files.keys()].some((f) => f.includes('/src/node/'))).toBe(false);
    expect(builtinImports(files)).toEqual([]);
  });

  it('in the built bundles dist/index.js (and its chunks) and dist/index.cjs', () => {
    const esm = join(root, 'dist/index.js');
    expect(existsSync(esm), 'run npx tsup first').toBe(true);
    const files = reachable(esm, builtFile);
    files.set(
      join(root, 'dist/index.cjs'),
      specifiers(readFileSync(join(root, 'dist/index.cjs'), 'utf8')),
    );
    expect(builtinImports(files)).toEqual([]);
    // While mathhammer/node does use them (so the check can see them).
    const node = reachable(join(root, 'dist/node/index.js'), builtFile);
    expect(builtinImports(node).join('\n')).toMatch(/worker_threads/);
  });
});

// What `import 'mathhammer'` loads is what a command-line run or a page load waits for: the
// army-list importer's parsers (saxes with xmlchars, fflate: more to load than the whole
// library) load only with `mathhammer/import`, the JSON Schema builder only with the
// functions that print a JSON Schema (in `mathhammer/engine`). docs/benchmarks.md, "Cold start".
describe('the main entry loads no parser it does not use', () => {
  const packages = dependenciesOf;
  const sources = (entry: string) => reachable(join(root, entry), sourceFile);
  const built = (entry: string) => reachable(join(root, entry), builtFile);

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
