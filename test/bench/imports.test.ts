// The benchmark scripts import the built package (dist/), as users get it; they are not run by
// the tests, so a name that moves between entries (the main entry and mathhammer/engine) would
// break them silently. Every name each script imports from dist/ must exist there.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const bench = new URL('../../bench/', import.meta.url);
const scripts = readdirSync(bench).filter((f) => f.endsWith('.mjs'));

describe('bench/*.mjs import names that the built package has', () => {
  for (const script of scripts) {
    const source = readFileSync(new URL(script, bench), 'utf8');
    const imports = [...source.matchAll(/import \{([^}]+)\} from '\.\.\/dist\/([\w/]+)\.js'/g)];
    if (imports.length === 0) continue;
    it(script, async () => {
      for (const [, list, entry] of imports) {
        const mod = (await import(
          new URL(`../../dist/${entry}.js`, import.meta.url).href
        )) as Record<string, unknown>;
        const names = list!
          .split(',')
          .map((n) => n.trim().replace(/^type /, ''))
          .filter(Boolean);
        expect(names.filter((n) => !(n in mod))).toEqual([]);
      }
    });
  }
});
