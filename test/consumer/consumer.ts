// A consumer of the built package, written from the README and docs only: `mathhammer`,
// `mathhammer/engine`, `mathhammer/node` and `mathhammer/import` as a strict TypeScript project sees them (module
// nodenext, noUncheckedIndexedAccess, exactOptionalPropertyTypes, skipLibCheck false).
// test/consumer.test.ts type-checks it with tsc and runs it; every `@ts-expect-error` line
// must fail to compile, or tsc reports the directive as unused.

import { readFileSync } from 'node:fs';
import {
  binomial,
  chart,
  compare,
  Dist,
  d6,
  defineRule,
  defineWh40kRule,
  EvaluationResult,
  evaluate,
  evaluateJson,
  InputError,
  matchupMatrix,
  overTurns,
  parseScenario,
  report,
  ScenarioError,
  type ScenarioInput,
  summarizeScenario,
  sweep,
  type WeaponDraft,
  type Wh40kAttackerInput,
} from 'mathhammer';
import {
  compileAttack,
  type Dist as EngineDist,
  binomial as engineBinomial,
  exactAttack,
  type RulesetDefinition,
  type RulesetInputs,
} from 'mathhammer/engine';
import { armyMatrix, ImportError, importRoster, unitScenario } from 'mathhammer/import';
import { evaluateParallel } from 'mathhammer/node';

// A ruleset of the program's own (registered with registerRuleset at run time), declared for
// the typed face by module augmentation: evaluate() then checks its scenarios and types its
// results (docs/custom-ruleset.md, "Typed").
interface CoinScenario {
  readonly ruleset: 'coin-toss';
  readonly method: 'exact' | 'monte-carlo';
  readonly samples: number;
  readonly coins: number;
}
// Its results: the five every attack ruleset reports, and one of its own.
interface CoinResults {
  readonly hits: Dist;
  readonly wounds: Dist;
  readonly unsaved: Dist;
  readonly slain: Dist;
  readonly woundsLost: Dist;
  readonly heads: Dist;
}
interface CoinInputs extends RulesetInputs {
  readonly input: { readonly ruleset: 'coin-toss'; readonly coins: number };
}
declare module 'mathhammer/engine' {
  interface RegisteredRulesets {
    'coin-toss': RulesetDefinition<'coin-toss', CoinScenario, CoinResults, CoinInputs>;
  }
}

const checks: string[] = [];
const check = (name: string, ok: boolean) => {
  if (!ok) throw new Error(`consumer: ${name}`);
  checks.push(name);
};

// Typed input, typed output: no `!`, the ruleset's extras typed.
const hama = evaluate({
  ruleset: 'mesbg',
  attackers: [{ name: 'Háma', shootValue: 3, strength: 2 }],
  target: { name: 'Hill Tribesman', defence: 3 },
});
const slain: Dist = hama.results.slain;
const obstructionHits: Dist = hama.results.obstructionHits;
const friendly: Dist | undefined = hama.results.friendlyHits;
check('MESBG slain typed', Math.abs(slain.at(1) - 2 / 9) < 1e-12);
check('MESBG extras typed', obstructionHits.mean() === 0 && friendly === undefined);

const bowmen = {
  ruleset: 'scrollhammer',
  attackers: [{ name: 'Bowmen', models: 10, bs: 3, strength: 3 }],
  target: { name: 'Draugr', groups: [{ models: 5, toughness: 4, save: 4 }], cover: 4 },
} as const satisfies ScenarioInput;
const r = evaluate(bowmen);
const self: Dist | undefined = r.results.selfWounds;
check('Scrollhammer typed', r.results.slain.mean() > 0.8 && self === undefined);

// Custom rules: their names become legal in that call's scenario, typos still fail.
const rendingArrows = defineRule({
  name: 'rending-arrows',
  citation: 'house rule: +1 AP',
  apply: (d) => ({ ...d, ap: d.ap + 1 }),
});
const custom = evaluate(
  {
    ruleset: 'scrollhammer',
    attackers: [{ models: 4, bs: 3, strength: 4, rules: ['rending-arrows'] }],
    target: { groups: [{ models: 4, toughness: 4, save: 4 }] },
  },
  { rules: { 'rending-arrows': rendingArrows } },
);
check('custom rule', Math.abs(custom.results.slain.mean() - 2 / 3) < 1e-12);

// JSON of unknown shape: parseScenario gives the typed scenario or a ScenarioError.
const text = JSON.stringify(bowmen);
const parsed = parseScenario(JSON.parse(text));
check('parseScenario', evaluate(parsed).results.slain.mean() === r.results.slain.mean());
check(
  'evaluateJson',
  evaluateJson(JSON.parse(text)).results.slain.mean() === r.results.slain.mean(),
);
try {
  parseScenario({
    ruleset: 'mesbg',
    attackers: [{ shootValue: 9, strength: 2 }],
    target: { defence: 3 },
  });
  check('parseScenario throws', false);
} catch (e) {
  check(
    'parseScenario throws a ScenarioError',
    e instanceof ScenarioError && e instanceof InputError,
  );
}
try {
  summarizeScenario({ ruleset: 'mesbg', attackers: [], target: { defence: 3 } });
} catch (e) {
  check('summarizeScenario throws the library error', e instanceof ScenarioError);
}
check('summarizeScenario of an input', summarizeScenario(bowmen).startsWith('10 Bowmen'));

// Results people can read: Dist in text, report and chart.
check('Dist toString', String(binomial(2, 0.5)) === 'Dist { mean: 1, p: [0.25, 0.5, 0.25] }');
check('d6', d6().mean() === 3.5);
check('report', report(r, { show: ['slain', 'woundsLost'] }).includes('models slain: mean 0.83'));
check('chart', chart(r).startsWith('<?xml'));

// Monte Carlo says how sure it is.
const mc = evaluate({ ...bowmen, method: 'monte-carlo', samples: 20_000, seed: 1 });
const se = mc.errors?.slain;
check('sampling error', se !== undefined && se.samples === 20_000 && se.mean > 0);
check('sampling error in JSON', (mc.toJSON().results.slain?.standardError?.mean ?? 0) > 0);
check('report says +/-', report(mc, { quiet: true }).includes('+/-'));
check('result class', mc instanceof EvaluationResult);

// Analytics, typed inputs, wounds lost as a metric.
const analysis = {
  ruleset: 'scrollhammer',
  profiles: [
    { name: 'Bowmen', points: 100, attackers: [{ models: 10, bs: 3, strength: 3 }] },
    { name: 'Crossbows', points: 120, attackers: [{ models: 10, bs: 3, strength: 4, ap: 1 }] },
  ],
  targets: [
    { name: 'Trolls', points: 150, groups: [{ models: 3, toughness: 5, wounds: 3, save: 5 }] },
  ],
} as const;
const c = compare(analysis);
check('compare', c.entries.length === 2);
// A comparison prints as its text report, as `mathhammer compare` does.
check('comparison text', `${c}`.includes('Crossbows') && !`${c}`.includes('[object Object]'));
check('comparison report', c.report({ quiet: true }).length < `${c}`.length);
// A single target may carry its points (docs/analytics.md, "Points").
const single = compare({
  ruleset: 'scrollhammer',
  attackers: [{ models: 10, bs: 3, strength: 3 }],
  target: { name: 'Draugr', points: 90, groups: [{ models: 5, toughness: 4, save: 4 }] },
});
check('single target points', single.entries[0]?.targetPoints === 90);

// The types a user writes against are exported.
const bolters: Wh40kAttackerInput = { models: 10, attacks: 2, bs: 3, strength: 4, ap: -1 };
const twice = defineWh40kRule({
  name: 'twice',
  citation: 'house rule: twice the attacks',
  apply: (d: WeaponDraft): WeaponDraft => ({ ...d, models: d.models * 2 }),
});
const wh40k = evaluate(
  { ruleset: 'wh40k-10e', attackers: [{ ...bolters, rules: ['twice'] }], target: { toughness: 4 } },
  { rules: { twice } },
);
check('exported input types', wh40k.results.hits.mean() > 0);

// A scenario kept in a const: `as const` (or `satisfies ScenarioInput`) keeps `ruleset` a
// literal (docs/scenario-format.md, "TypeScript").
const kept = {
  ruleset: 'mesbg',
  attackers: [{ shootValue: 3, strength: 2 }],
  target: { defence: 3 },
} as const satisfies ScenarioInput;
check('a kept scenario', evaluate(kept).results.obstructionHits.mean() === 0);
const m = matchupMatrix(analysis);
check('matrix wounds-lost', (m.values('wounds-lost')[0]?.[0] ?? 0) > 0);
const s = sweep(analysis, { characteristic: 'toughness', values: [3, 4, 5] });
check('sweep', s.series.length === 2);
const t = overTurns(analysis, { turns: 2 });
check('turns', t.toJSON() !== undefined);

// A Dist is a Dist whichever entry it came from: the entries share one declaration.
const fromEngine: Dist = engineBinomial(2, 0.5);
const fromMain: EngineDist = binomial(2, 0.5);
check('one Dist', fromEngine.mean() === fromMain.mean() && fromEngine instanceof Dist);

// The engine and worker threads, from their subpaths.
const plan = compileAttack(parsed.ruleset === 'scrollhammer' ? parsed : (undefined as never));
check('engine', Math.abs(exactAttack(plan).slain.mean() - r.results.slain.mean()) < 1e-12);
const parallel = await evaluateParallel(bowmen, { workers: 2 });
check('node', parallel.results.slain.mean() === r.results.slain.mean());

// Army lists (docs/import.md): a roster's units into a typed wh40k-10e scenario.
// The example rosters ship with the package.
const roster = importRoster(readFileSync('node_modules/mathhammer/examples/rosters/waaagh.json'), {
  source: 'waaagh.json',
});
const boyz = roster.units[0];
check('import', boyz !== undefined && boyz.name === 'Boyz');
if (boyz) {
  const wh = evaluate(unitScenario(boyz, boyz));
  check('import scenario typed', wh.results.woundsLost.mean() > 0);
  check('import matrix', (armyMatrix([boyz], [boyz]).cells[0]?.[0]?.slain ?? 0) > 0);
}
let importError: unknown;
try {
  importRoster('not a roster');
} catch (e) {
  importError = e;
}
check('import error', importError instanceof ImportError && importError instanceof InputError);

// A scenario of unknown shape (JSON.parse's `any`): any ruleset's results, each maybe absent.
const fromJson = evaluate(JSON.parse(text));
check('evaluate(any)', fromJson.results.slain?.mean() === r.results.slain.mean());
check('evaluate(any), a fight result', fromJson.results.slainB === undefined);

// Typos that must not compile (type-checked, never run).
function mustNotCompile(): void {
  // A registered ruleset's scenario and results are typed.
  const heads: Dist = evaluate({ ruleset: 'coin-toss', coins: 3 }).results.heads;
  void heads;
  // @ts-expect-error a misspelt field of a registered ruleset does not compile
  evaluate({ ruleset: 'coin-toss', coin: 3 });

  // @ts-expect-error a misspelt result name does not compile
  void r.results.slian;
  evaluate({
    ruleset: 'mesbg',
    // @ts-expect-error a misspelt field does not compile
    attackers: [{ shootValue: 3, strength: 2, movd: true }],
    target: { defence: 3 },
  });

  evaluate({
    ruleset: 'scrollhammer',
    // @ts-expect-error a misspelt rule name does not compile
    attackers: [{ bs: 3, strength: 3, rules: ['flesbane'] }],
    target: { groups: [{ toughness: 3 }] },
  });

  // A mistake is the only error: the result is still typed by the scenario's ruleset (no
  // second error about another ruleset's results).
  const misspelt = evaluate({
    ruleset: 'scrollhammer',
    // @ts-expect-error a misspelt field does not compile
    attackers: [{ bss: 3, strength: 4 }],
    target: { groups: [{ toughness: 4 }] },
  });
  void misspelt.results.slain.mean();
  const misspeltMesbg = evaluate({
    ruleset: 'mesbg',
    attackers: [{ shootValue: 3, strength: 2 }],
    // @ts-expect-error a misspelt field does not compile
    target: { defense: 3 },
  });
  void misspeltMesbg.results.obstructionHits.mean();

  // @ts-expect-error an unknown ruleset does not compile
  evaluate({ ruleset: 'mesbgg', attackers: [], target: { defence: 3 } });

  evaluate(
    {
      ruleset: 'scrollhammer',
      // @ts-expect-error a misspelt custom rule name does not compile
      attackers: [{ models: 4, bs: 3, strength: 4, rules: ['rending-arows'] }],
      target: { groups: [{ models: 4, toughness: 4, save: 4 }] },
    },
    { rules: { 'rending-arrows': rendingArrows } },
  );

  evaluate({
    ruleset: 'scrollhammer',
    // @ts-expect-error a custom rule's name is not legal without the rule
    attackers: [{ models: 4, bs: 3, strength: 4, rules: ['rending-arrows'] }],
    target: { groups: [{ models: 4, toughness: 4, save: 4 }] },
  });

  // @ts-expect-error a misspelt analysis field does not compile
  compare({ ruleset: 'mesbg', attackers: [{ shootValue: 3, strength: 2 }], targest: [] });

  // @ts-expect-error a single target's points must be a number
  compare({
    ruleset: 'mesbg',
    attackers: [{ shootValue: 3, strength: 2 }],
    target: { defence: 3, points: '90' },
  });

  // Without `as const`, a kept scenario's `ruleset` widens to string: documented, and refused.
  const widened = {
    ruleset: 'mesbg',
    attackers: [{ shootValue: 3, strength: 2 }],
    target: { defence: 3 },
  };
  // @ts-expect-error `ruleset: string` names no ruleset; write `as const` or `satisfies ScenarioInput`
  evaluate(widened);

  // @ts-expect-error an exported input type still checks its fields
  const typo: Wh40kAttackerInput = { bs: 3, strenght: 4 };
  void typo;
}
void mustNotCompile;

console.log(`consumer: ok (${checks.length} checks)`);
