import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

// Journeys run against the same app `npm start` serves, on a port of their own.
const port = Number(process.env.E2E_PORT ?? 5199);
const baseURL = `http://localhost:${port}`;
/** The queue length of the big-server journeys (a world option, e2e/big-queue.spec.ts). */
export const BIG_QUEUE_TRACKS = 2000;

export default defineConfig({
  testDir: 'e2e',
  // Every test owns its world, so any order holds: `--shuffle` reorders tests, not only files.
  // Two workers (issue #43: the step took about 640 s with one), each test still in a world of
  // its own on the one dev server; E2E_WORKERS=1 runs them one at a time.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium() ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  // One app; every test gets a mock world of its own on it (e2e/support/test.ts).
  webServer: {
    command: 'npm start',
    url: baseURL,
    env: { PORT: String(port), MOCK_TEST_WORLDS: 'on' },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
