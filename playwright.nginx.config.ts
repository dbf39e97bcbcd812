import { defineConfig } from '@playwright/test';
import { journeyLaunchOptions } from './scripts/chromium.mjs';

/**
 * Journeys against the build as an operator deploys it (docs/deploy.md): `npm test`'s
 * dist/ copied twice, each copy set up by deploy/configure.sh (at the root, and with
 * DASHBOARD_BASE_PATH=/dashboard/) and served by Debian's nginx with the deploy/nginx.conf that
 * configure.sh filled in, against the standalone mock (`npm run mock-api`) on another origin
 * (e2e/deployed/global-setup.ts). Ports: E2E_NGINX_PORT (default 5421) for the root, the next one
 * for the sub-path, the one after for the mock.
 * Run: `npx playwright test -c playwright.nginx.config.ts` (npm test runs it too).
 */
export default defineConfig({
  testDir: 'e2e/deployed',
  testMatch: '*.nginx.ts',
  outputDir: 'test-results/nginx',
  globalSetup: './e2e/deployed/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  // Two cores shared with nginx, the mock and other work.
  expect: { timeout: 15_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/nginx' }]],
  use: {
    browserName: 'chromium',
    launchOptions: journeyLaunchOptions(),
    trace: 'retain-on-failure',
  },
});
