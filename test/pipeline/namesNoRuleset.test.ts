// The layers above the rulesets know them only through the contract and the registry
// (docs/architecture.md, "Layers"): no module of src/analytics, src/cli, src/report,
// src/scenario or src/format holds a registered ruleset's name as a string in its code, so
// that no behaviour there is chosen by a ruleset's name. Comments and types are not code
// that chooses (a type may name the rulesets a public function reads); a message's or a
// help text's prose may name them too: only a string whose whole value is a ruleset's name
// counts. The command line of the importers (`import`, `batch`) reads the games by the
// importers' names for them (src/import, outside this rule), and `run`'s default scenario is
// a scenario written in code: they are listed below with their reason.
import { readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import { registeredRulesets } from '../../src/rulesets/index.js';

const FOLDERS = ['src/analytics', 'src/cli', 'src/report', 'src/scenario', 'src/format'];
/** Files allowed to hold a ruleset's name, and why. */
const ALLOWED: Readonly<Record<string, string>> = {
  'src/cli/importCommand.ts': "the importers' command line: the games as src/import names them",
  'src/cli/batchCommand.ts': "the importers' command line: the games as src/import names them",
  'src/cli/defaultScenario.ts': 'the scenario `run` evaluates without a file: data, not dispatch',
};
const NAMES = new Set(registeredRulesets().map((r) => r.name));

/** Every .ts file under a folder. */
function files(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => `${e.parentPath}/${e.name}`.replace(/\\/g, '/'));
}

/** Whether a node sits in a type (an annotation, an alias, an interface, a type argument). */
function inType(node: ts.Node): boolean {
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
    if (ts.isTypeNode(n) || ts.isInterfaceDeclaration(n) || ts.isTypeAliasDeclaration(n)) {
      return true;
    }
  }
  return false;
}

/** The strings of a module's code whose value is a ruleset's name, with their lines. */
function rulesetNames(path: string): string[] {
  const text = readFileSync(path, 'utf8');
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    const literal =
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node);
    // An import's path is where a module is, not a name the code reads.
    const specifier = node.parent !== undefined && ts.isImportDeclaration(node.parent);
    if (literal && !specifier && NAMES.has(node.text) && !inType(node)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${path}:${line + 1}: ${JSON.stringify(node.text)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('no layer above the rulesets chooses by a ruleset’s name', () => {
  test('the check finds a name in code, and not in a comment or a type', () => {
    expect(NAMES.size).toBeGreaterThanOrEqual(5);
    const probe = (code: string) => {
      const s = ts.createSourceFile('probe.ts', code, ts.ScriptTarget.Latest, true);
      let n = 0;
      const visit = (node: ts.Node): void => {
        if (ts.isStringLiteral(node) && NAMES.has(node.text) && !inType(node)) n++;
        ts.forEachChild(node, visit);
      };
      visit(s);
      return n;
    };
    expect(probe("if (s.ruleset === 'aos4') f();")).toBe(1);
    expect(probe("// 'aos4'\ntype R = 'aos4' | 'mesbg';\nconst x: R = y;")).toBe(0);
  });

  test.each(FOLDERS)('%s', (folder) => {
    const found = files(folder)
      .filter((f) => !Object.hasOwn(ALLOWED, f))
      .flatMap(rulesetNames);
    expect(found).toEqual([]);
  });

  test('the files allowed exist, and each still needs it', () => {
    for (const f of Object.keys(ALLOWED)) {
      expect(rulesetNames(f).length, f).toBeGreaterThan(0);
    }
  });
});
