import { defineConfig } from 'vitest/config';

// Unit and property tests run with `npm run test:unit`; benchmarks only with `npm run bench`,
// one file at a time (the script says so), since a benchmark timed beside another measures neither.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    benchmark: {
      include: ['tests/bench/**/*.bench.ts'],
    },
  },
});
