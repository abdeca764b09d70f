#!/usr/bin/env node
// Writes schema/scenario.schema.json, the JSON Schema of scenario files, from the valibot
// schema (src/scenario/schema.ts) as printed by the built command line (`mathhammer schema`).
// Run after `npm run build`; test/scenario/jsonSchema.test.ts fails when the committed file
// differs from what the schema generates, so a schema change must come with this file.
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const cli = `${root}dist/cli.js`;
if (!existsSync(cli)) {
  console.error('scripts/build-schema.mjs: dist/cli.js is missing; run `npm run build` first');
  process.exit(1);
}
const schema = execFileSync(process.execPath, [cli, 'schema'], { encoding: 'utf8' });
JSON.parse(schema); // fail loudly rather than write something broken
writeFileSync(`${root}schema/scenario.schema.json`, schema);
console.log('wrote schema/scenario.schema.json');
