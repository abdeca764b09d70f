/**
 * The Kubernetes Indexed Job examples, run as their pods would run them: each pod's command (the
 * Job's `sh -c` script, with `npx mathhammer@…` as the built command line) in a shell, in a
 * working directory laid out as the Job's volume, with JOB_COMPLETION_INDEX from 0 to
 * `completions - 1`; then `mathhammer merge` of the pods' files is the unsharded output, byte
 * for byte (docs/batch.md, "Shards"; docs/cli.md, "plan").
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const cli = join(root, 'dist', 'cli.js');
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** The Job's completions and its pods' script (the folded `- >-` item of `args`). */
function jobOf(yamlPath: string): { completions: number; script: string } {
  const text = readFileSync(join(root, yamlPath), 'utf8');
  const completions = Number(/^\s*completions:\s*(\d+)/m.exec(text)?.[1]);
  const lines = text.split('\n');
  const start = lines.findIndex((l) => /^\s*- >-\s*$/.test(l));
  const indent = /^(\s*)/.exec(lines[start + 1] ?? '')![1]!.length;
  const script: string[] = [];
  for (const l of lines.slice(start + 1)) {
    if (l.trim() === '' || /^(\s*)/.exec(l)![1]!.length < indent) break;
    script.push(l.trim());
  }
  expect(completions).toBeGreaterThan(1);
  expect(script.join(' ')).toMatch(/npx --yes mathhammer@[\d.]+ /);
  return {
    completions,
    script: script.join(' ').replace(/npx --yes mathhammer@[\d.]+ /, `node "${cli}" `),
  };
}

function sh(script: string, cwd: string, index?: number): void {
  execFileSync('sh', ['-c', script], {
    cwd,
    env: {
      ...process.env,
      ...(index === undefined ? {} : { JOB_COMPLETION_INDEX: String(index) }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Every pod in turn, then merge; and the same command unsharded. */
function runJob(
  yamlPath: string,
  volume: string,
  outDir: string,
): { merged: string; whole: string } {
  const { completions, script } = jobOf(yamlPath);
  for (let i = 0; i < completions; i++) sh(script, volume, i);
  const shards = readdirSync(join(volume, outDir)).map((f) => join(volume, outDir, f));
  expect(shards).toHaveLength(completions);
  const merged = execFileSync('node', [cli, 'merge', ...shards.reverse()], { encoding: 'utf8' });
  // The unsharded run: the same script without its --shard, to a file of its own.
  const whole = script
    .replace(/--shard "\$JOB_COMPLETION_INDEX\/\d+"/, '')
    .replace(/-o "[^"]*"/, '-o whole.out');
  sh(whole, volume);
  return { merged, whole: readFileSync(join(volume, 'whole.out'), 'utf8') };
}

describe('the Kubernetes Indexed Job examples, each pod run in a shell', () => {
  test('examples/batch/indexed-job.yaml: a catalogue against reference targets', () => {
    const volume = mkdtempSync(join(tmpdir(), 'mathhammer-job-'));
    dirs.push(volume);
    mkdirSync(join(volume, 'catalogue'));
    // The test catalogue (test/import/fixtures) under the names the Job's command gives.
    copyFileSync(
      join(root, 'test/import/fixtures/test-system.gst'),
      join(volume, 'catalogue/Warhammer 40,000.gst'),
    );
    copyFileSync(
      join(root, 'test/import/fixtures/test-faction.cat'),
      join(volume, 'catalogue/Imperium - Space Marines.cat'),
    );
    copyFileSync(
      join(root, 'examples/batch/wh40k-10e-reference-targets.json'),
      join(volume, 'targets.json'),
    );
    const { merged, whole } = runJob('examples/batch/indexed-job.yaml', volume, 'rows');
    expect(whole.split('\n').length).toBeGreaterThan(10);
    expect(merged).toBe(whole);
  });

  test('examples/army-turn/indexed-job.yaml: every army list of an event against every other', () => {
    const volume = mkdtempSync(join(tmpdir(), 'mathhammer-job-'));
    dirs.push(volume);
    mkdirSync(join(volume, 'lists'));
    for (const f of ['strike-force.rosz', 'waaagh.json', 'household-11e.json']) {
      copyFileSync(join(root, 'examples/rosters', f), join(volume, 'lists', f));
    }
    const { merged, whole } = runJob('examples/army-turn/indexed-job.yaml', volume, 'cells');
    const rows = whole
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    // Three lists: 3 x 2 ordered pairs; the two 10th-edition lists plan each other, the
    // 11th-edition list's pairs say why they cannot be planned.
    expect(rows).toHaveLength(6);
    expect(rows.filter((r) => r.error === null).map((r) => [r.mine, r.theirs])).toEqual([
      ['lists/strike-force.rosz', 'lists/waaagh.json'],
      ['lists/waaagh.json', 'lists/strike-force.rosz'],
    ]);
    expect(merged).toBe(whole);
  });
});
