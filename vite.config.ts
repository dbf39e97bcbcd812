import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import {
  catalogsPlugin,
  bootScripts,
  firstPaintFrames,
  mockApiPlugin,
  precompressedAssets,
  cspTemplateFile,
  previewSecurityHeaders,
  reactRouterProductionBuild,
} from './scripts/vite-plugins/index.ts';

const port = Number(process.env.PORT ?? 5173);

export default defineConfig({
  // One build for any path: every built URL is relative ('./assets/…' in the page,
  // chunk to chunk beside each other), and the page's `<base href>`, which deploy/configure.sh
  // sets to DASHBOARD_BASE_PATH, anchors them; so a deep link such as /dashboard/instances/x/read
  // still finds /dashboard/assets/. Unconfigured (`npm run preview`), the base is `/`. Rewriting a
  // placeholder path inside every chunk instead would change the hashed files after the build.
  // The dev server serves from `/` as before.
  base: './',
  // The mock backend answers /api, /mock-oauth and /mock-assets in dev and preview (MOCK_API=off
  // to use a real backend instead); see mock-api/README.md.
  plugins: [
    reactRouterProductionBuild(),
    react(),
    tailwindcss(),
    catalogsPlugin(),
    // The boot script from src/app/boot/: the stored look and the address's first-paint frame
    // before the first paint.
    bootScripts(),
    // The layout and the route's skeleton in the HTML itself (src/app/frame/).
    firstPaintFrames(),
    previewSecurityHeaders(),
    // The Content-Security-Policy with slots for the origins, for deploy/configure.sh.
    cspTemplateFile(),
    // Brotli and gzip at their highest levels, written by the build and served by the preview
    // (scripts/vite-plugins/precompressed-assets.ts; nginx serves the same files).
    precompressedAssets(),
    mockApiPlugin(),
  ],
  // A second dev server at once (another worktree's journeys) can optimise dependencies elsewhere.
  cacheDir: process.env.VITE_CACHE_DIR ?? 'node_modules/.vite',
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // SWR imports React 18's shim of useSyncExternalStore, which hands back React's own hook
      // when React has one (React 19 does): the entry takes the hook from React directly.
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' },
    ],
  },
  server: {
    port,
    strictPort: true,
    host: process.env.HOST ?? 'localhost',
    // Transform every route up front, so a journey's first visit to a lazy screen does not wait
    // for its compilation on a busy machine.
    warmup: { clientFiles: ['./src/main.tsx', './src/app/routes/**/*.tsx'] },
  },
  preview: { port, strictPort: true, host: process.env.HOST ?? 'localhost' },
  build: {
    // The manifest lets `npm run bench` tell the entry chunk from the lazy route chunks.
    manifest: true,
    sourcemap: true,
    // Fonts stay files: the smallest script-font subsets are under Vite's 4 KiB inline limit, and
    // a `data:` font is refused by the CSP's `font-src 'self'` (deploy/nginx.conf).
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
  },
});
