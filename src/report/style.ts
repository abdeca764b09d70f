/**
 * Terminal colour, on only when it helps: standard output is a terminal, `NO_COLOR` is not
 * set (https://no-color.org), or `FORCE_COLOR` asks for it.
 *
 * @module
 */

/**
 * A few ANSI styles, or identity functions when colour is off.
 *
 * @example
 * ```ts
 * const s = makeStyle(true);
 * s.bold('slain'); // '\u001b[1mslain\u001b[22m'
 * ```
 */
export interface Style {
  readonly bold: (s: string) => string;
  readonly dim: (s: string) => string;
  readonly bar: (s: string) => string;
  readonly red: (s: string) => string;
}

/**
 * Whether to colour standard output: never when `NO_COLOR` is set to anything non-empty or
 * `--no-color` is given; then when `FORCE_COLOR` is set (not `0`); else only on a terminal.
 *
 * @example
 * ```ts
 * useColor({ NO_COLOR: '1' }, true, false); // false
 * useColor({}, true, false);                // true
 * ```
 */
export function useColor(
  env: Readonly<Record<string, string | undefined>>,
  isTTY: boolean,
  noColorFlag: boolean,
): boolean {
  if (noColorFlag || (env.NO_COLOR !== undefined && env.NO_COLOR !== '')) return false;
  const force = env.FORCE_COLOR;
  if (force !== undefined && force !== '' && force !== '0' && force !== 'false') return true;
  return isTTY;
}

const wrap = (open: number, close: number) => (s: string) => `\u001b[${open}m${s}\u001b[${close}m`;
const plain = (s: string) => s;

/**
 * The styles, coloured or plain.
 *
 * @example
 * ```ts
 * makeStyle(false).bold('x'); // 'x'
 * ```
 */
export function makeStyle(color: boolean): Style {
  return color
    ? { bold: wrap(1, 22), dim: wrap(2, 22), bar: wrap(36, 39), red: wrap(31, 39) }
    : { bold: plain, dim: plain, bar: plain, red: plain };
}
