/**
 * What the first screen needs, asked for with the entry (issue #32). The build emits a small
 * script (`assets/first-screen-<hash>.js`, loaded `async` from <head>: the Content-Security-Policy
 * allows no inline script) that, as soon as it arrives, beside the entry:
 * - modulepreloads the instance route's chunks when the address is an instance page, so its code
 *   arrives with the entry instead of after the entry has run (from 1024 px also those of the
 *   page's lower part, which is on the first screen there; on a phone it comes after the first
 *   frame);
 * - on an instance page with a stored session, sends the page's first track-load request itself,
 *   the very request the queue poll makes first (same URL and headers), and leaves it on `window`
 *   for the app's client, which hands its answer to that request (src/api/first-screen-answer.ts;
 *   a different or later request never takes it). When it answers, the now-playing cover, the
 *   page's largest paint, is preloaded at high priority, long before the page has rendered.
 * - loads the browser's number-format data (Intl), which the first render would otherwise wait for.
 * No font is preloaded: on a phone a preloaded body font (Inter, 48 KiB) took its share of the
 * bandwidth while the entry downloaded and held the first paint back (0.2-0.3 s on the phone
 * profile); with `font-display: swap` the text paints at once in the fallback and the font comes
 * when the first screen's text asks for it (README "Fonts").
 * Nothing changes in dev, where Vite serves modules one by one.
 */
import { createHash } from 'node:crypto';
import type { Plugin, Rollup } from 'vite';
import { hintChunk } from './compile-hints.ts';
import { instancePathPattern } from '../../src/app/route-paths.ts';
import { RUNTIME_CONFIG_META } from '../../src/lib/runtime-config.ts';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** The instance route's module (src/app/app-routes.tsx lazy-loads it). */
const INSTANCE_ROUTE = 'src/app/routes/instance/instance-route.tsx';
/** The instance page's lower part, a chunk of its own (src/app/routes/instance/page-rest-code.ts). */
const INSTANCE_PAGE_REST = 'src/app/routes/instance/instance-page-rest.ts';

/**
 * Where the page's lower part is on the first screen: from 1024 px, beside the player
 * (src/app/use-media-query.ts's COMPACT_PLAYER_QUERY, negated; a unit test keeps them in step).
 */
export const REST_ON_FIRST_SCREEN_QUERY = '(min-width: 64rem)';

/**
 * Addresses React Router sends to the instance page, built from the route table's own paths
 * (src/app/route-paths.ts). A unit test checks this against React Router's matching of the app's
 * routes.
 */
export const INSTANCE_PATH = instancePathPattern();

/** Chunks `from` imports statically, itself included, transitively. */
function staticClosure(bundle: OutputBundle, from: string, seen = new Set<string>()): Set<string> {
  if (seen.has(from)) return seen;
  seen.add(from);
  const chunk = bundle[from];
  if (chunk?.type === 'chunk') for (const next of chunk.imports) staticClosure(bundle, next, seen);
  return seen;
}

/** What the instance page's first track-load request is made of (src/api/hooks/use-instance-tracks.ts). */
export interface TrackLoadOptions {
  /**
   * VITE_API_BASE_URL without a trailing slash; empty for the page's own origin. The page's
   * configuration (DASHBOARD_API_BASE_URL, written by deploy/configure.sh) wins over it.
   */
  apiBase: string;
  /** The queuedTrackNum preference: its default and range (src/lib/preferences/table.ts). */
  queuedTrackNum: { default: number; min: number; max: number };
}

/** The queuedTrackNum preference as src/lib/preferences/table.ts defines it (a test compares). */
export const QUEUED_TRACK_NUM = { default: 50, min: 1, max: 100 };

/** The script's text: plain ES5, like public/preferences-boot.js. */
export function firstScreenScript(options: {
  routeFiles: string[];
  /** The page's lower part's chunks: preloaded too where they are on the first screen. */
  restFiles?: string[];
  trackLoad?: TrackLoadOptions;
}): string {
  const trackLoad = options.trackLoad ?? { apiBase: '', queuedTrackNum: QUEUED_TRACK_NUM };
  return `(function () {
  var head = document.head;
  // The deployment's settings (src/lib/runtime-config.ts), written into the page by
  // deploy/configure.sh before this script's tag: the base path and the API, else the build's.
  var config = {};
  try {
    var meta = document.querySelector('meta[name="${RUNTIME_CONFIG_META}"]');
    config = (meta && JSON.parse(meta.getAttribute('content') || '{}')) || {};
  } catch (e) {
    // Unreadable: the build's defaults, as the app falls back.
  }
  var base = typeof config.basePath === 'string' ? config.basePath.replace(/\\/*$/, '/') : '/';
  if (base.charAt(0) !== '/') base = '/' + base;
  var apiBase = (
    typeof config.apiBaseUrl === 'string' ? config.apiBaseUrl : ${JSON.stringify(trackLoad.apiBase)}
  ).replace(/\\/+$/, '');
  // The address below the base path, as React Router's basename sees it.
  var path =
    location.pathname.slice(0, base.length) === base
      ? location.pathname.slice(base.length - 1)
      : location.pathname + '/' === base
        ? '/'
        : '';
  function link(rel, href) {
    var l = document.createElement('link');
    l.rel = rel;
    l.href = href;
    l.crossOrigin = '';
    head.appendChild(l);
  }
  if (${INSTANCE_PATH.toString()}.test(path)) {
    // The data first: over HTTP/1.1 the page has six connections to its host, and the route's
    // chunks would take them all (on a repeat visit, with the code cached, the data is the wait).
    try {
      startTrackLoad();
    } catch (e) {
      // Anything unexpected: the page asks for its data itself, as without this script.
    }
    var files = ${JSON.stringify(options.routeFiles)};
    // On a phone the lower part comes after the first frame, and its bytes would slow it down.
    if (window.matchMedia && matchMedia(${JSON.stringify(REST_ON_FIRST_SCREEN_QUERY)}).matches) {
      files = files.concat(${JSON.stringify(options.restFiles ?? [])});
    }
    files.forEach(function (href) {
      link('modulepreload', href);
    });
  }
  // The first number format or plural rule a page makes loads the browser's locale data: 40-60 ms
  // of the first render at 4x slowdown (Lingui's plurals, src/lib/format/unit.ts). Done here, while
  // the page waits for its code, the app's own formats then take a fraction of a millisecond.
  try {
    new Intl.NumberFormat(document.documentElement.lang || undefined).format(1);
    new Intl.PluralRules(document.documentElement.lang || undefined).select(1);
  } catch (e) {
    // No Intl, or an odd language tag: the app pays for it later, as without this script.
  }
  function cookie(name) {
    var pairs = document.cookie.split(';');
    for (var i = 0; i < pairs.length; i++) {
      var at = pairs[i].indexOf('=');
      if (at >= 0 && pairs[i].slice(0, at).trim() === name) {
        return decodeURIComponent(pairs[i].slice(at + 1).trim());
      }
    }
    return '';
  }
  // The page's first track-load request (src/api/first-screen-answer.ts takes its answer).
  function startTrackLoad() {
    var token = cookie('token');
    if (!token || !window.fetch) return;
    var segments = path.split('/').filter(Boolean);
    var id = encodeURIComponent(decodeURIComponent(segments.length === 3 ? segments[1] : segments[0]));
    var size = ${JSON.stringify(trackLoad.queuedTrackNum)};
    var stored = null;
    try {
      stored = localStorage.getItem('queuedTrackNum');
    } catch (e) {
      // Storage disabled: the default, as the app reads it.
    }
    var count = stored === null ? size['default'] : Number(stored);
    if (!(count >= size.min && count <= size.max && Math.floor(count) === count)) return;
    var url =
      (apiBase || location.origin) +
      '/api/track/' + id + '/false?includePopular=false&includeRecent=false&includeRandom=false' +
      '&queuedTrackNum=' + count;
    var headers = { accept: 'application/json', authorization: 'Bearer ' + token };
    var response = fetch(url, { headers: headers });
    window.__firstScreenTrackLoad = { method: 'GET', url: url, headers: headers, response: response };
    response
      .then(function (answer) {
        return answer.ok ? answer.clone().json() : null;
      })
      .then(function (data) {
        var tracks = (data && data.tracks) || [];
        for (var i = 0; i < tracks.length; i++) {
          if (tracks[i] && tracks[i].isPlaying) return preloadCover(tracks[i].imageUrl);
        }
      })
      ['catch'](function () {
        // The page's own request reports what went wrong.
      });
  }
  // As the cover's <img> will ask for it (src/components/ui/cover-image.tsx: http(s) or a path of
  // this origin, no referrer), so the browser hands the preloaded image to it.
  function preloadCover(src) {
    if (typeof src !== 'string') return;
    var text = src.trim();
    var url;
    try {
      url = new URL(text, location.href);
    } catch (e) {
      return;
    }
    if (text.charAt(0) === '/' ? url.origin !== location.origin : !/^https?:$/.test(url.protocol) || url.username || url.password || !url.hostname) return;
    var l = document.createElement('link');
    l.rel = 'preload';
    l.setAttribute('as', 'image');
    l.href = url.href;
    l.setAttribute('fetchpriority', 'high');
    l.setAttribute('referrerpolicy', 'no-referrer');
    head.appendChild(l);
  }
})();
`;
}

export function firstScreenPlugin(): Plugin {
  let base = '/';
  let apiBase = '';
  return {
    name: 'bot-dashboard-first-screen',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
      // As src/api/config.ts reads it.
      apiBase = String(config.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, '');
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
        const withRoute = staticClosure(bundle, route.fileName);
        const routeFiles = [...withRoute]
          .filter((file) => !withEntry.has(file))
          .map((file) => base + file);
        const rest = chunks.find((c) => c.facadeModuleId?.endsWith(INSTANCE_PAGE_REST));
        const restFiles = rest
          ? [...staticClosure(bundle, rest.fileName)]
              .filter((file) => !withEntry.has(file) && !withRoute.has(file))
              .map((file) => base + file)
          : [];
        // With V8's compile hint like every chunk (scripts/vite-plugins/compile-hints.ts): all of it runs on load.
        const source = hintChunk(
          firstScreenScript({
            routeFiles,
            restFiles,
            trackLoad: { apiBase, queuedTrackNum: QUEUED_TRACK_NUM },
          }),
        );
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        const fileName = `assets/first-screen-${hash}.js`;
        this.emitFile({ type: 'asset', fileName, source });
        // First in <head> after the page's base and configuration, which it reads: its request
        // leaves before the stylesheet's and the entry's. A relative path (the build's `./`)
        // resolves against the page's <base href>, as every asset's does.
        const tag = `<script async src="${base}${fileName}"></script>`;
        const page = String(html.source);
        const config = new RegExp(`<meta name="${RUNTIME_CONFIG_META}"[^>]*>`);
        html.source = config.test(page)
          ? page.replace(config, (meta) => `${meta}\n    ${tag}`)
          : page.replace(
              /<meta charset="UTF-8" \/>|<meta charset="UTF-8">/,
              (meta) => `${meta}\n    ${tag}`,
            );
      },
    },
  };
}
