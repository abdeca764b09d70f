// A peer's numbers: total-damage and models-slain distributions computed once with icepool
// (HighDiceRoller/icepool, a pure-Python dice probability library), version 2.2.2, commit
// 33e7e650, from its source checkout: `PYTHONPATH=icepool/src python3
// test/fixtures/wh40k-10e/icepool_peer.py`. That script writes each case in icepool's own terms
// (Die.map, `n @ die` sums, a state machine over icepool.map for the allocation), from the
// attack sequence of docs/wh40k-10e.md, not from mathhammer's code; its printed values
// (Python repr of icepool's exact fractions) are pasted below unchanged. mathhammer's exact
// engine must give the same, to 1e-12.
import { describe, expect, test } from 'vitest';
import type { Wh40kScenarioInput } from '../../../src/rulesets/wh40k-10e/input.js';
import { evaluate } from '../../../src/scenario/evaluate.js';

function expectSame(got: Float64Array, want: readonly number[], what: string): void {
  for (let k = 0; k < Math.max(got.length, want.length); k++) {
    expect(Math.abs((got[k] ?? 0) - (want[k] ?? 0)), `${what}[${k}]`).toBeLessThan(1e-12);
  }
}

/** A: 60 Torrent attacks, S8 against T4, no save, D6 damage, at 20 models of 3 wounds. */
const A_DAMAGE_MEAN = 175.0;
const A_DAMAGE_SD = 15.745369689742652;
const A_SLAIN = [
  2.7216422451206476e-44, 3.935691743493889e-40, 1.0759394600103309e-36, 1.0508762194607733e-33,
  4.873977120260321e-31, 1.2623241801949327e-28, 2.0268850860169473e-26, 2.1703350774857595e-24,
  1.6351531250465466e-22, 9.031135109492152e-21, 3.7767792793569054e-19, 1.2275182586493736e-17,
  3.1679686873825284e-16, 6.6094533825726824e-15, 1.1318019928789446e-13, 1.611508104037869e-12,
  1.9293852169307308e-11, 1.961396524204274e-10, 1.7075838007655763e-9, 1.282734252708276e-8,
  0.9999999852479086,
];
/** A2: the same with 20 attacks. */
const A2_SLAIN = [
  4.54788216932179e-14, 3.140149860810986e-11, 4.364558107690294e-9, 2.2569775187943859e-7,
  5.682423521662285e-6, 8.094919034907784e-5, 0.0007173876957367645, 0.00421775292404984,
  0.017216041181360876, 0.050413013513770255, 0.10842848435031265, 0.17411683369509065,
  0.21090307769552863, 0.193570563891273, 0.1344323876239861, 0.07005763925589584,
  0.026919458346479793, 0.007389569424618917, 0.0013696318713127867, 0.00015345260056320411,
  7.84422239300724e-6,
];
/** B: 10 attacks, BS 3+, S4 against T4, AP -1 against 3+, Sustained Hits 1, Lethal Hits,
 * Devastating Wounds, D3 damage, Feel No Pain 6+: total damage before and after Feel No Pain. */
const B_DAMAGE = [
  0.03861077083162305, 0.04455088942110352, 0.0693331149466604, 0.10294643393734726,
  0.10309973979724178, 0.11203135118243601, 0.11147192459317727, 0.09617880026714079,
  0.08415772661567791, 0.06849690157705036, 0.05192487846461535, 0.03895984078174613,
  0.02762523712091153, 0.018730928296676132, 0.012455405057675305, 0.007915467345483224,
  0.004864823459047565, 0.0029223547979610083, 0.0016902623780010353, 0.0009505853123620005,
  0.0005219420634580569, 0.00027727917093571633, 0.00014362272080170127, 7.261065463769618e-5,
  3.562757915268274e-5, 1.7068271055448787e-5, 7.98036252872794e-6, 3.628051223536595e-6,
  1.6113683496397278e-6, 6.983200015655493e-7, 2.945352441311751e-7, 1.2136401683089705e-7,
  4.877136177778003e-8, 1.907797872735058e-8, 7.286969047642635e-9, 2.7119754683118404e-9,
  9.819020879760395e-10, 3.467717363587155e-10, 1.191508856546718e-10, 3.9773798796646523e-11,
  1.292881314478933e-11, 4.0794856909917026e-12, 1.2475574074392308e-12, 3.7057340389912524e-13,
  1.0647929843103763e-13, 2.953849332315356e-14, 7.92897834290173e-15, 2.047779466654724e-15,
  5.073928855884195e-16, 1.209375300103946e-16, 2.7490049529304374e-17, 5.928962933930285e-18,
  1.2182249949232888e-18, 2.349101435811485e-19, 4.2014047348066427e-20, 7.028737033030207e-21,
  1.0656376120900334e-21, 1.404115808348296e-22, 1.6472867025315203e-23, 1.5688444786014478e-24,
  7.844222393007239e-26,
];
const B_DAMAGE_AFTER_FNP = [
  0.04853519306836116, 0.06557128794800234, 0.10054662392681353, 0.12527459380802747,
  0.1275246796671312, 0.12468237767568435, 0.1095758052558907, 0.08912353943995496,
  0.06889852387216869, 0.04987379873255293, 0.03433099367897104, 0.02259382672942042,
  0.014178537257914025, 0.008548355569587605, 0.004957943806761032, 0.002767201129724987,
  0.0014919020486285706, 0.0007772986910589437, 0.0003917221770206561, 0.00019132390063004116,
  9.058515304656915e-5, 4.161028905152259e-5, 1.8563441932164144e-5, 8.044183144886094e-6,
  3.3879180717081354e-6, 1.3875328632791452e-6, 5.526128107958873e-7, 2.141041206813537e-7,
  8.071251915180352e-8, 2.9602222821573265e-8, 1.0564200703447254e-8, 3.6681817886768274e-9,
  1.2389652747759563e-9, 4.07029978561249e-10, 1.3002351639228518e-10, 4.0369940028003285e-11,
  1.2178555087929979e-11, 3.5677164206568167e-12, 1.0142591371187177e-12, 2.796448455465829e-13,
  7.47093307448903e-14, 1.932018884418151e-14, 4.831502360637368e-15, 1.1667844390417083e-15,
  2.716857661994659e-16, 6.090052995988501e-17, 1.3113619627524166e-17, 2.705918753187732e-18,
  5.336704853905136e-19, 1.0024386346970712e-19, 1.785916325718065e-20, 3.0040319871679994e-21,
  4.739511684682728e-22, 6.955907824272094e-23, 9.408106074482154e-24, 1.1551798013310402e-24,
  1.259141018772017e-25, 1.1857033849756291e-26, 9.137843324371195e-28, 5.0116142546825565e-29,
  1.3921150707451546e-30,
];
/** C: 3 attacks, BS 3+, S9 against T10, AP -4 against 3+, D6 damage, Melta 2 in half range,
 * at a target that halves damage and has -1 Damage. */
const C_DAMAGE = [
  0.47050754458161864, 0.13443072702331962, 0.14723365340649291, 0.16044302189706855,
  0.03962810547172687, 0.028044505410760555, 0.015648021134989584, 0.0024386526444139613,
  0.0012193263222069807, 0.00040644210740232686,
];

const torrentD6 = (attacks: number): Wh40kScenarioInput => ({
  ruleset: 'wh40k-10e',
  attackers: [{ attacks, strength: 8, damage: 'D6', rules: ['torrent'] }],
  target: { models: 20, toughness: 4, wounds: 3 },
});

describe('wh40k-10e against icepool', () => {
  test('A: 60 attacks, D6 damage, at 20 models of 3 wounds', () => {
    const r = evaluate(torrentD6(60)).results;
    expect(r.damage!.mean()).toBeCloseTo(A_DAMAGE_MEAN, 10);
    expect(r.damage!.sd()).toBeCloseTo(A_DAMAGE_SD, 10);
    expectSame(r.slain!.toArray(), A_SLAIN, 'slain');
  });

  test('A2: 20 attacks, D6 damage, at 20 models of 3 wounds', () => {
    expectSame(evaluate(torrentD6(20)).results.slain!.toArray(), A2_SLAIN, 'slain');
  });

  test('B: Sustained Hits 1, Lethal Hits, Devastating Wounds, D3 damage, Feel No Pain 6+', () => {
    const r = evaluate({
      ruleset: 'wh40k-10e',
      attackers: [
        {
          attacks: 10,
          bs: 3,
          strength: 4,
          ap: -1,
          damage: 'D3',
          rules: ['lethal-hits', 'devastating-wounds', { rule: 'sustained-hits', hits: 1 }],
        },
      ],
      target: { models: 10, toughness: 4, save: 3, wounds: 2, feelNoPain: 6 },
    }).results;
    expectSame(r.damage!.toArray(), B_DAMAGE, 'damage');
    expectSame(r.damageAfterFnp!.toArray(), B_DAMAGE_AFTER_FNP, 'damageAfterFnp');
  });

  test('C: Melta 2, halved damage, -1 Damage', () => {
    const r = evaluate({
      ruleset: 'wh40k-10e',
      attackers: [
        {
          attacks: 3,
          bs: 3,
          strength: 9,
          ap: -4,
          damage: 'D6',
          halfRange: true,
          rules: [{ rule: 'melta', damage: 2 }],
        },
      ],
      target: {
        models: 1,
        toughness: 10,
        save: 3,
        wounds: 20,
        halveDamage: true,
        damageReduction: 1,
      },
    }).results;
    expectSame(r.damage!.toArray(), C_DAMAGE, 'damage');
  });
});
