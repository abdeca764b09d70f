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
  return scanJson(text).errorAt;
}

/**
 * The first field name given twice in one object of a JSON text, with its line and column,
 * or `undefined` when there is none (or the text is not JSON). `JSON.parse` keeps the last
 * value without a word, so `{"bs": 3, "bs": 2}` would silently mean BS 2. One pass, O(length).
 *
 * @example
 * ```ts
 * duplicateJsonKey('{"bs": 3,\n "bs": 2}'); // { key: 'bs', line: 2, column: 2 }
 * duplicateJsonKey('[{"a": 1}, {"a": 2}]'); // undefined
 * ```
 */
export function duplicateJsonKey(
  text: string,
): { readonly key: string; readonly line: number; readonly column: number } | undefined {
  const { duplicate } = scanJson(text);
  return duplicate && { key: duplicate.key, ...lineColumn(text, duplicate.at) };
}

/** One pass over a JSON text: where it stops being JSON, and the first repeated field name. */
function scanJson(text: string): {
  errorAt?: number;
  duplicate?: { key: string; at: number };
} {
  let duplicate: { key: string; at: number } | undefined;
  const found = (errorAt: number | undefined) =>
    errorAt === undefined ? (duplicate ? { duplicate } : {}) : { errorAt };
  let i = 0;
  const stack: string[] = [];
  // The field names met so far in each open object (undefined for an array).
  const names: (Set<string> | undefined)[] = [];
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
    const start = i;
    if (text[i] !== '"' || !match(STRING)) return false;
    if (duplicate === undefined) {
      const name = JSON.parse(text.slice(start, i)) as string;
      const seen = names[names.length - 1]!;
      if (seen.has(name)) duplicate = { key: name, at: start };
      else seen.add(name);
    }
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
        names.push(c === '{' ? new Set() : undefined);
        if (c === '{' && !key()) return found(i);
        continue;
      }
    } else if (c === '"') {
      if (!match(STRING)) return found(i);
    } else if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) {
      if (!match(NUMBER)) return found(i);
    } else if (!match(LITERAL)) {
      return found(i);
    }
    // After a value: close what it ends, or a comma and the next value.
    for (;;) {
      ws();
      const close = stack[stack.length - 1];
      if (close === undefined) return found(i === text.length ? undefined : i);
      if (text[i] === close) {
        i++;
        stack.pop();
        names.pop();
        continue;
      }
      if (text[i] !== ',') return found(i);
      i++;
      if (close === '}' && !key()) return found(i);
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
  const { line, column } = lineColumn(text, at);
  const ch = text.codePointAt(at);
  const what = ch === undefined ? 'end of file' : JSON.stringify(String.fromCodePoint(ch));
  return `line ${line}, column ${column}: unexpected ${what}`;
}

/** Line and column (from 1) of an offset. */
function lineColumn(text: string, at: number): { line: number; column: number } {
  const before = text.slice(0, at);
  return { line: before.split('\n').length, column: at - before.lastIndexOf('\n') };
}
