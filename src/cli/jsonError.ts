/**
 * Where a JSON text goes wrong, as a line and column, for the command line's "not valid JSON"
 * message: Node 20's `JSON.parse` errors do not always say where.
 *
 * @module
 */

const WS = /[ \t\n\r]*/y;
const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
// biome-ignore lint/suspicious/noControlCharactersInRegex: JSON strings may not hold raw control characters; the class excludes them.
const STRING = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;
const LITERAL = /true|false|null/y;

/**
 * The offset of the first character at which `text` stops being JSON (RFC 8259), or
 * `undefined` when it is JSON. An unterminated string or a bad escape is reported at the
 * string's opening quote; a missing value or bracket at the end, at `text.length`. Iterative
 * (no recursion, whatever the nesting), one pass: O(length).
 *
 * @example
 * ```ts
 * jsonErrorOffset('{"a": 1,}'); // 8 (the "}" where a field name should be)
 * jsonErrorOffset('[1, 2]');    // undefined
 * ```
 */
export function jsonErrorOffset(text: string): number | undefined {
  let i = 0;
  const stack: string[] = [];
  const ws = () => {
    WS.lastIndex = i;
    WS.exec(text);
    i = WS.lastIndex;
  };
  const match = (re: RegExp): boolean => {
    re.lastIndex = i;
    if (!re.test(text)) return false;
    i = re.lastIndex;
    return true;
  };
  /** A field name and its colon; false at the first character that is not. */
  const key = (): boolean => {
    ws();
    if (text[i] !== '"' || !match(STRING)) return false;
    ws();
    if (text[i] !== ':') return false;
    i++;
    return true;
  };
  for (;;) {
    // A value.
    ws();
    const c = text[i];
    if (c === '{' || c === '[') {
      i++;
      ws();
      const close = c === '{' ? '}' : ']';
      if (text[i] === close) i++;
      else {
        stack.push(close);
        if (c === '{' && !key()) return i;
        continue;
      }
    } else if (c === '"') {
      if (!match(STRING)) return i;
    } else if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) {
      if (!match(NUMBER)) return i;
    } else if (!match(LITERAL)) {
      return i;
    }
    // After a value: close what it ends, or a comma and the next value.
    for (;;) {
      ws();
      const close = stack[stack.length - 1];
      if (close === undefined) return i === text.length ? undefined : i;
      if (text[i] === close) {
        i++;
        stack.pop();
        continue;
      }
      if (text[i] !== ',') return i;
      i++;
      if (close === '}' && !key()) return i;
      break;
    }
  }
}

/**
 * Line and column (from 1) of an offset, and what is there: `line 4, column 1: unexpected
 * "}"`, or `line 4, column 1: unexpected end of file`.
 *
 * @example
 * ```ts
 * describeJsonError('{\n  "a": 1,\n}'); // 'line 3, column 1: unexpected "}"'
 * ```
 */
export function describeJsonError(text: string): string | undefined {
  const at = jsonErrorOffset(text);
  if (at === undefined) return undefined;
  const before = text.slice(0, at);
  const line = before.split('\n').length;
  const column = at - before.lastIndexOf('\n');
  const ch = text.codePointAt(at);
  const what = ch === undefined ? 'end of file' : JSON.stringify(String.fromCodePoint(ch));
  return `line ${line}, column ${column}: unexpected ${what}`;
}
