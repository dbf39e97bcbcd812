/**
 * The first-screen boot script's work (issue #32; from TypeScript since issue #49). Built by
 * scripts/vite-plugins/boot-scripts.ts into a script of its own, loaded `async` first in `<head>`
 * (the Content-Security-Policy allows no inline script), so it runs beside the entry's download:
 * - on an instance page with a stored session, sends the page's first track-load request, the
 *   very request the queue's poll makes first (same URL and headers, built by the same
 *   functions), and leaves it on `window`; the app's client hands its answer to that request and
 *   no other (src/api/first-screen-answer.ts). When it answers, the now-playing cover, the page's
 *   largest paint, is preloaded at high priority, long before the page has rendered;
 * - loads the browser's number-format data (Intl), which the first render would otherwise wait for.
 * Each earns its place in docs/decisions/first-screen-script.md. Nothing runs in dev, where Vite
 * serves modules one by one.
 */
import { apiOrigin } from '@/api/config';
import { readCookie, TOKEN_COOKIE } from '@/api/cookies';
import { FIRST_SCREEN_REQUEST, type FirstScreenRequest } from '@/api/first-screen-answer';
import { firstPageTrackLoadUrl } from '@/api/instances/track-load-request';
import { pathBelowBase } from '@/app/base-path';
import { instanceIdOf } from '@/app/route-paths';
import { parseStoredNumber, QUEUED_TRACK_NUM } from '@/lib/preferences/numbers';
import type { PreferenceKey } from '@/lib/preferences';
import { safeHttpUrl } from '@/lib/wire/safe-url';

type Holder = { [FIRST_SCREEN_REQUEST]?: FirstScreenRequest };

function addLink(rel: string, href: string, attributes: Record<string, string> = {}): void {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.head.appendChild(link);
}

/**
 * As the cover's `<img>` will ask for it (src/components/ui/cover-image.tsx: a safe address, no
 * referrer), so the browser hands the preloaded image to it.
 */
function preloadCover(src: unknown): void {
  const safe = safeHttpUrl(src);
  if (safe === undefined) return;
  addLink('preload', new URL(safe, location.href).href, {
    as: 'image',
    fetchpriority: 'high',
    referrerpolicy: 'no-referrer',
  });
}

/** The page's first track-load request, with the session's token; left on `window` for the client. */
function startTrackLoad(
  instanceId: string,
  storage: Pick<Storage, 'getItem'> = localStorage,
): void {
  const token = readCookie(TOKEN_COOKIE);
  if (!token) return;
  const size = parseStoredNumber(
    QUEUED_TRACK_NUM,
    storage.getItem('queuedTrackNum' satisfies PreferenceKey),
  );
  const url = firstPageTrackLoadUrl(apiOrigin(), instanceId, size);
  const headers = { accept: 'application/json', authorization: `Bearer ${token}` };
  const response = fetch(url, { headers });
  (window as Holder)[FIRST_SCREEN_REQUEST] = { method: 'GET', url, headers, response };
  response
    .then((answer) => (answer.ok ? answer.clone().json() : null))
    .then((data: { tracks?: { isPlaying?: boolean; imageUrl?: unknown }[] } | null) => {
      preloadCover(data?.tracks?.find((track) => track?.isPlaying)?.imageUrl);
    })
    .catch(() => {
      // The page's own request reports what went wrong.
    });
}

export function startFirstScreen(storage?: Pick<Storage, 'getItem'>): void {
  const path = pathBelowBase(location.pathname);
  const instanceId = path === undefined ? undefined : instanceIdOf(path);
  if (instanceId !== undefined) {
    // The data first: over HTTP/1.1 the page has six connections to its host, and the route's
    // chunks would take them all (on a repeat visit, with the code cached, the data is the wait).
    try {
      startTrackLoad(instanceId, storage);
    } catch {
      // Storage disabled, or no fetch: the page asks for its data itself, as without this script.
    }
  }
  // The first number format or plural rule a page makes loads the browser's locale data: 40-60 ms
  // of the first render at 4x slowdown (Lingui's plurals, src/lib/format/unit.ts). Done here, while
  // the page waits for its code, the app's own formats then take a fraction of a millisecond.
  const lang = document.documentElement.lang || undefined;
  try {
    new Intl.NumberFormat(lang).format(1);
    new Intl.PluralRules(lang).select(1);
  } catch {
    // An odd language tag: the app pays for it later, as without this script.
  }
}
