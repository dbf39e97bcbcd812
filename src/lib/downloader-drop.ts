import { t } from './i18n';

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
