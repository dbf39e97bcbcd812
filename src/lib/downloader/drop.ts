/**
 * The downloader's drop validation (2-secondary.md §5 "Downloader drop").
 *
 * Decisions beyond the spec:
 * - Only the first dropped item counts (a drop of one link from Spotify carries one).
 * - Surrounding whitespace is trimmed before the checks.
 * - A query string or fragment on the id (`?si=…` from Spotify's "Copy link") is cut off before
 *   the 3-part check, so `…/track/{id}?si=x` is the track `{id}`.
 * - Spotify's locale segment (`/intl-de/track/{id}`) is dropped before the 3-part check, as in the
 *   instance page's link drop.
 * - An empty id (`…/track/`) is another shape, silently ignored.
 */

import { t } from '../i18n';

const SPOTIFY_WEB_ADDRESS = 'https://open.spotify.com/';

/** An error's message is the spec's 'Unsupported URI - …' in the active language. */
export type DownloaderDropResult =
  | { kind: 'track' | 'playlist'; id: string }
  | { kind: 'error'; message: string }
  | { kind: 'ignored' };

/** Validates what was dropped (the DataTransfer's strings, or anything else it held). */
export function parseDownloaderDrop(items: readonly unknown[]): DownloaderDropResult {
  if (items.length === 0) return { kind: 'ignored' };
  const item = items[0];
  const text = typeof item === 'string' ? item.trim() : undefined;
  if (text === undefined || !text.startsWith(SPOTIFY_WEB_ADDRESS)) {
    return { kind: 'error', message: t('downloader.unsupportedService') };
  }
  const withoutScheme = text.slice('https://'.length).replace(/[?#].*$/s, '');
  const parts = withoutScheme.split('/');
  if (/^intl-[a-z-]+$/i.test(parts[1] ?? '')) parts.splice(1, 1);
  const [, type, id] = parts;
  if (parts.length !== 3 || !id) return { kind: 'ignored' };
  if (type !== 'track' && type !== 'playlist') {
    return { kind: 'error', message: t('downloader.unsupportedType') };
  }
  return { kind: type, id };
}
