// The types of scripts/trim-declarations.mjs, for its test (test/trimDeclarations.test.ts).

/** A declaration file's text without the `@example` blocks of its doc comments, and how many went. */
export function dropExamples(text: string): { text: string; examples: number };

/** Every `.d.ts` and `.d.cts` under `dir`. */
export function declarationFiles(dir: string): string[];
