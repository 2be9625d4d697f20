/** What the Wizard's Tower benchmark needs, bundled with the engine into one module. */
export { startGame } from '../../../src/games/wizards-tower/engine/simulate.ts';
export { playMonths } from '../../../src/games/wizards-tower/engine/month.ts';
export { streamFromSeed } from '../../../src/lib/seed.ts';
export { EXAMPLE_BUILD } from '../../../src/games/wizards-tower/wizard-build.ts';
export { STRATEGY_IDS } from '../../../src/games/wizards-tower/engine/strategies.ts';
