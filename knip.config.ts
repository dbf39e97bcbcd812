import type { KnipConfig } from 'knip';

/**
 * Unused files, exports and dependencies, found by a tool (a step of `npm test`'s lint). Every
 * entry below says why knip cannot see the use by itself.
 */
const config: KnipConfig = {
  entry: [
    // Run by other scripts (`node scripts/<name>.mjs` in spawn calls) or by hand, as their
    // headers say.
    'scripts/*.mjs',
    // Pages the benches serve and load in Chromium.
    'scripts/bench-queue.tsx',
    'scripts/bench-zip-chromium.ts',
    // Run by `npm run bench` through tsx (scripts/bench.mjs).
    'scripts/bench-zip64.ts',
    // The offline visual regression (`npm run test:visual`): a Playwright config scripts/visual.mjs
    // names, its reporter and static server, and its tests.
    'visual/playwright.visual.config.ts',
    'visual/side-by-side-reporter.ts',
    'visual/manifest-reporter.ts',
    'visual/serve-static.mjs',
    'visual/*.visual.ts',
    // Journeys of the other Playwright configs (the production build, nginx).
    'playwright.*.config.ts',
    'e2e/*.preview.ts',
    'e2e/firefox/*.firefox.ts',
    'e2e/deployed/*.nginx.ts',
    'e2e/deployed/global-setup.ts',
    // The boot script's entry, a build of its own (scripts/vite-plugins/boot-scripts.ts).
    'src/app/boot/*-boot.ts',
    // The first-paint frames' renderer, loaded by path through a Vite server at build time
    // (scripts/vite-plugins/first-paint-frames.ts).
    'src/app/frame/render-first-paint-frames.tsx',
    // The mock's public surface, loaded by path through Vite's module runner (scripts/vite-plugins/mock-api.ts).
    'mock-api/index.ts',
  ],
  project: [
    'src/**/*.{ts,tsx,css}',
    'mock-api/**/*.ts',
    'scripts/**/*.{ts,tsx,mjs}',
    'stories/**/*.{ts,tsx}',
    'e2e/**/*.ts',
    'visual/**/*.{ts,mjs}',
    'deploy/**/*.ts',
    '.storybook/**/*.{ts,tsx}',
    'stories/**/*.mdx',
  ],
  // Stylesheets use packages too: `@import` (Tailwind, other sheets) and `url()` of a package's
  // file (the fonts in src/themes/fonts.css, which Vite resolves like an import).
  compilers: {
    css: (text: string) =>
      [...text.matchAll(/@import\s+['"]([^'"]+)['"]|url\(\s*['"]?(@[\w-]+\/[^'")\s]+)/g)]
        .map(([, imported, url]) => `import '${imported ?? url}';`)
        .join('\n'),
  },
  // Installed by scripts/ensure-chromium.mjs (and the nginx and Firefox steps) from Debian.
  ignoreBinaries: ['apt-get'],
};

export default config;
