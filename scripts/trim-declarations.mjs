// The published declarations as an editor shows them, in fewer bytes: run by `npm run build`
// after tsup, over dist/**/*.d.ts and dist/**/*.d.cts. Each doc comment keeps its summary
// sentence (the first sentence, as Javadoc reads a summary) and its block tags (`@param`,
// `@returns`, `@throws`, `@defaultValue`, ...). Dropped: the `@example` blocks, the rest of
// the summary and the `@module` overviews of the source files (a bundle has no modules, and
// TypeScript reads only the comment nearest a declaration, so no hover ever showed them).
// Then the comments and the code lose their indentation and each comment line its ` * `
// framing, which TypeScript reads the same way: the step checks that with the TypeScript
// parser, file by file, and fails the build if one declaration or one comment reads
// differently. Everything dropped stays in the source (src/, where TypeDoc's API reference,
// `npm run docs:api`, reads it) and in the docs/ pages; docs/toolchain.md, "The published
// declarations", says why.
//
//   node scripts/trim-declarations.mjs [dist]
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** Block tags a published comment leaves out: the examples and the remarks (in the source). */
const DROPPED_TAGS = new Set(['example', 'remarks']);

/** Tags that make a comment a source file's overview rather than a declaration's. */
const MODULE_TAG = /^@(module|packageDocumentation)\b/;

/**
 * The text lines of a doc comment of several lines, without `/**`, `*\/` and each line's
 * framing: ` * ` as the declaration build writes it, or a bare `*` at the start of the line as
 * this step writes it (so a second run reads its own output the same).
 */
function commentText(comment) {
  const lines = comment.split('\n');
  lines[0] = lines[0].replace(/^\s*\/\*\*[ \t]?/, '');
  lines[lines.length - 1] = lines[lines.length - 1].replace(/[ \t]*\*\/$/, '');
  const text = lines.map((line) =>
    line.startsWith('*') ? line.slice(1) : line.replace(/^\s*\*(?: |$)/, ''),
  );
  if (text[0] === '') text.shift();
  if (text.length > 0 && /^\s*$/.test(text[text.length - 1])) text.pop();
  return text;
}

/**
 * Where block tags open in a line: at its start, or after a space outside code spans and
 * braces (`text. @defaultValue 1`, which TypeScript reads as a tag too; an inline `{@link}` is
 * not one).
 */
function tagStarts(line) {
  const starts = [];
  let code = false;
  let depth = 0;
  for (let j = 0; j < line.length; j += 1) {
    const c = line[j];
    if (c === '`') code = !code;
    else if (code) continue;
    else if (c === '{') depth += 1;
    else if (c === '}' && depth > 0) depth -= 1;
    else if (
      c === '@' &&
      depth === 0 &&
      (j === 0 || /\s/.test(line[j - 1])) &&
      /^@\w/.test(line.slice(j))
    ) {
      starts.push(/^\s*$/.test(line.slice(0, j)) ? 0 : j);
    }
  }
  return starts;
}

/**
 * A comment's lines cut into its summary and its block tags: a block starts where a tag
 * opens outside a code fence ({@link tagStarts}) and runs to the next one.
 */
function blocksOf(lines) {
  const blocks = [{ tag: '', lines: [] }];
  let inFence = false;
  for (const line of lines) {
    if (line.trimStart().startsWith('```')) inFence = !inFence;
    const starts = inFence ? [] : tagStarts(line);
    const bounds = [0, ...starts.filter((at) => at > 0), line.length];
    for (let k = 0; k + 1 < bounds.length; k += 1) {
      const piece = line.slice(bounds[k], bounds[k + 1]);
      const tag = (k > 0 || starts[0] === 0) && /^\s*@(\w+)/.exec(piece);
      if (tag) blocks.push({ tag: tag[1], lines: [] });
      blocks[blocks.length - 1].lines.push(k + 2 < bounds.length ? piece.trimEnd() : piece);
    }
  }
  return blocks;
}

/** A block without its blank lines at the end. */
function trimEnd(lines) {
  let end = lines.length;
  while (end > 0 && /^\s*$/.test(lines[end - 1])) end -= 1;
  return lines.slice(0, end);
}

/**
 * The first paragraph of a summary, up to its first blank line, a list or a code fence (the
 * lines before it; the whole paragraph when the summary opens with one).
 */
function firstParagraph(lines) {
  const stop = BREAK.test(lines[0] ?? '') ? /^\s*$/ : BREAK;
  const end = lines.findIndex((line, i) => i > 0 && stop.test(line));
  return end < 0 ? lines : lines.slice(0, end);
}

/** A line that ends a paragraph before it: a blank line, a code fence, a list item. */
const BREAK = /^\s*(?:$|```|[-*+] |\d+\. )/;

/** Abbreviations whose period ends no sentence. */
const ABBREVIATION = /\b(?:e\.g|i\.e|etc|vs|cf|approx|no)$/i;

/**
 * The summary sentence of a paragraph (as Javadoc reads a summary): up to its first `.`, `!`
 * or `?` outside code spans and brackets that ends the paragraph or is followed by a space and
 * the start of a sentence; the whole paragraph if none is found. The lines keep their breaks.
 */
function firstSentence(lines) {
  let depth = 0;
  let code = false;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i];
    for (let j = 0; j < line.length; j += 1) {
      const c = line[j];
      if (c === '`') code = !code;
      else if (code) continue;
      else if (c === '(' || c === '[' || c === '{') depth += 1;
      else if ((c === ')' || c === ']' || c === '}') && depth > 0) depth -= 1;
      else if (depth === 0 && (c === '.' || c === '!' || c === '?')) {
        const rest =
          j + 1 < line.length ? line.slice(j + 1) : i + 1 < lines.length ? ` ${lines[i + 1]}` : '';
        if (
          (rest === '' || /^\s+[A-Z`"'(*{[]/.test(rest)) &&
          !ABBREVIATION.test(line.slice(0, j))
        ) {
          return [...lines.slice(0, i), line.slice(0, j + 1)];
        }
      }
    }
  }
  return lines;
}

/**
 * The lines a published doc comment keeps: its summary sentence and its block tags but
 * `@example` and `@remarks`; `null` when it goes whole (a `@module` overview, or a comment
 * that was only an example). With how many examples went.
 */
function keptLines(comment) {
  const blocks = blocksOf(commentText(comment));
  if (blocks.some((b) => b.lines.some((line) => MODULE_TAG.test(line.trimStart())))) {
    return { lines: null, examples: 0, module: true };
  }
  const [summary, ...tags] = blocks;
  const kept = firstSentence(trimEnd(firstParagraph(summary.lines)));
  let examples = 0;
  for (const block of tags) {
    if (block.tag === 'example') examples += 1;
    if (!DROPPED_TAGS.has(block.tag)) kept.push(...trimEnd(block.lines));
  }
  return { lines: kept.length > 0 ? kept : null, examples, module: false };
}

/**
 * A doc comment written from its text lines: `compact` without indentation and with a bare
 * `*` before each line, else as the declaration build writes it (` * ` under `indent`). A
 * line that starts with `/` keeps the space after its star, which would otherwise close the
 * comment.
 */
function writeComment(lines, indent, compact) {
  if (!compact) {
    const body = lines.map((line) => `${indent} *${line === '' ? '' : ` ${line}`}`);
    return [`${indent}/**`, ...body, `${indent} */`].join('\n');
  }
  if (lines.length === 1 && !lines[0].includes('*/') && !lines[0].startsWith('@')) {
    return `/** ${lines[0]} */`;
  }
  const body = lines.map((line) => (line.startsWith('/') ? ` * ${line}` : `*${line}`));
  return ['/**', ...body, '*/'].join('\n');
}

/**
 * A declaration file's text as published: each doc comment reduced to what a hover shows
 * ({@link keptLines}); with `compact`, also without indentation and comment framing.
 *
 * @returns the new text, and how many `@example` blocks and `@module` overviews went.
 */
export function trimDeclarations(text, { compact = true } = {}) {
  let examples = 0;
  let modules = 0;
  // A doc comment starts its line (as the declaration build writes them), so a `/**` inside a
  // string or a line of text is not taken for one. One-line comments stay as they are.
  let out = text.replace(
    /^([ \t]*)(\/\*\*(?:(?!\*\/)[^\n])*\n[\s\S]*?\*\/)([ \t]*\n)?/gm,
    (_whole, indent, comment, end) => {
      const kept = keptLines(comment);
      examples += kept.examples;
      if (kept.module) modules += 1;
      if (kept.lines === null) return '';
      return `${writeComment(kept.lines, indent, compact)}${end ?? ''}`;
    },
  );
  if (compact) out = out.replace(/^[ \t]+(?=[^ \t*\n])/gm, '');
  return { text: out, examples, modules };
}

/**
 * What TypeScript reads in a declaration file: the declarations printed without comments,
 * and every doc comment's text and tags in order (what an editor's hover shows).
 */
export function readDeclarations(text, name = 'x.d.ts') {
  const file = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);
  const code = ts.createPrinter({ removeComments: true }).printFile(file);
  const docs = [];
  const visit = (node) => {
    for (const doc of node.jsDoc ?? []) {
      const tags = (doc.tags ?? []).map(
        (tag) =>
          `@${tag.tagName.text} ${tag.name ? tag.name.getText(file) : ''} ${ts.getTextOfJSDocComment(tag.comment) ?? ''}`,
      );
      docs.push([ts.getTextOfJSDocComment(doc.comment) ?? '', ...tags].join('\n'));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return { code, docs };
}

/**
 * Throws unless TypeScript reads `after` as it reads `before`: the same declarations and the
 * same doc comments, naming the first that differs.
 */
export function assertSameDeclarations(before, after, name) {
  const a = readDeclarations(before, name);
  const b = readDeclarations(after, name);
  if (a.code !== b.code)
    throw new Error(`${name}: the declarations read differently once compacted`);
  const i = a.docs.findIndex((doc, k) => doc !== b.docs[k]);
  if (i >= 0 || a.docs.length !== b.docs.length) {
    throw new Error(
      `${name}: doc comment ${i} reads differently once compacted:\n${JSON.stringify(a.docs[i])}\n${JSON.stringify(b.docs[i])}`,
    );
  }
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
  let modules = 0;
  for (const file of declarationFiles(dir)) {
    const text = readFileSync(file, 'utf8');
    const kept = trimDeclarations(text, { compact: false });
    const trimmed = trimDeclarations(text);
    try {
      assertSameDeclarations(kept.text, trimmed.text, file);
    } catch (error) {
      console.error(`trim-declarations: ${error.message}`);
      process.exit(1);
    }
    if (file.endsWith('.d.ts')) {
      before += Buffer.byteLength(text);
      after += Buffer.byteLength(trimmed.text);
      examples += trimmed.examples;
      modules += trimmed.modules;
    }
    if (trimmed.text !== text) writeFileSync(file, trimmed.text);
  }
  console.log(
    `trim-declarations: ${examples} @example blocks and ${modules} @module overviews dropped, the rest compacted; dist/**/*.d.ts ${before} -> ${after} bytes (the .d.cts alike)`,
  );
}
