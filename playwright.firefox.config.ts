import { defineConfig } from '@playwright/test';

/**
 * A smoke set of journeys in Firefox (Debian's ESR), driven over WebDriver BiDi by
 * puppeteer-core: Playwright 1.65's own BiDi Firefox channel calls a command Firefox ESR 153 does
 * not know (`emulation.setMediaFeaturesOverride`), and its usual Firefox is a patched build that
 * cannot be downloaded here. Playwright Test still runs them (fixtures, time limits, reports):
 * e2e/firefox/fixtures.ts gives every journey a Firefox context and a mock world of its own.
 * They run against the production build (`dist/`, rebuilt only when stale) under `vite preview`.
 * Run: `npm run test:firefox` (installs firefox-esr first when missing), or
 * `npx playwright test -c playwright.firefox.config.ts --grep "skip"` for one journey.
 */
const port = Number(process.env.E2E_FIREFOX_PORT ?? 5231);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'e2e/firefox',
  testMatch: '*.firefox.ts',
  outputDir: 'test-results/firefox',
  // One Firefox for the whole run (a launch takes seconds); every journey gets a context of its own.
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A time limit catches a hang: a loaded two-core machine makes a journey ten times slower.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/firefox' }]],
  use: { baseURL },
  webServer: {
    command: 'node scripts/ensure-dist.mjs && npx vite preview',
    url: baseURL,
    env: { PORT: String(port), MOCK_TEST_WORLDS: 'on' },
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
