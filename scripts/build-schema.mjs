#!/usr/bin/env node
// Writes schema/scenario.schema.json, the JSON Schema of scenario files, from the valibot
// schema (src/scenario/schema.ts) as printed by the built command line (`mathhammer schema`),
// and schema/analysis.schema.json, that of analysis files (`mathhammer schema --analysis`),
// and schema/shooting.schema.json, that of shooting analyses (the built engine entry's
// shootingJsonSchema).
// Run after `npm run build`; test/scenario/jsonSchema.test.ts and
// test/analytics/analysisSchema.test.ts fail when a committed file differs from what the
// schema generates, so a schema change must come with these files.
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const cli = `${root}dist/cli.js`;
if (!existsSync(cli)) {
  console.error('scripts/build-schema.mjs: dist/cli.js is missing; run `npm run build` first');
  process.exit(1);
}
for (const [file, args] of [
  ['scenario.schema.json', ['schema']],
  ['analysis.schema.json', ['schema', '--analysis']],
]) {
  const schema = execFileSync(process.execPath, [cli, ...args], { encoding: 'utf8' });
  JSON.parse(schema); // fail loudly rather than write something broken
  writeFileSync(`${root}schema/${file}`, schema);
  console.log(`wrote schema/${file}`);
}
const { shootingJsonSchema } = await import(`${root}dist/engine.js`);
writeFileSync(
  `${root}schema/shooting.schema.json`,
  `${JSON.stringify(shootingJsonSchema(), null, 2)}\n`,
);
console.log('wrote schema/shooting.schema.json');
