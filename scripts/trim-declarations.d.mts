// The types of scripts/trim-declarations.mjs, for its tests (test/trimDeclarations.test.ts,
// test/package.test.ts).

/**
 * A declaration file's text as published: each doc comment reduced to its summary sentence
 * and its tags; with `compact` (the default), without indentation and comment framing. With
 * how many `@example` blocks and `@module` overviews went.
 */
export function trimDeclarations(
  text: string,
  options?: { compact?: boolean },
): { text: string; examples: number; modules: number };

/** What TypeScript reads in a declaration file: its code without comments, and its doc comments. */
export function readDeclarations(text: string, name?: string): { code: string; docs: string[] };

/** Throws, naming the first difference, unless TypeScript reads both texts the same. */
export function assertSameDeclarations(before: string, after: string, name: string): void;

/** Every `.d.ts` and `.d.cts` under `dir`. */
export function declarationFiles(dir: string): string[];
