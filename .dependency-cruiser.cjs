/**
 * The import rules of src/, checked by `npm run deps` (part of `npm test`): no import cycle
 * between the folders of src/ (a folder imports only the folders below it: the scenario layer
 * above the rulesets, the rulesets above the file format's building blocks, the engines below
 * all of them; docs/architecture.md), and no cycle between modules either. Type-only imports
 * count: a cycle of types is a cycle of meaning.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-folder-cycle',
      comment:
        'A folder of src/ imports only folders below it (docs/architecture.md, "Layers"): a cycle between folders means a layer reaches back up.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'no-parent-import',
      comment:
        "A module in a subfolder never imports a module of its parent folder (docs/architecture.md, \"Layers\"): the parent dispatches to the subfolder (src/attack to its engine families), so what both read (the general plan's types and checks) sits in a folder below both, src/plan/. Dependency-cruiser's folder cycles do not see a folder and its own subfolder, hence this rule. A ruleset's folder is one unit of the ruleset contract (its rules/ and fight/ read its charts and types), and the importers share their reader; both are left out.",
      severity: 'error',
      from: { path: '^(src/.+)/[^/]+/[^/]+$', pathNot: '^src/(rulesets|import)/' },
      to: { path: '^$1/[^/]+$' },
    },
    {
      name: 'no-module-cycle',
      comment: 'No module imports itself through others.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '^(dist|node_modules)/' },
  },
};
