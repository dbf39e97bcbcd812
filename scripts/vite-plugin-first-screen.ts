/**
 * What the first screen needs, asked for with the entry (issue #32). The build emits a small
 * script (`assets/first-screen-<hash>.js`, loaded `async` from <head>: the Content-Security-Policy
 * allows no inline script) that, as soon as it arrives, beside the entry:
 * - modulepreloads the instance route's chunks when the address is an instance page, so its code
 *   arrives with the entry instead of after the entry has run (the route's loader starts its data,
 *   src/app/routes/instance/preload-instance-data.ts);
 * - preloads the Latin file of the body font (`--font-sans`) of the stored theme, or the default
 *   theme's, so text settles early; the other families load only where a screen uses them.
 * Nothing changes in dev, where Vite serves modules one by one.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** The instance route's module (src/app/router.tsx lazy-loads it). */
const INSTANCE_ROUTE = 'src/app/routes/instance/instance-route.tsx';

/**
 * Addresses the router sends to the instance page (src/app/router.tsx): `/instances/:id/read`
 * and `/:id` where `:id` is none of the shell's own one-segment paths. A unit test checks this
 * against React Router's matching of the app's routes.
 */
export const INSTANCE_PATH =
  /^\/(?:instances\/[^/]+\/read|(?!(?:home|settings|download|login|logout|admin)\/?$)[^/]+)\/?$/;

/** theme id → its body font family, from src/themes/<id>.css. */
export function themeBodyFonts(
  dir = fileURLToPath(new URL('../src/themes/', import.meta.url)),
): Record<string, string> {
  const fonts: Record<string, string> = {};
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.css')) continue;
    const family = /--font-sans:\s*'([^']+)'/.exec(readFileSync(dir + file, 'utf8'))?.[1];
    if (family) fonts[file.slice(0, -4)] = family;
  }
  return fonts;
}

/** 'Inter Variable' → the asset name fontsource gives its Latin file: 'inter-latin-wght-normal'. */
function latinFileName(family: string): string {
  const slug = family
    .replace(/ Variable$/, '')
    .toLowerCase()
    .replace(/ /g, '-');
  return `${slug}-latin-wght-normal`;
}

/** Chunks `from` imports statically, itself included, transitively. */
function staticClosure(bundle: OutputBundle, from: string, seen = new Set<string>()): Set<string> {
  if (seen.has(from)) return seen;
  seen.add(from);
  const chunk = bundle[from];
  if (chunk?.type === 'chunk') for (const next of chunk.imports) staticClosure(bundle, next, seen);
  return seen;
}

/** The script's text: plain ES5, like public/preferences-boot.js. */
export function firstScreenScript(options: {
  routeFiles: string[];
  fonts: Record<string, string>;
  defaultTheme: string;
}): string {
  return `(function () {
  var head = document.head;
  function link(rel, href, as) {
    var l = document.createElement('link');
    l.rel = rel;
    l.href = href;
    l.crossOrigin = '';
    if (as) {
      l.as = as;
      l.type = 'font/woff2';
    }
    head.appendChild(l);
  }
  if (${INSTANCE_PATH.toString()}.test(location.pathname)) {
    ${JSON.stringify(options.routeFiles)}.forEach(function (href) {
      link('modulepreload', href);
    });
  }
  var fonts = ${JSON.stringify(options.fonts)};
  var theme = null;
  try {
    theme = localStorage.getItem('theme');
  } catch (e) {
    // Storage disabled: the default theme.
  }
  var font = fonts[theme] || fonts[${JSON.stringify(options.defaultTheme)}];
  if (font) link('preload', font, 'font');
})();
`;
}

export function firstScreenPlugin(defaultTheme = 'dark'): Plugin {
  let base = '/';
  return {
    name: 'bot-dashboard-first-screen',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
        const entry = chunks.find((c) => c.isEntry);
        const route = chunks.find((c) => c.facadeModuleId?.endsWith(INSTANCE_ROUTE));
        if (html?.type !== 'asset' || !entry || !route) return;
        const withEntry = staticClosure(bundle, entry.fileName);
        const routeFiles = [...staticClosure(bundle, route.fileName)]
          .filter((file) => !withEntry.has(file))
          .map((file) => base + file);
        const assets = Object.values(bundle).filter((a) => a.type === 'asset');
        const fonts: Record<string, string> = {};
        for (const [theme, family] of Object.entries(themeBodyFonts())) {
          const name = `${latinFileName(family)}.woff2`;
          const file = assets.find((a) => a.names.includes(name))?.fileName;
          if (file) fonts[theme] = base + file;
        }
        const source = firstScreenScript({ routeFiles, fonts, defaultTheme });
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        const fileName = `assets/first-screen-${hash}.js`;
        this.emitFile({ type: 'asset', fileName, source });
        // First in <head>: its request leaves before the stylesheet's and the entry's.
        html.source = String(html.source).replace(
          /<meta charset="UTF-8" \/>|<meta charset="UTF-8">/,
          (meta) => `${meta}\n    <script async src="${base}${fileName}"></script>`,
        );
      },
    },
  };
}
