// Every report prints every name safe (src/text/safe.ts): a name holding terminal escapes
// (ANSI CSI and OSC sequences, BEL, CR, a C1 CSI, a bidirectional override) is shown as
// visible text in every text report and as JSON escapes in every JSON one, never reaching the
// terminal raw. One hostile name is given to every name of every input: `run` on a scenario
// of every ruleset (the fight report included, with its best Might spend), the analytics
// (compare, matrix, sweep, turns, durability, saves), the import listing and the batch rows.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { fakeCli } from '../helpers/fakeCli.js';

/** OSC retitle, BEL, clear screen, CR, backspace, a C1 CSI, DEL, a right-to-left override. */
const HOSTILE = '\u001b]0;owned\u0007\u001b[2J\r\b\u009b31m\u007f\u202e';
/** What a terminal acts on (src/text/safe.ts): C0 controls but tab and line feed, DEL, C1, bidi. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const RAW = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** Every `name` of a scenario or analysis (and the roster names of a fight) made hostile. */
function hostile(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(hostile);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      (k === 'name' || k === 'hero') && typeof v === 'string' ? `${v}${HOSTILE}` : hostile(v),
    ]),
  );
}

const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as unknown;
const file = (path: string) => JSON.stringify(hostile(read(path)));

/** A New Recruit roster with every unit's and weapon's selection name made hostile. */
function hostileRoster(path: string): string {
  const walk = (s: { name?: string; type?: string; selections?: unknown[] }): unknown => ({
    ...s,
    ...(s.name !== undefined && s.type !== undefined ? { name: `${s.name}${HOSTILE}` } : {}),
    ...(s.selections ? { selections: s.selections.map((x) => walk(x as never)) } : {}),
  });
  const r = read(path) as { roster: { name: string; forces: { selections: unknown[] }[] } };
  return JSON.stringify({
    roster: {
      ...r.roster,
      name: `${r.roster.name}${HOSTILE}`,
      forces: r.roster.forces.map((f) => ({
        ...f,
        selections: f.selections.map((x) => walk(x as never)),
      })),
    },
  });
}

/** An analysis file with only its first target, so that no command needs `--target`. */
function oneTarget(path: string): string {
  const a = hostile(read(path)) as { targets: unknown[] };
  return JSON.stringify({ ...a, targets: a.targets.slice(0, 1) });
}

// Rosters are read from the disk (as bytes), not through the fake terminal's files.
const dir = mkdtempSync(join(tmpdir(), 'mathhammer-hostile-'));
const ROSTER = join(dir, 'roster.json');
const ROSTER_11E = join(dir, 'roster-11e.json');
writeFileSync(ROSTER, hostileRoster('examples/rosters/waaagh.json'));
writeFileSync(ROSTER_11E, hostileRoster('examples/rosters/household-11e.json'));

const files: Record<string, string> = {
  'scrollhammer.json': file('examples/scrollhammer-close-combat-mixed-unit.json'),
  'mesbg.json': file('examples/mesbg-example-22-bard-in-the-way.json'),
  'fight.json': file('test/cli/fixtures/fightReport/f14.json'),
  'wh40k-10e.json': file('examples/wh40k-10e-intercessors-vs-boyz.json'),
  'wh40k-11e.json': file('examples/wh40k-11e-attached-unit.json'),
  'aos4.json': file('examples/aos4-anti-hero-charge.json'),
  'loadouts.json': oneTarget('examples/analytics/loadouts.json'),
  'wh40k-10e-loadouts.json': file('examples/analytics/wh40k-10e-loadouts.json'),
  'aos4-loadouts.json': file('examples/analytics/aos4-loadouts.json'),
  [ROSTER]: readFileSync(ROSTER, 'utf8'),
  [ROSTER_11E]: readFileSync(ROSTER_11E, 'utf8'),
};

const RUNS: readonly (readonly string[])[] = [
  ...['scrollhammer', 'mesbg', 'fight', 'wh40k-10e', 'wh40k-11e', 'aos4'].map((r) => [
    'run',
    `${r}.json`,
  ]),
  ['run', 'wh40k-11e.json', '-q'],
  ['compare', 'loadouts.json'],
  ['compare', 'loadouts.json', '--json'],
  ['matrix', 'wh40k-10e-loadouts.json'],
  ['matrix', 'aos4-loadouts.json', '--json'],
  ['sweep', 'loadouts.json', '--toughness', '3..5'],
  ['sweep', 'loadouts.json', '--toughness', '3..5', '--json'],
  ['turns', 'wh40k-10e.json'],
  ['turns', 'loadouts.json'],
  ['durability', 'wh40k-10e.json', '--max-attacks', '20'],
  ['durability', 'aos4.json', '--max-attacks', '20', '--json'],
  ['saves', 'aos4.json'],
  ['saves', 'aos4.json', '--json'],
  ['import', ROSTER],
  ['import', ROSTER_11E, '--json'],
  ['matrix', ROSTER, '--against', ROSTER],
  ['compare', ROSTER, '--against', ROSTER, '--profile', `Deff Dread${HOSTILE}`],
  ['compare', 'wh40k-10e-loadouts.json', '--target', `Ork Boyz${HOSTILE}`],
  ['batch', '--roster', ROSTER, '--targets', ROSTER, '-q'],
  ['batch', '--roster', ROSTER, '--targets', ROSTER, '--format', 'csv', '-q'],
];

describe('a hostile name reaches no report raw', () => {
  test.each(RUNS.map((args) => [args.join(' '), args] as const))('%s', async (_, args) => {
    const r = await fakeCli(args, { files });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout + r.stderr).not.toMatch(RAW);
    // The names are there, shown: their escapes as text (or, in JSON, as JSON escapes).
    expect(r.stdout).toMatch(/\\x1b|\\u001b/);
  });
});
