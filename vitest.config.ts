import { defineConfig } from 'vitest/config';

// Two projects. `unit` (npm run test:unit) is pure: no child processes, no `npm pack`, no PDF
// rendering or reading, no satori; it runs in seconds and needs no build. `integration`
// (npm run test:integration) runs the CLI as a process, packs the package, and writes and reads
// PDFs and card images. Benchmarks run only with `npm run bench`, one file at a time, since a
// benchmark timed beside another measures neither.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      { test: { name: 'integration', include: ['tests/integration/**/*.test.ts'] } },
    ],
    benchmark: {
      include: ['tests/bench/**/*.bench.ts'],
    },
  },
});
