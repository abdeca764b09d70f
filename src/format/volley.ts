/**
 * The volley contract: what a ruleset gives for the army's shooting phase to be planned on it
 * (`army-turn.md` of the specification, "The state between volleys"). A volley is one
 * scenario's attacks (one shooter's weapon entries declared at one target) resolved against a
 * target that may already have lost models and carry damage on the models being worked on; its
 * outcome is a distribution over the target's next state. The planner reads only this, so a
 * ruleset that gives it gets the planner without the planner naming it.
 *
 * The types live below the engines (`src/plan/volley.ts`), which build them for any general
 * plan (`prepareVolley` of `src/attack/volley.ts`); this is where the contract is read.
 *
 * @module
 */
export {
  type StateOutcome,
  stateKey,
  type TargetState,
  type Volley,
  type WoundedModel,
} from '../plan/volley.js';
