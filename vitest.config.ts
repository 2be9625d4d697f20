import { defineConfig } from 'vitest/config';

// Unit and property tests run with `npm run test:unit`; benchmarks only with `npm run bench`.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    benchmark: {
      include: ['tests/bench/**/*.bench.ts'],
    },
  },
});
