/** Running the command line in-process, and the built one as a process. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fakeCli } from '../helpers/fakeCli.js';

export interface CliRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** `mathhammer run x.json <args>` in-process, the file's text being `text`. */
export async function runText(text: string, args: readonly string[] = []): Promise<CliRun> {
  const { code, stdout, stderr } = await fakeCli(['run', 'x.json', ...args], {
    stdin: text,
    version: '0.0.0-test',
  });
  return { code, stdout, stderr };
}

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The built command line (`npm test` builds it first); MATHHAMMER_CLI tests another build. */
export const CLI = process.env.MATHHAMMER_CLI ?? join(ROOT, 'dist/cli.js');

/** The built command line as a real process, in the repository's folder. */
export function spawnCli(args: readonly string[], input = ''): CliRun {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run \`npm run build\` first`);
  const r = spawnSync(process.execPath, [CLI, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '' },
    input,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}
