import { defineConfig } from '@playwright/test';
import { journeyLaunchOptions } from './scripts/chromium.mjs';

/**
 * Journeys against the production build: `vite build` into a scratch folder, then
 * `vite preview` with the same security headers as deploy/nginx.conf and the mock mounted.
 * The mock's session tokens live 4 s here, so the journeys also prove silent refresh.
 * Run: `npx playwright test -c playwright.preview.config.ts` (npm test runs it too).
 * `npm test` sets E2E_PREVIEW_DIST=dist when its build step built dist/ in the same run: the
 * preview then serves that build instead of making another one of the same sources.
 */
const port = Number(process.env.E2E_PREVIEW_PORT ?? 5211);
const baseURL = `http://localhost:${port}`;
const builtDir = process.env.E2E_PREVIEW_DIST;
const outDir = builtDir ?? 'node_modules/.cache/preview-dist';
const build = `npx vite build --logLevel warn --outDir ${outDir} --emptyOutDir`;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.preview.ts',
  outputDir: 'test-results/preview',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/preview' }]],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: journeyLaunchOptions(),
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `${builtDir ? '' : `${build} && `}npx vite preview --outDir ${outDir}`,
    url: baseURL,
    env: { PORT: String(port), MOCK_TOKEN_TTL: '4', MOCK_TEST_WORLDS: 'on' },
    reuseExistingServer: false,
    timeout: 300_000,
  },
});
