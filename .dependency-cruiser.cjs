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
