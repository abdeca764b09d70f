/** Test helpers: build engine inputs with the scenario format's defaults filled in. */
import type {
  AttackerInput,
  AttackInput,
  TargetGroupInput,
} from '../../../src/rulesets/scrollhammer/compile.js';
import type { ScrollhammerEvaluation } from '../../../src/rulesets/scrollhammer/evaluate.js';
import type { ScrollhammerFormation } from '../../../src/scenario/types.js';

export function attacker(a: Partial<AttackerInput> & { strength: number }): AttackerInput {
  return { models: 1, shots: 1, ap: 0, rules: [], reroll: {}, ...a };
}

export function group(g: Partial<TargetGroupInput> & { toughness: number }): TargetGroupInput {
  return { models: 1, wounds: 1, rules: [], ...g };
}

export function attack(
  attackers: AttackerInput[],
  groups: TargetGroupInput[],
  more: Partial<ScrollhammerEvaluation> & {
    cover?: number;
    goneToGround?: boolean;
    interveningModels?: boolean;
    formation?: ScrollhammerFormation;
  } = {},
): ScrollhammerEvaluation {
  const { cover, goneToGround, interveningModels, formation, ...rest } = more;
  const base: AttackInput = {
    phase: 'shooting',
    allocation: 'rules',
    attackers,
    target: {
      groups,
      goneToGround: goneToGround ?? false,
      ...(cover === undefined ? {} : { cover }),
      ...(interveningModels === undefined ? {} : { interveningModels }),
      ...(formation === undefined ? {} : { formation }),
    },
  };
  return { ...base, method: 'exact', samples: 100_000, ...rest };
}
