#!/usr/bin/env node
// The console examples of docs/cli.md (and docs/analytics.md) are real runs. Each ```console
// block whose commands are all `$ mathhammer ...` (and `$ echo $?`) is run with the built
// command line (dist/cli.js, or $MATHHAMMER_CLI), with no colour settings, from the
// repository root.
//
//   node scripts/cli-docs.mjs           rewrite the outputs in docs/cli.md from fresh runs
//   node scripts/cli-docs.mjs docs/analytics.md   the same for another page
//   import { consoleBlocks, runCommand } test/cli/docs.test.ts checks the page with them
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const docPath = `${root}docs/cli.md`;
const cli = process.env.MATHHAMMER_CLI ?? `${root}dist/cli.js`;

/** `mathhammer run "a b" c` -> ['run', 'a b', 'c']. */
function split(line) {
  return [...line.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2]);
}

/**
 * The console blocks of a page: each with its commands, and for each command the output
 * shown and the exit code shown (`$ echo $?`, else 0).
 */
export function consoleBlocks(text) {
  const blocks = [];
  const re = /```console\n([\s\S]*?)```/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const lines = m[1].replace(/\n$/, '').split('\n');
    if (!lines.every((l) => !l.startsWith('$ ') || /^\$ (mathhammer |echo \$\?$)/.test(l)))
      continue;
    const commands = [];
    for (const line of lines) {
      if (line.startsWith('$ mathhammer ')) {
        commands.push({ args: split(line.slice('$ mathhammer '.length)), output: [], code: 0 });
      } else if (line === '$ echo $?') {
        commands[commands.length - 1].echo = true;
      } else if (commands.length) {
        const c = commands[commands.length - 1];
        if (c.echo && c.code === 0 && /^\d+$/.test(line)) c.code = Number(line);
        else c.output.push(line);
      }
    }
    blocks.push({ start: m.index, end: m.index + m[0].length, commands });
  }
  return blocks;
}

/** Run one command as the page shows it: its output (stdout then stderr) and exit code. */
export function runCommand(args) {
  const r = spawnSync(process.execPath, [cli, ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '' },
  });
  const output = `${r.stdout}${r.stderr}`.replace(/\n$/, '');
  return { output: output === '' ? [] : output.split('\n'), code: r.status };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const page = process.argv[2] ? `${root}${process.argv[2]}` : docPath;
  let text = readFileSync(page, 'utf8');
  for (const block of consoleBlocks(text).reverse()) {
    const lines = [];
    for (const c of block.commands) {
      const r = runCommand(c.args);
      lines.push(`$ mathhammer ${c.args.map((a) => (/\s/.test(a) ? `"${a}"` : a)).join(' ')}`);
      lines.push(...r.output);
      if (r.code !== 0) lines.push('$ echo $?', String(r.code));
    }
    text = `${text.slice(0, block.start)}\`\`\`console\n${lines.join('\n')}\n\`\`\`${text.slice(block.end)}`;
  }
  writeFileSync(page, text);
  console.log(`${page.slice(root.length)}: console examples rewritten from fresh runs`);
}
