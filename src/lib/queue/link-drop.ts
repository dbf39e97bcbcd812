/**
 * Where a link dropped or pasted on the instance page goes (2-secondary.md §5 "Link drop
 * enqueueing"). The caller sends `kind: 'track'` to POST /api/track/ui/push/track/{id}
 * ({uri, streamingServiceType, next: false}) and `kind: 'playlist'` to .../push/playlist/{id}.
 *
 * Decisions beyond the spec:
 * - Spotify's localised share links (`/intl-de/track/{id}`) count as the 3-segment shape: the
 *   locale segment is dropped before the check.
 * - A Spotify link that is not a track, album, artist or playlist of that shape (a profile, an
 *   episode, the home page) is ignored rather than sent as a generic link: the bot cannot play a
 *   Spotify web page.
 * - A YouTube playlist (`/playlist?list=` or any link with `list=`) is sent as the canonical
 *   `https://www.youtube.com/playlist?list={id}`, so a `watch?v=…&list=…` link queues the list.
 * - A YouTube link without a recognisable video id (the home page, a channel) is ignored.
 * - Only the hosts the spec names are YouTube (`www.youtube.com`, `youtu.be`); `/shorts` links and
 *   other YouTube hosts fall through to "any other https link" (type 100), as the spec's prefix
 *   routing does.
 * - SoundCloud links (`soundcloud.com`, `www.`, `m.`, `on.`) go to the track endpoint unchanged;
 *   the bot resolves sets itself.
 */

export const STREAMING_SERVICE = {
  spotify: 0,
  youtube: 1,
  soundcloud: 2,
  external: 100,
} as const;

type EnqueueStreamingServiceType = (typeof STREAMING_SERVICE)[keyof typeof STREAMING_SERVICE];

export type LinkDropIgnoredReason =
  'empty' | 'invalid-url' | 'not-https' | 'unsupported-spotify-link' | 'no-youtube-id';

export type LinkDropResult =
  | { kind: 'track' | 'playlist'; uri: string; streamingServiceType: EnqueueStreamingServiceType }
  | { kind: 'ignored'; reason: LinkDropIgnoredReason };

const SPOTIFY_HOST = 'open.spotify.com';
const SPOTIFY_PLAYLIST_TYPES = new Set(['album', 'artist', 'playlist']);
const YOUTUBE_HOSTS = new Set(['www.youtube.com', 'youtu.be']);
const SOUNDCLOUD_HOSTS = new Set([
  'soundcloud.com',
  'www.soundcloud.com',
  'm.soundcloud.com',
  'on.soundcloud.com',
]);
const SPOTIFY_ID = /^[A-Za-z0-9]+$/;
const YOUTUBE_ID = /^[A-Za-z0-9_-]+$/;

/** Routes one dropped or pasted text. Never throws. */
export function routeLinkDrop(text: string): LinkDropResult {
  const trimmed = text.trim();
  if (trimmed === '') return ignored('empty');
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return ignored('invalid-url');
  }
  if (url.protocol !== 'https:' || url.hostname === '') return ignored('not-https');

  if (url.hostname === SPOTIFY_HOST) return routeSpotify(url);
  if (YOUTUBE_HOSTS.has(url.hostname) && !url.pathname.includes('/shorts')) {
    return routeYouTube(url);
  }
  if (SOUNDCLOUD_HOSTS.has(url.hostname)) {
    return { kind: 'track', uri: url.href, streamingServiceType: STREAMING_SERVICE.soundcloud };
  }
  return { kind: 'track', uri: url.href, streamingServiceType: STREAMING_SERVICE.external };
}

function routeSpotify(url: URL): LinkDropResult {
  // '/track/abc' splits into ['', 'track', 'abc']: the spec's "3 path segments".
  const segments = url.pathname.split('/');
  if (/^intl-[a-z-]+$/i.test(segments[1] ?? '')) segments.splice(1, 1);
  const [, type = '', id = ''] = segments;
  if (segments.length !== 3 || !SPOTIFY_ID.test(id)) return ignored('unsupported-spotify-link');
  if (type === 'track') {
    return {
      kind: 'track',
      uri: `spotify:track:${id}`,
      streamingServiceType: STREAMING_SERVICE.spotify,
    };
  }
  if (SPOTIFY_PLAYLIST_TYPES.has(type)) {
    return {
      kind: 'playlist',
      uri: `spotify:${type}:${id}`,
      streamingServiceType: STREAMING_SERVICE.spotify,
    };
  }
  return ignored('unsupported-spotify-link');
}

function routeYouTube(url: URL): LinkDropResult {
  const list = url.searchParams.get('list');
  if (list !== null && YOUTUBE_ID.test(list)) {
    return {
      kind: 'playlist',
      uri: `https://www.youtube.com/playlist?list=${list}`,
      streamingServiceType: STREAMING_SERVICE.youtube,
    };
  }
  const id = youTubeVideoId(url);
  if (id === undefined) return ignored('no-youtube-id');
  return { kind: 'track', uri: id, streamingServiceType: STREAMING_SERVICE.youtube };
}

function youTubeVideoId(url: URL): string | undefined {
  const segments = url.pathname.split('/').filter(Boolean);
  let candidate: string | null | undefined;
  if (url.hostname === 'youtu.be') candidate = segments[0];
  else if (segments[0] === 'watch') candidate = url.searchParams.get('v');
  else if (segments[0] === 'embed' || segments[0] === 'live' || segments[0] === 'v') {
    candidate = segments[1];
  }
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : undefined;
}

/**
 * The text to route from a drop or paste, given the strings the DataTransfer offered (for example
 * `text/uri-list` first, then `text/plain`). Takes the first non-empty line that is not a
 * `text/uri-list` comment (`#…`). `undefined` when there is nothing: the drop does nothing.
 */
export function pickDropText(values: readonly string[]): string | undefined {
  for (const value of values) {
    for (const line of value.split(/\r?\n/)) {
      const text = line.trim();
      if (text !== '' && !text.startsWith('#')) return text;
    }
  }
  return undefined;
}

function ignored(reason: LinkDropIgnoredReason): LinkDropResult {
  return { kind: 'ignored', reason };
}
