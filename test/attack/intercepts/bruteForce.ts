/**
 * A brute-force enumeration of a plan with intercepts over every die, written from the step
 * list of `docs/attack-plan.md` ("Hits that strike someone else") and not from the engines:
 * every face of every attacks die, then attack by attack every face of the hit roll and its
 * re-roll, of each intercept's test in turn, of the stray test, and of each die of a wound
 * test with its re-roll. The whole state of the world (counts, and the wounds on each
 * bystander) is carried from one attack to the next, identical states merged, so every
 * reported distribution is a marginal of one enumeration. Only for a handful of attacks.
 */
import type { GeneralPlan } from '../../../src/plan/plan.js';
import type { D6Test } from '../../../src/rules/d6Test.js';

/** One way a die (or a test, or an attack) can end, and its chance. */
interface Way<T> {
  readonly value: T;
  readonly p: number;
}

/** Every way a D6 test can end, face by face, with its one re-roll. */
function d6Ways(t: D6Test): Way<boolean>[] {
  const passes = (need: number, face: number) => face > 1 && face >= need;
  const ways: Way<boolean>[] = [];
  for (let face = 1; face <= 6; face++) {
    const failed = !passes(t.need, face);
    const again = t.reroll === 'failed' ? failed : t.reroll === 'ones' ? face === 1 : false;
    if (!again) {
      ways.push({ value: !failed, p: 1 / 6 });
      continue;
    }
    for (let second = 1; second <= 6; second++) {
      ways.push({ value: passes(t.rerollNeed, second), p: 1 / 36 });
    }
  }
  return ways;
}

/** A first die, then a further die only when the first passed. */
function woundWays(first: D6Test, further: D6Test | null): Way<boolean>[] {
  const out: Way<boolean>[] = [];
  for (const a of d6Ways(first)) {
    if (!a.value || further === null) out.push(a);
    else for (const b of d6Ways(further)) out.push({ value: b.value, p: a.p * b.p });
  }
  return out;
}

/** Where one attack ends. */
type End =
  | { readonly kind: 'miss' }
  | { readonly kind: 'intercepted'; readonly bystander: number | null; readonly wounded: boolean }
  | { readonly kind: 'stray'; readonly bystander: number; readonly wounded: boolean }
  | { readonly kind: 'target'; readonly wounded: boolean };

function attackWays(a: GeneralPlan['profiles'][number]): Way<End>[] {
  const out: Way<End>[] = [];
  const hitWays = a.hit === 'auto' ? [{ value: true, p: 1 }] : d6Ways(a.hit as D6Test);
  for (const h of hitWays) {
    if (!h.value) {
      out.push({ value: { kind: 'miss' }, p: h.p });
      continue;
    }
    // Going through the intercepts in turn: `reach` is the chance of getting this far.
    let reach = [{ p: h.p }];
    for (const o of a.intercepts ?? []) {
      const next: { p: number }[] = [];
      for (const r of reach) {
        for (const t of d6Ways(o.test)) {
          if (t.value) {
            next.push({ p: r.p * t.p });
            continue;
          }
          if (o.strikes === null) {
            out.push({
              value: { kind: 'intercepted', bystander: null, wounded: false },
              p: r.p * t.p,
            });
            continue;
          }
          for (const w of woundWays(o.wound!.first, o.wound!.further)) {
            out.push({
              value: { kind: 'intercepted', bystander: o.strikes, wounded: w.value },
              p: r.p * t.p * w.p,
            });
          }
        }
      }
      reach = next;
    }
    for (const r of reach) {
      const stray = a.stray ?? null;
      const tests = stray === null ? [{ value: true, p: 1 }] : d6Ways(stray.test);
      for (const t of tests) {
        if (!t.value && stray !== null) {
          for (const w of woundWays(stray.wound.first, stray.wound.further)) {
            out.push({
              value: { kind: 'stray', bystander: stray.strikes, wounded: w.value },
              p: r.p * t.p * w.p,
            });
          }
          continue;
        }
        for (const w of woundWays(a.wound as D6Test, a.furtherWound ?? null)) {
          out.push({ value: { kind: 'target', wounded: w.value }, p: r.p * t.p * w.p });
        }
      }
    }
  }
  return out;
}

interface World {
  hits: number;
  wounds: number;
  interceptedHits: number;
  interceptedWounds: number;
  strayHits: number;
  strayWounds: number;
  bystanderWounds: number[];
}

function step(w: World, e: End): World {
  const next = { ...w, bystanderWounds: [...w.bystanderWounds] };
  if (e.kind === 'miss') return next;
  next.hits++;
  if (e.kind === 'target') {
    if (e.wounded) next.wounds++;
  } else if (e.kind === 'stray') {
    next.strayHits++;
    if (e.wounded) {
      next.strayWounds++;
      next.bystanderWounds[e.bystander]!++;
    }
  } else {
    next.interceptedHits++;
    if (e.wounded && e.bystander !== null) {
      next.interceptedWounds++;
      next.bystanderWounds[e.bystander]!++;
    }
  }
  return next;
}

/** The faces of an attacks expression (a fixed number or dice), with their chances. */
function countWays(e: { count: number; sides: number; modifier: number }): Way<number>[] {
  let ways: Way<number>[] = [{ value: e.modifier, p: 1 }];
  for (let i = 0; i < e.count; i++) {
    const next: Way<number>[] = [];
    for (const w of ways) {
      for (let f = 1; f <= e.sides; f++) next.push({ value: w.value + f, p: w.p / e.sides });
    }
    ways = next;
  }
  return ways;
}

/**
 * Every result of a plan with intercepts, by brute force: result name → value → chance.
 */
export function bruteForce(plan: GeneralPlan): Record<string, Map<number, number>> {
  const bystanders = plan.bystanders ?? [];
  let worlds = new Map<string, { world: World; p: number }>();
  const start: World = {
    hits: 0,
    wounds: 0,
    interceptedHits: 0,
    interceptedWounds: 0,
    strayHits: 0,
    strayWounds: 0,
    bystanderWounds: bystanders.map(() => 0),
  };
  worlds.set(JSON.stringify(start), { world: start, p: 1 });
  const merge = (into: typeof worlds, world: World, p: number) => {
    const key = JSON.stringify(world);
    const had = into.get(key);
    if (had) had.p += p;
    else into.set(key, { world, p });
  };
  for (const a of plan.profiles) {
    const ends = attackWays(a);
    for (let m = 0; m < a.models; m++) {
      const next = new Map<string, { world: World; p: number }>();
      for (const { world, p } of worlds.values()) {
        for (const n of countWays(a.attacks)) {
          let inner = new Map<string, { world: World; p: number }>();
          merge(inner, world, p * n.p);
          for (let k = 0; k < n.value; k++) {
            const after = new Map<string, { world: World; p: number }>();
            for (const x of inner.values()) {
              for (const e of ends) merge(after, step(x.world, e.value), x.p * e.p);
            }
            inner = after;
          }
          for (const x of inner.values()) merge(next, x.world, x.p);
        }
      }
      worlds = next;
    }
  }
  const struck = new Set<number>();
  let strayOnto = -1;
  for (const a of plan.profiles) {
    for (const o of a.intercepts ?? []) if (o.strikes !== null) struck.add(o.strikes);
    if (a.stray) strayOnto = a.stray.strikes;
  }
  const { models, wounds: perModel } = plan.groups[0]!;
  const results: Record<string, (w: World) => number> = {
    hits: (w) => w.hits,
    wounds: (w) => w.wounds,
    unsaved: (w) => w.wounds,
    // One wound at a time on the model already wounded: a model falls every `perModel` wounds.
    slain: (w) => Math.min(Math.floor(w.wounds / perModel), models),
    woundsLost: (w) => Math.min(w.wounds, models * perModel),
    criticalHits: () => 0,
    criticalWounds: () => 0,
    damage: (w) => w.wounds,
    damageAfterFnp: (w) => w.wounds,
    interceptedHits: (w) => w.interceptedHits,
  };
  if (struck.size > 0) {
    results.interceptedWounds = (w) => w.interceptedWounds;
    results.interceptedSlain = (w) =>
      [...struck].filter((b) => w.bystanderWounds[b]! >= bystanders[b]!.wounds).length;
  }
  if (strayOnto >= 0) {
    results.strayHits = (w) => w.strayHits;
    results.strayWounds = (w) => w.strayWounds;
    results.straySlain = (w) =>
      w.bystanderWounds[strayOnto]! >= bystanders[strayOnto]!.wounds ? 1 : 0;
  }
  const out: Record<string, Map<number, number>> = {};
  for (const [name, f] of Object.entries(results)) {
    const m = new Map<number, number>();
    for (const { world, p } of worlds.values()) m.set(f(world), (m.get(f(world)) ?? 0) + p);
    out[name] = m;
  }
  return out;
}
