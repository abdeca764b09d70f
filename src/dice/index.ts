// Re-exports only: every export is documented where it is defined.
export { diceDist } from './diceDist.js';
export { DICE_LIMITS, type DiceExpression, parseDice } from './parseDice.js';
export { rollDice, rollDiceUnchecked } from './rollDice.js';
