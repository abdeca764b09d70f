/**
 * Usage errors and option parsing, apart from the rest of `args.ts` (which checks numbers
 * with the scenario's schema): `mathhammer --version`, `--help` and an unknown command are
 * answered without loading valibot or the scenario schema.
 *
 * @module
 */
import { type ParseArgsConfig, parseArgs } from 'node:util';
import { didYouMean } from '../format/suggest.js';

/**
 * Bad usage of the command line (unknown option, missing value...): exit code 2.
 *
 * @example
 * ```ts
 * throw new UsageError('unknown command "rnu"; did you mean "run"?');
 * ```
 */
export class UsageError extends Error {
  override name = 'UsageError';
}

/**
 * An unknown option, with the closest known option when there is one.
 *
 * @example
 * ```ts
 * unknownOption('--sampels', ['samples', 'seed']).message; // 'unknown option --sampels; did you mean --samples?'
 * ```
 */
export function unknownOption(option: string, known: readonly string[]): UsageError {
  const s = didYouMean(option.replace(/^-+/, '').replace(/=.*$/, ''), known);
  return new UsageError(`unknown option ${option}${s ? `; did you mean --${s}?` : ''}`);
}

/**
 * `parseArgs`, with its errors turned into usage errors that suggest the right option.
 *
 * @example
 * ```ts
 * const { values, positionals } = parseOptions(args, { json: { type: 'boolean' } });
 * ```
 */
export function parseOptions<const O extends NonNullable<ParseArgsConfig['options']>>(
  args: readonly string[],
  options: O,
): ReturnType<
  typeof parseArgs<{ args: string[]; options: O; allowPositionals: true; strict: true }>
> {
  try {
    return parseArgs({ args: [...args], options, allowPositionals: true, strict: true });
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS')) {
      const m = /option '([^']+)'/i.exec((e as Error).message);
      if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && m) {
        throw unknownOption(m[1]!, Object.keys(options));
      }
      throw new UsageError((e as Error).message.replace(/^\w/, (c) => c.toLowerCase()));
    }
    throw e;
  }
}
