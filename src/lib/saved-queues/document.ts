/**
 * A saved queue as a file (export) and back (import). The file is JSON:
 *
 *   { "format": "bot-dashboard/saved-queue", "version": 1, "name": "…", "savedAt": "ISO date",
 *     "tracks": [{ "uri", "name", "artists": […], "streamingServiceType", "duration" }] }
 *
 * Import trusts nothing in it: a file that is not this shape, is over the limits (types.ts) or
 * holds one unsafe uri (safe-uri.ts) is refused whole, so a refusal changes nothing. Texts are
 * cleaned (track-text.ts); unknown fields are dropped.
 */
import { isSafeTrackUri } from './safe-uri';
import { cleanText } from './track-text';
import {
  SAVED_QUEUE_LIMITS as LIMITS,
  type SavedQueue,
  type SavedStreamingServiceType,
  type SavedTrack,
} from './types';

const SAVED_QUEUE_FORMAT = 'bot-dashboard/saved-queue';
const SAVED_QUEUE_VERSION = 1;

export type ImportRefusal =
  | { reason: 'notSavedQueue' }
  | { reason: 'newerVersion' }
  | { reason: 'tooLarge' }
  | { reason: 'unsafeLink'; position: number };

export type ImportResult =
  { ok: true; queue: Omit<SavedQueue, 'id'> } | ({ ok: false } & ImportRefusal);

const SERVICE_TYPES: readonly number[] = [0, 1, 2, 99, 100];

export function exportDocument(queue: SavedQueue): string {
  return JSON.stringify(
    {
      format: SAVED_QUEUE_FORMAT,
      version: SAVED_QUEUE_VERSION,
      name: queue.name,
      savedAt: new Date(queue.savedAt).toISOString(),
      tracks: queue.tracks.map(({ uri, name, artists, streamingServiceType, duration }) => ({
        uri,
        name,
        artists,
        streamingServiceType,
        duration,
      })),
    },
    null,
    1,
  );
}

/** The file name of an export: the queue's name with what file systems refuse taken out. */
export function exportFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const safe = name.replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, ' ').trim();
  return `${safe.slice(0, 80) || 'queue'}.queue.json`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type TrackCheck = { track: SavedTrack } | { unsafe: true } | undefined;

function readTrack(value: unknown): TrackCheck {
  if (!isRecord(value)) return undefined;
  const { uri, name, artists, streamingServiceType: type, duration } = value;
  if (typeof uri !== 'string' || typeof name !== 'string') return undefined;
  if (typeof type !== 'number' || !SERVICE_TYPES.includes(type)) return undefined;
  if (typeof duration !== 'number' || !Number.isSafeInteger(duration) || duration < 0)
    return undefined;
  if (!Array.isArray(artists) || !artists.every((artist) => typeof artist === 'string'))
    return undefined;
  const serviceType = type as SavedStreamingServiceType;
  if (!isSafeTrackUri(uri, serviceType)) return { unsafe: true };
  return {
    track: {
      uri,
      name: cleanText(name, LIMITS.maxTextLength),
      artists: artists
        .slice(0, LIMITS.maxArtists)
        .map((artist: string) => cleanText(artist, LIMITS.maxTextLength)),
      streamingServiceType: serviceType,
      duration,
    },
  };
}

/**
 * Reads an imported file's text. `bytes` is the file's size, checked before anything is parsed;
 * `now` dates a file whose own date is missing or unreadable.
 */
export function importDocument(text: string, bytes: number, now: number): ImportResult {
  if (bytes > LIMITS.maxFileBytes) return { ok: false, reason: 'tooLarge' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'notSavedQueue' };
  }
  if (!isRecord(value) || value.format !== SAVED_QUEUE_FORMAT)
    return { ok: false, reason: 'notSavedQueue' };
  if (typeof value.version !== 'number' || !Number.isInteger(value.version) || value.version < 1)
    return { ok: false, reason: 'notSavedQueue' };
  if (value.version > SAVED_QUEUE_VERSION) return { ok: false, reason: 'newerVersion' };
  const { name, savedAt, tracks: list } = value;
  if (typeof name !== 'string' || !Array.isArray(list) || list.length === 0)
    return { ok: false, reason: 'notSavedQueue' };
  if (list.length > LIMITS.maxTracks) return { ok: false, reason: 'tooLarge' };
  const tracks: SavedTrack[] = [];
  for (const [index, item] of list.entries()) {
    const checked = readTrack(item);
    if (checked === undefined) return { ok: false, reason: 'notSavedQueue' };
    if ('unsafe' in checked) return { ok: false, reason: 'unsafeLink', position: index + 1 };
    tracks.push(checked.track);
  }
  const cleanName = cleanText(name, LIMITS.maxNameLength);
  if (cleanName === '') return { ok: false, reason: 'notSavedQueue' };
  const date = typeof savedAt === 'string' ? Date.parse(savedAt) : Number.NaN;
  return {
    ok: true,
    queue: {
      name: cleanName,
      savedAt: Number.isFinite(date) ? date : now,
      tracks,
    },
  };
}
