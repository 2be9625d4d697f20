export * from './bands.ts';
export * from './cards.ts';
export * from './ratings.ts';
export * from './outcomes.ts';
export * from './events.ts';
export * from './phases.ts';
export * from './rulings.ts';
export * from './test-roll.ts';
