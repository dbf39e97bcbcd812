import { defineConfig, mergeConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import viteConfig from './vite.config.ts';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

// Built by a function: a shared `instances` array gets renamed by Vitest and mislabels projects.
function chromiumBrowser() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: { executablePath: findChromium() ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    }),
    instances: [{ browser: 'chromium' as const }],
    // Vitest's browser server listens on a fixed port; VITEST_BROWSER_PORT lets two runs share a
    // machine (parallel work trees, a watcher beside `npm test`).
    api: { port: Number(process.env.VITEST_BROWSER_PORT ?? 63315), strictPort: false },
  };
}

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // A time limit catches a hang, not slowness: on a loaded two-core machine an ESLint run or a
      // mock download inside a test can take ten times its quiet time (speed is benchmarked, not
      // asserted in tests).
      testTimeout: 60_000,
      hookTimeout: 60_000,
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            // Node by default: a file that needs a DOM says so on its first line
            // (`// @vitest-environment jsdom`); jsdom's set-up was most of the step's time.
            environment: 'node',
            include: [
              'src/**/*.test.{ts,tsx}',
              'mock-api/**/*.test.ts',
              'scripts/**/*.test.{ts,mjs}',
              'deploy/**/*.test.ts',
              'visual/**/*.test.ts',
            ],
            setupFiles: ['./src/test/setup-unit.ts'],
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: '.storybook' })],
          // Scan every story up front: a dependency found mid-run makes Vite reload the page and
          // fail the file being imported at that moment.
          optimizeDeps: {
            entries: ['.storybook/preview.tsx', 'stories/**/*.stories.tsx', 'src/**/*.tsx'],
            include: ['msw/browser', 'msw-storybook-addon/csf3', 'storybook/test'],
          },
          test: {
            name: 'stories',
            browser: chromiumBrowser(),
            setupFiles: ['./src/test/setup-stories.ts'],
            isolate: false,
          },
        },
      ],
    },
  }),
);
