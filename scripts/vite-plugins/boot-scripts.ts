/**
 * The boot script, built from TypeScript by Vite, so boot code has one source with the app: a
 * small build of its own, an IIFE with everything it imports inlined, because it must run as a
 * classic external script in `<head>` (the Content-Security-Policy allows no inline script) and
 * share no chunk with the app. src/app/boot/preferences-boot.ts puts the stored theme, lowercase
 * aesthetic and language on `<html>` before the first paint, preloads the language's catalog,
 * names the address's first-paint frame and keeps it alone once the HTML is parsed; in the build
 * and in dev (served from `/@boot/preferences-boot.js`). In the build it also starts the app's
 * entry then: the page names the entry with a preload, not a module script
 * (src/app/boot/start-app.ts). It imports the app's own functions
 * (configuration, preferences, the language match, the frames): tsc, ESLint and knip read it
 * like any other module. index.html marks where it goes with `<!-- boot-scripts -->`, after the
 * page's base and configuration, whose base path it reads. What the first screen does early,
 * and why: docs/decisions/first-screen-script.md.
 */
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { APP_ENTRY_ATTRIBUTE } from '../../src/app/frame/screen-look.ts';

type OutputChunk = Rollup.OutputChunk;

const SRC = fileURLToPath(new URL('../../src', import.meta.url));
const BOOT = `${SRC}/app/boot`;
/** Where index.html wants the boot script. */
const BOOT_MARKER = '<!-- boot-scripts -->';
/** The entry's module script as Vite writes it into the built page. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
/** The preferences boot script's address in dev. */
const DEV_PREFERENCES = '/@boot/preferences-boot.js';
/** The boot script as the text of a classic script, with the app's mode and environment. */
async function buildBootScript(
  config: Pick<ResolvedConfig, 'root' | 'mode' | 'envDir' | 'base'>,
  entry: 'preferences-boot.ts',
): Promise<string> {
  const output = await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    envDir: config.envDir,
    base: config.base,
    logLevel: 'warn',
    resolve: { alias: [{ find: '@', replacement: SRC }] },
    build: {
      write: false,
      copyPublicDir: false,
      modulePreload: false,
      sourcemap: false,
      rollupOptions: { input: `${BOOT}/${entry}`, output: { format: 'iife' } },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  const chunk = results
    .flatMap((result) => ('output' in result ? result.output : []))
    .find((item): item is OutputChunk => item.type === 'chunk' && item.isEntry);
  if (!chunk) throw new Error(`boot-scripts: ${entry} built no script`);
  return chunk.code;
}

export function bootScripts(): Plugin {
  let config: ResolvedConfig;
  let devPreferences: Promise<string> | undefined;
  return {
    name: 'boot-scripts',
    configResolved(resolved) {
      config = resolved;
    },
    // Dev: the preferences boot script, built on first request.
    configureServer(server) {
      server.middlewares.use(DEV_PREFERENCES, (_request, response, next) => {
        devPreferences ??= buildBootScript(config, 'preferences-boot.ts');
        devPreferences.then((code) => {
          response.setHeader('Content-Type', 'text/javascript');
          response.end(code);
        }, next);
      });
      server.watcher.on('change', (file) => {
        if (file.startsWith(SRC)) devPreferences = undefined;
      });
    },
    transformIndexHtml(html) {
      if (config.command !== 'serve') return html;
      return html.replace(BOOT_MARKER, `<script src="${DEV_PREFERENCES}"></script>`);
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const html = bundle['index.html'];
        if (html?.type !== 'asset') return;
        const emit = (name: string, source: string) => {
          const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
          const fileName = `assets/${name}-${hash}.js`;
          this.emitFile({ type: 'asset', fileName, source });
          return config.base + fileName;
        };
        const preferences = emit(
          'preferences-boot',
          await buildBootScript(config, 'preferences-boot.ts'),
        );
        // It blocks the parser, as it must, until it has run: the look is set before paint.
        const tags = `<script src="${preferences}"></script>`;
        const page = String(html.source);
        if (!page.includes(BOOT_MARKER))
          throw new Error(`boot-scripts: index.html lacks ${BOOT_MARKER}`);
        if (!ENTRY_SCRIPT.test(page))
          throw new Error('boot-scripts: the built index.html has no entry module script');
        // The boot script starts the entry once the HTML is parsed (src/app/boot/start-app.ts):
        // the page names it with a preload, fetched and compiled as early as the script was.
        html.source = page
          .replace(BOOT_MARKER, tags)
          .replace(
            ENTRY_SCRIPT,
            (_tag, src: string) =>
              `<link rel="modulepreload" crossorigin href="${src}" ${APP_ENTRY_ATTRIBUTE}>`,
          );
      },
    },
  };
}
