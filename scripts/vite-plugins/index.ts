/**
 * Every Vite plugin of ours, in one place (vite.config.ts uses them in this order; Vitest and
 * Storybook reuse that config). One line each on what it does:
 */
// A build takes React Router's production build (its package exports name the development one).
export { reactRouterProductionBuild } from './react-router-production.ts';
// Serves each language's catalog compiled to Lingui's runtime form, and the pseudo-locale.
export { catalogsPlugin } from './catalogs.ts';
// Builds the boot script from src/app/boot/ and writes it into index.html: the stored look before
// the first paint (docs/decisions/first-screen-script.md).
export { bootScripts } from './boot-scripts.ts';
// Build only: the first-paint frames (layout and route skeleton, made of the app's components)
// written into index.html, so the page paints before the app's code arrives.
export { firstPaintFrames } from './first-paint-frames.ts';
// `vite preview` sends the production security headers and CSP (deploy/security-headers.mjs); the
// build writes that CSP with slots for the origins, for deploy/configure.sh.
export { cspTemplateFile, previewSecurityHeaders } from './preview-headers.ts';
// Writes Brotli and gzip copies of the build; the preview serves them as nginx does.
export { precompressedAssets } from './precompressed-assets.ts';
// Mounts the mock backend (mock-api/) on the dev server and the preview; MOCK_API=off for a real one.
export { mockApiPlugin } from './mock-api.ts';
