/**
 * `mathhammer/engine`: everything the engines are made of, for tools built on them:
 * compiled attack plans (`compileAttack`), the exact engine and the samplers
 * (`exactAttack`, `monteCarlo`, `sampleChunks`), tallies, allocation machines, the valibot
 * schemas and JSON Schemas, limits and checks, geometry, statistics, the rule modules one
 * by one. The main entry `mathhammer` re-exports the part a user needs; the army-list
 * importers are `mathhammer/import`. These names may change in a minor version; pin the
 * version if you depend on them.
 *
 * @example
 * ```ts
 * import { compileAttack, exactAttack } from 'mathhammer/engine';
 * ```
 * @module
 */
export * from './core.js';
