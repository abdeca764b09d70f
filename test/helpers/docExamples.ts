// The worked examples of the docs pages of rules (docs/rules/, docs/wh40k-10e/): each page
// holds its example scenarios as ```json blocks (whole scenarios, with "ruleset") and, after
// each, a table
//
//   | result | by hand | value |
//
// whose rows are `mean X` or `P(X = k)` / `P(X ≥ k)`. The docs tests parse the pages
// themselves, so a page and its test cannot drift.
import type { Dist } from '../../src/dist/index.js';

const HEADER = /^\|\s*result\s*\|\s*by hand\s*\|\s*value\s*\|$/;
/** One row of a results table. */
export interface Row {
  readonly line: number;
  readonly quantity: string;
  readonly byHand: string;
  readonly value: number;
}

/** A worked example: the code or scenario before a results table, and the table. */
export interface Example {
  readonly line: number;
  readonly code: string;
  readonly language: string;
  readonly rows: readonly Row[];
}

/** Every results table of a page with the fenced block (json or ts) that comes before it. */
export function examples(markdown: string, ruleset: string): Example[] {
  const lines = markdown.split('\n');
  const found: Example[] = [];
  let code: { line: number; language: string; text: string } | undefined;
  for (let i = 0; i < lines.length; i++) {
    const fence = /^```(\w*)/.exec(lines[i]!);
    if (fence) {
      const start = i;
      const body: string[] = [];
      for (i++; i < lines.length && !lines[i]!.startsWith('```'); i++) body.push(lines[i]!);
      if (fence[1] === 'ts' || isScenario(body.join('\n'), ruleset)) {
        code = { line: start + 1, language: fence[1]!, text: body.join('\n') };
      }
      continue;
    }
    if (HEADER.test(lines[i]!.trim())) {
      if (!code) throw new Error(`line ${i + 1}: a results table with no scenario before it`);
      const rows: Row[] = [];
      for (i += 2; i < lines.length && lines[i]!.trim().startsWith('|'); i++) {
        const cells = lines[i]!.trim().slice(1, -1).split('|');
        if (cells.length !== 3) throw new Error(`line ${i + 1}: expected 3 cells`);
        const [quantity, byHand, value] = cells.map((c) => c.trim().replace(/`/g, ''));
        rows.push({ line: i + 1, quantity: quantity!, byHand: byHand!, value: Number(value) });
      }
      found.push({ line: code.line, code: code.text, language: code.language, rows });
      i--;
    }
  }
  return found;
}

function isScenario(text: string, ruleset: string): boolean {
  try {
    const v = JSON.parse(text) as { ruleset?: unknown };
    return v.ruleset === ruleset;
  } catch {
    return false;
  }
}

/** The last term of a "by hand" cell: `a/b`, `a`, with optional thousands commas. */
export function fraction(cell: string): number {
  const last = cell.split('=').at(-1)!.trim().replace(/,/g, '');
  const m = /^(\d+)(?:\s*\/\s*(\d+))?$/.exec(last);
  if (!m) throw new Error(`"by hand" must end in a whole number or a fraction, got ${cell}`);
  return Number(m[1]) / (m[2] === undefined ? 1 : Number(m[2]));
}

/**
 * The number a row states of one of `names` among the results: `mean X`, `P(X = k)` or
 * `P(X ≥ k)`. Throws for another quantity, or a result the scenario does not have.
 */
export function readQuantity(results: object, quantity: string, names: readonly string[]): number {
  const m = /^(?:mean (\w+)|P\((\w+) (=|≥) (\d+)\))$/.exec(quantity);
  const name = m?.[1] ?? m?.[2];
  if (!m || name === undefined || !names.includes(name)) {
    throw new Error(`unknown quantity ${JSON.stringify(quantity)}`);
  }
  const d = (results as Readonly<Record<string, Dist | undefined>>)[name];
  if (!d) throw new Error(`the scenario has no result ${name}`);
  if (m[1] !== undefined) return d.mean();
  return m[3] === '=' ? d.at(Number(m[4])) : d.atLeast(Number(m[4]));
}
