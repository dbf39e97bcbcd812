import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { STATIC_DIR, VISUAL_PORT } from './visual-settings';

// Visual regression: screenshots of the static Storybook (run through `npm run test:visual`,
// which builds it first). Baselines live in visual/baselines/<theme>/<story>--<width>.png.
const baseURL = `http://127.0.0.1:${VISUAL_PORT}`;

export default defineConfig({
  testDir: '.',
  testMatch: '*.visual.ts',
  outputDir: '../test-results/visual',
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  // A story without a baseline fails (never written silently); `-- --update` writes it.
  updateSnapshots: 'none',
  fullyParallel: true,
  workers: Number(process.env.VISUAL_WORKERS ?? 2),
  // One retry: a real change differs on both attempts and fails; a picture that differs once
  // and then matches is listed as flaky in the output instead of failing CI on noise.
  retries: 1,
  // Screen stories on a loaded 2-core machine can take a while to settle.
  timeout: 90_000,
  // The manifest reporter records what the full set verified (visual/baselines/manifest.json,
  // checked by visual/baselines.test.ts in `npm test`).
  reporter: [['dot'], ['./side-by-side-reporter.ts'], ['./manifest-reporter.ts']],
  expect: {
    // A full-page capture of a long screen takes more than the default 5 s on a loaded machine.
    timeout: 30_000,
    // Colours must match exactly (threshold 0). Up to 150 pixels may differ: an avatar's SVG
    // drawn in an <img> comes out a few levels (at most 15 of 255) different on up to ~130 edge
    // pixels from one run to the next. A changed token or padding moves thousands of pixels.
    toHaveScreenshot: {
      threshold: 0,
      maxDiffPixels: 150,
      stylePath: resolve(import.meta.dirname, 'screenshot.css'),
    },
  },
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium() ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  webServer: {
    // Run from this folder (Playwright's default cwd for the web server).
    command: `node serve-static.mjs ${resolve(STATIC_DIR)} ${VISUAL_PORT}`,
    url: `${baseURL}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
