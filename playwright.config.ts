import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

// Journeys run against the same app `npm start` serves, on a port of their own.
const port = Number(process.env.E2E_PORT ?? 5199);
const baseURL = `http://localhost:${port}`;
/** A second app whose mock seeds a big server's queue (e2e/big-queue.spec.ts); state of its own. */
export const bigQueuePort = Number(process.env.E2E_BIG_QUEUE_PORT ?? 5213);
export const BIG_QUEUE_TRACKS = 2000;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium() ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      command: 'npm start',
      url: baseURL,
      env: { PORT: String(port) },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'npm start',
      url: `http://localhost:${bigQueuePort}`,
      // Its own dependency cache: two dev servers optimising into one directory race.
      env: {
        PORT: String(bigQueuePort),
        MOCK_QUEUE_TRACKS: String(BIG_QUEUE_TRACKS),
        VITE_CACHE_DIR: 'node_modules/.vite-big-queue',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
