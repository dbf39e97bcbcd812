import { defineConfig } from '@playwright/test';
import { journeyLaunchOptions } from './scripts/chromium.mjs';

/**
 * The journeys run against the production build under `vite preview` with the mock mounted, as
 * people get it: the same bundle, chunks, compression and security headers as a deployment
 * (decision record: docs/decisions/journeys-on-the-build.md). `scripts/ensure-dist.mjs` reuses
 * `npm test`'s build step's dist/ and builds only when it is missing or older than the sources.
 * The console journey also runs against `npm start`: React warns about keys, effects and
 * hooks in development builds only.
 */
const port = Number(process.env.E2E_PORT ?? 5199);
const devPort = Number(process.env.E2E_DEV_PORT ?? 5198);
const baseURL = `http://localhost:${port}`;
const devURL = `http://localhost:${devPort}`;
/** The queue length of the big-server journeys (a world option, e2e/big-queue.spec.ts). */
export const BIG_QUEUE_TRACKS = 2000;
const CONSOLE_JOURNEY = 'console-clean.spec.ts';

export default defineConfig({
  testDir: 'e2e',
  // Every test owns its world, so any order holds: `--shuffle` reorders tests, not only files.
  // Two workers, one per core, each test still in a world of its own on the one server;
  // E2E_WORKERS=1 runs them one at a time.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    browserName: 'chromium',
    launchOptions: journeyLaunchOptions(),
    // Recording a trace for every journey slows them all by a large share (docs/testing.md), so
    // `npm test` (CI=1) keeps a screenshot of a failure and its page snapshot
    // (test-results/…/error-context.md) instead; run the journey again without CI for its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'build', use: { baseURL } },
    { name: 'dev server', testMatch: CONSOLE_JOURNEY, use: { baseURL: devURL } },
  ],
  // One app per server; every test gets a mock world of its own on it (e2e/support/test.ts).
  webServer: [
    {
      command: 'node scripts/ensure-dist.mjs && npx vite preview',
      url: baseURL,
      env: { PORT: String(port), MOCK_TEST_WORLDS: 'on' },
      reuseExistingServer: false,
      // A build when dist/ is missing or stale, on a loaded machine.
      timeout: 300_000,
    },
    {
      command: 'npm start',
      url: devURL,
      env: { PORT: String(devPort), MOCK_TEST_WORLDS: 'on' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
