#!/usr/bin/env node
/**
 * The `mathhammer` executable (`dist/cli.js`): runs the command line on the process's
 * arguments and sets the exit code.
 *
 * @example
 * ```sh
 * npx mathhammer run examples/bowmen-vs-draugr.json
 * ```
 * @module
 */
import { runCli } from './cli.js';
import { nodeIo } from './io.js';

process.exitCode = await runCli(process.argv.slice(2), nodeIo());
