/** The Wizard's Tower engine: state, choices, the month, strategies and auto-play. */
export * from './state.ts';
export * from './decisions.ts';
export * from './env.ts';
export { playPhase, playMonth, playMonths, startOfMonth, PHASE_COUNT } from './month.ts';
export { isDead } from './tower-defence.ts';
export { journalMarkdown } from './journal.ts';
export { wizardName, rivalName, questName, allyName } from './names.ts';
export * from './strategies.ts';
export * from './simulate.ts';
export * from './companion.ts';
export * from './describe.ts';
