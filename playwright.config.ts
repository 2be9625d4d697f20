import { defineConfig } from '@playwright/test';

// Browser tests drive Debian's Chromium against the built site served by `astro preview`.
// Run `npm run test:e2e` (it builds first); `scripts/ensure-chromium.ts` installs the browser.
// E2E_PORT lets several checkouts run their browser tests side by side.
const port = Number(process.env.E2E_PORT ?? 4321);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Budgets for a busy machine (CI may share its two cores with another job): a page that
  // makes a PDF or reads every download takes several times longer loaded than quiet.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    // Each test starts a fresh browser: installing the offline copy (7 MB) every time would only
    // slow the tests down. tests/e2e-sub/offline.spec.ts turns it back on.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `npx astro preview --port ${port}`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
