import { defineConfig } from 'vitest/config';

// Two test projects. `unit` (npm run test:unit) is pure: no child processes, no `npm pack`, no
// PDF writing or reading, no satori; it runs in seconds and needs no build. `integration`
// (npm run test:integration) runs the CLI as a process, packs the package, and writes and reads
// PDFs and card images. Benchmarks are their own project, run only by `npm run bench`, one file at
// a time, since a benchmark timed beside another measures neither.
const noBench = { benchmark: { include: [] } };
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          // `npm run test:unit` runs two files at once: vitest's default on two cores is one.
          // Worker threads start faster than the default forked processes, and the files in one
          // thread share their imports rather than loading the engines and fonts again each. So
          // no unit test may stub a module or a global: a test that must (the durability test
          // wraps node:fs) lives with the integration tests, where every file is isolated.
          pool: 'threads',
          isolate: false,
          // Budgets that fit a busy machine (CI may share its two cores): the heaviest unit test
          // takes about 3 s quiet and 8 s loaded.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          ...noBench,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          // Writing and reading PDFs: several seconds a test when quiet, three times that loaded.
          testTimeout: 120_000,
          hookTimeout: 300_000,
          ...noBench,
        },
      },
      {
        test: {
          name: 'bench',
          include: [],
          // Each file times its work for as long as it needs; a loaded machine can take minutes.
          testTimeout: 900_000,
          hookTimeout: 900_000,
          benchmark: { include: ['tests/bench/**/*.bench.ts'] },
        },
      },
    ],
  },
});
