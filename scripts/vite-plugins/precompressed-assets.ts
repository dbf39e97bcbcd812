/**
 * The build's text files, compressed once at the highest levels, and served as such: on a
 * phone's 1.6 Mbit/s every KiB before the first screen costs 5 ms.
 * - `npm run build` writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside
 *   every script, stylesheet, SVG, JSON and HTML file of 1 KiB or more (not the source maps).
 *   Brotli at its highest level is smaller than the gzip a server makes per request; nginx
 *   serves the `.gz` files with `gzip_static` and the `.br` files with `brotli_static` where the
 *   ngx_brotli module is installed (deploy/nginx.conf).
 * - `npm run preview` serves them the same way: the file's `.br` to a browser that accepts brotli,
 *   else its `.gz`, else the file as Vite serves it. Anything else (the app shell's addresses, the
 *   mock) passes on untouched.
 */
import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { chooseEncoding } from '../../src/lib/wire/accept-encoding.ts';

/** Below this the compressed file saves less than a request's headers cost. */
export const MIN_BYTES = 1024;

/** The files worth compressing, by extension, with the type they are served as. */
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};

const SUFFIX = { br: '.br', gzip: '.gz' } as const;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Every file under `dir`, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Writes the `.br` and `.gz` of each compressible file under `dir`; returns how many files. */
export async function precompress(dir: string): Promise<number> {
  const files = filesUnder(dir).filter(
    (file) => extname(file) in CONTENT_TYPES && statSync(file).size >= MIN_BYTES,
  );
  await Promise.all(
    files.map(async (file) => {
      const text = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(text, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
          },
        }),
        gzipped(text, { level: 9 }),
      ]);
      // A file that does not shrink is served as it is.
      if (br.length < text.length) await writeFile(file + SUFFIX.br, br);
      if (gz.length < text.length) await writeFile(file + SUFFIX.gzip, gz);
    }),
  );
  return files.length;
}

/**
 * The precompressed file to answer `pathname` with under `root`, or null: the coding the request
 * accepts, when the file and that coding's copy exist (nothing outside `root`).
 */
export function precompressedFile(
  root: string,
  pathname: string,
  acceptEncoding: string | null | undefined,
): { file: string; encoding: 'br' | 'gzip'; contentType: string } | null {
  const contentType = CONTENT_TYPES[extname(pathname)];
  if (contentType === undefined) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const path = resolve(root, `.${decoded}`);
  if (!path.startsWith(root + sep) || !existsSync(path)) return null;
  // Brotli first when accepted; a file without a `.br` still has its `.gz`.
  const preferred = chooseEncoding(acceptEncoding);
  const order =
    preferred === 'br' ? (['br', 'gzip'] as const) : preferred ? (['gzip'] as const) : [];
  for (const encoding of order) {
    const file = path + SUFFIX[encoding];
    if (existsSync(file)) return { file, encoding, contentType };
  }
  return null;
}

export function precompressedAssets(): Plugin {
  let outDir = '';
  let appBuild = false;
  return {
    name: 'bot-dashboard-precompressed-assets',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // The app's build only (Storybook builds through this config too, without index.html).
    writeBundle(_options, bundle) {
      appBuild = 'index.html' in bundle;
    },
    async closeBundle() {
      if (appBuild) await precompress(outDir);
    },
    configurePreviewServer(server) {
      const root = resolve(server.config.root, server.config.build.outDir);
      // After the security headers (scripts/vite-plugins/preview-headers.ts), before Vite's own static files.
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const pathname = (req.url ?? '/').split('?')[0] ?? '/';
        const found = precompressedFile(root, pathname, req.headers['accept-encoding']);
        if (found === null) return next();
        res.setHeader('Content-Type', found.contentType);
        res.setHeader('Content-Encoding', found.encoding);
        res.setHeader('Content-Length', statSync(found.file).size);
        res.setHeader('Vary', 'Accept-Encoding');
        if (req.method === 'HEAD') return void res.end();
        createReadStream(found.file).pipe(res);
      });
    },
  };
}
