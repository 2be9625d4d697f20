import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

// The site as published under a sub-path: built with SITE_URL and BASE_PATH into dist-sub/
// (`npm run test:e2e:sub` builds it) and served only under /tower-press/; anything outside
// that folder is a 404, so a link or asset that forgets the base path fails the test.
export const SUB_SITE_URL = 'https://tower.example';
export const SUB_BASE_PATH = '/tower-press/';
const port = Number(process.env.E2E_SUB_PORT ?? 4322);

export default defineConfig({
  ...base,
  testDir: 'tests/e2e-sub',
  use: { ...base.use, baseURL: `http://localhost:${port}${SUB_BASE_PATH}` },
  webServer: {
    command: `npx astro preview --port ${port} --outDir dist-sub`,
    env: { SITE_URL: SUB_SITE_URL, BASE_PATH: SUB_BASE_PATH },
    url: `http://localhost:${port}${SUB_BASE_PATH}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
