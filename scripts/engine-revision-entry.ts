// The engine's surface that engine-revision.ts bundles for each revision (its types only).
export { startGame } from '../src/games/wizards-tower/engine/simulate.ts';
export { playMonths } from '../src/games/wizards-tower/engine/month.ts';
export { STRATEGY_IDS } from '../src/games/wizards-tower/engine/strategies.ts';
export { streamFromSeed } from '../src/lib/seed.ts';
export { EXAMPLE_BUILD } from '../src/games/wizards-tower/wizard-build.ts';
