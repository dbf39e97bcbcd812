/**
 * Build only: writes the first-paint frames into index.html, so the page paints the layout and
 * its route's skeleton, in the person's theme, language and direction, before any script of the
 * app has arrived. src/app/frame/render-first-paint-frames.tsx renders them with React's static
 * renderer from the app's own components; this plugin loads that module in Node through a Vite
 * server of its own (the app's aliases and catalogs), puts the markup into `<div id="root">` and
 * the style that picks one frame into `<head>` (the Content-Security-Policy allows inline style,
 * never inline script). The boot script names the frame on `<html data-frame>`.
 */
import { fileURLToPath } from 'node:url';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import { catalogsPlugin } from './catalogs.ts';

const SRC = fileURLToPath(new URL('../../src', import.meta.url));
const RENDERER = '/src/app/frame/render-first-paint-frames.tsx';
const ROOT_ELEMENT = '<div id="root"></div>';

interface FrameRenderer {
  renderFirstPaintFrames(): Promise<{ markup: string; style: string }>;
}

async function renderFrames(config: ResolvedConfig): Promise<{ markup: string; style: string }> {
  const server = await createServer({
    configFile: false,
    root: config.root,
    mode: config.mode,
    envDir: config.envDir,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
    resolve: { alias: [{ find: '@', replacement: SRC }] },
    plugins: [catalogsPlugin()],
  });
  try {
    const module = (await server.ssrLoadModule(RENDERER)) as FrameRenderer;
    return await module.renderFirstPaintFrames();
  } finally {
    await server.close();
  }
}

export function firstPaintFrames(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'first-paint-frames',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { path }) {
        // Only the app's page: Storybook builds its own with this configuration.
        if (path !== '/index.html') return html;
        if (!html.includes(ROOT_ELEMENT)) {
          throw new Error(`first-paint-frames: index.html lacks ${ROOT_ELEMENT}`);
        }
        const { markup, style } = await renderFrames(config);
        return html
          .replace(ROOT_ELEMENT, `<div id="root">${markup}</div>`)
          .replace('</head>', `<style>${style}</style></head>`);
      },
    },
  };
}
