import { defineConfig } from '@playwright/test';

/**
 * The journeys in WebKit: Debian's WebKitGTK (webkit2gtk-driver's WebKitWebDriver and
 * its MiniBrowser, under xvfb-run), driven over classic WebDriver by selenium-webdriver: Debian's
 * build has no WebDriver BiDi, and Playwright's own WebKit is a patched build that cannot be
 * downloaded here. Playwright Test still runs them (fixtures, time limits, reports):
 * e2e/webkit/fixtures.ts gives every worker one MiniBrowser session and every journey a mock world
 * of its own, its clock paused, and clean cookies and storage. They run against the production
 * build (`dist/`, rebuilt only when stale) under `vite preview`.
 * Run: `npm run test:webkit` (installs webkit2gtk-driver and xvfb first when missing), or
 * `npx playwright test -c playwright.webkit.config.ts --grep "Arabic"` for one journey.
 */
const port = Number(process.env.E2E_WEBKIT_PORT ?? 5251);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'e2e/webkit',
  testMatch: '*.webkit.ts',
  outputDir: 'test-results/webkit',
  // One MiniBrowser per worker (a launch takes seconds), its session reused by every journey of
  // the worker. WebKit's web process and the build's server share the machine's two cores.
  fullyParallel: true,
  workers: Number(process.env.E2E_WEBKIT_WORKERS ?? 2),
  retries: 0,
  // A time limit catches a hang: a loaded two-core machine makes a journey ten times slower.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/webkit' }]],
  use: { baseURL },
  webServer: {
    command: 'node scripts/ensure-dist.mjs && npx vite preview',
    url: baseURL,
    env: { PORT: String(port), MOCK_TEST_WORLDS: 'on' },
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
