// The published declarations without the TSDoc `@example` blocks: run by `npm run build` after
// tsup, over dist/**/*.d.ts and dist/**/*.d.cts. Every summary, `@param`, `@returns`, `@throws`
// and other tag stays; only the examples go, which were a fifth of the declarations' bytes. The
// examples stay in the source (src/, where TypeDoc's API reference, `npm run docs:api`, reads
// them) and in the docs/ pages: docs/toolchain.md, "The published declarations", says why.
//
//   node scripts/trim-declarations.mjs [dist]
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A line of a doc comment without its ` * ` prefix (the text a TSDoc parser reads). */
function content(line) {
  return line.replace(/^\s*\*(?: |$)/, '');
}

/** Whether a line of a doc comment holds no text (a blank ` *`). */
function blank(line) {
  return /^\s*\*?\s*$/.test(line);
}

/**
 * One doc comment (`/** ... *\/`, several lines) without its `@example` blocks: an example runs
 * from its `@example` line to the next block tag outside a code fence, or to the end of the
 * comment. Blank lines left at the end are dropped; a comment left with no text is dropped
 * whole (then `null`).
 */
function dropCommentExamples(comment) {
  const lines = comment.split('\n');
  if (lines.length < 3) return comment; // one line: `/** ... */` (none holds an example)
  const open = lines[0];
  const close = lines[lines.length - 1];
  const kept = [];
  let inExample = false;
  let inFence = false;
  for (const line of lines.slice(1, -1)) {
    const text = content(line).trimStart();
    if (inExample) {
      if (text.startsWith('```')) inFence = !inFence;
      else if (!inFence && /^@\w/.test(text) && !text.startsWith('@example')) inExample = false;
    } else if (text.startsWith('@example')) {
      inExample = true;
      inFence = false;
    }
    if (!inExample) kept.push(line);
  }
  while (kept.length > 0 && blank(kept[kept.length - 1])) kept.pop();
  if (kept.length === 0 && /^\s*\/\*\*\s*$/.test(open) && /^\s*\*\/\s*$/.test(close)) return null;
  return [open, ...kept, close].join('\n');
}

/**
 * A declaration file's text without the `@example` blocks of its doc comments.
 *
 * @returns the new text and how many examples went.
 */
export function dropExamples(text) {
  let examples = 0;
  // A doc comment starts its line (as the declaration build writes them), so a `/**` inside a
  // string or a line of text is not taken for one.
  const out = text.replace(
    /^([ \t]*)(\/\*\*[\s\S]*?\*\/)([ \t]*\n)?/gm,
    (whole, indent, comment, end) => {
      if (!/^\s*\*\s*@example/m.test(comment)) return whole;
      examples += comment.match(/^\s*\*\s*@example/gm).length;
      const trimmed = dropCommentExamples(comment);
      return trimmed === null ? '' : `${indent}${trimmed}${end ?? ''}`;
    },
  );
  return { text: out, examples };
}

/** Every `.d.ts` and `.d.cts` under `dir`. */
export function declarationFiles(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...declarationFiles(path));
    else if (/\.d\.c?ts$/.test(entry.name)) files.push(path);
  }
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? fileURLToPath(new URL('../dist/', import.meta.url));
  let before = 0;
  let after = 0;
  let examples = 0;
  for (const file of declarationFiles(dir)) {
    const text = readFileSync(file, 'utf8');
    const trimmed = dropExamples(text);
    if (file.endsWith('.d.ts')) {
      before += Buffer.byteLength(text);
      after += Buffer.byteLength(trimmed.text);
      examples += trimmed.examples;
    }
    if (trimmed.examples > 0) writeFileSync(file, trimmed.text);
  }
  console.log(
    `trim-declarations: ${examples} @example blocks dropped; dist/**/*.d.ts ${before} -> ${after} bytes (the .d.cts alike)`,
  );
}
