/**
 * GET /api/download?trackId&format (2-secondary §7): the track's audio as bytes, with progress.
 *
 * openapi-fetch has no progress events, so the call goes through the app's client with
 * `parseAs: 'stream'` (the same bearer token, the same single-flight refresh and one replay on a
 * 401 as every other call) and the body is read here chunk by chunk from its ReadableStream.
 * Every chunk reports the bytes received so far; Content-Length, when the server sends it, sizes
 * the buffer up front so a 50 MB WAV is not copied over and over as it grows.
 *
 * The timeout is the caller's: the job runner aborts the signal when the chosen timeout
 * (10–120 s) passes, which cancels the request and the body read alike.
 */
import type { DownloadFn, DownloadResponse } from '@/lib/download-jobs';
import { api, type ApiClient } from '../client';
import type { components } from '../schema';

export type AudioFormat = components['schemas']['AudioFormat'];

export interface DownloadTrackOptions {
  format: AudioFormat;
  signal?: AbortSignal;
  /** Throttle of the progress reports (PROGRESS_INTERVAL_MS). */
  progressIntervalMs?: number;
  /** Bytes received so far, and the total when the server announced one. */
  onProgress?: (loadedBytes: number, totalBytes: number | undefined) => void;
  client?: ApiClient;
}

export interface DownloadedTrack extends DownloadResponse {
  /** Present only for a 2xx answer; the full body. */
  data: Uint8Array | undefined;
}

/**
 * At most one progress report per this many ms (and always the last byte): a 50 MB file arrives
 * in hundreds of chunks, and every report re-renders the job table.
 */
export const PROGRESS_INTERVAL_MS = 100;

const AUDIO_ACCEPT = 'audio/wav, audio/mpeg, audio/ogg, */*;q=0.1';

function announcedLength(response: Response): number | undefined {
  const raw = response.headers.get('Content-Length');
  if (raw === null || !/^\d+$/.test(raw.trim())) return undefined;
  const value = Number(raw);
  return Number.isSafeInteger(value) ? value : undefined;
}

/**
 * Reads a body to the end, reporting progress. With a known length the bytes go straight into one
 * buffer of that size; a body that turns out longer (a proxy that lied) grows it by doubling.
 */
export async function readWithProgress(
  body: ReadableStream<Uint8Array>,
  totalBytes: number | undefined,
  onProgress?: (loadedBytes: number, totalBytes: number | undefined) => void,
  signal?: AbortSignal,
  progressIntervalMs = PROGRESS_INTERVAL_MS,
): Promise<Uint8Array> {
  let reportedAt = -Infinity;
  let buffer = new Uint8Array(totalBytes ?? 64 * 1024);
  let loaded = 0;
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      // A fetch that ignores the signal for its body (some polyfills) still stops here.
      if (signal?.aborted) {
        await reader.cancel(signal.reason).catch(() => undefined);
        throw signal.reason instanceof Error
          ? signal.reason
          : new DOMException('Aborted', 'AbortError');
      }
      if (loaded + value.byteLength > buffer.byteLength) {
        const grown = new Uint8Array(Math.max(buffer.byteLength * 2, loaded + value.byteLength));
        grown.set(buffer.subarray(0, loaded));
        buffer = grown;
      }
      buffer.set(value, loaded);
      loaded += value.byteLength;
      const now = performance.now();
      if (now - reportedAt >= progressIntervalMs || loaded === totalBytes) {
        reportedAt = now;
        onProgress?.(loaded, totalBytes);
      }
    }
  } finally {
    try {
      reader.releaseLock();
    } catch {
      // Already released by a cancel.
    }
  }
  return loaded === buffer.byteLength ? buffer : buffer.slice(0, loaded);
}

/** One track's audio. Resolves with the HTTP status (and the bytes on success); rejects on a
 *  network error or when `signal` aborts. */
export async function downloadTrack(
  trackId: string,
  { format, signal, onProgress, progressIntervalMs, client = api }: DownloadTrackOptions,
): Promise<DownloadedTrack> {
  const { response, data } = await client.GET('/api/download', {
    params: { query: { trackId, format } },
    headers: { Accept: AUDIO_ACCEPT },
    parseAs: 'stream',
    signal,
  });
  if (!response.ok) return { status: response.status, data: undefined };
  const body = data as ReadableStream<Uint8Array> | null | undefined;
  if (!body) return { status: response.status, data: new Uint8Array(0) };
  const bytes = await readWithProgress(
    body,
    announcedLength(response),
    onProgress,
    signal,
    progressIntervalMs,
  );
  return { status: response.status, data: bytes };
}

/** The job runner's download dependency for one format. */
export function createTrackDownloader(format: AudioFormat, client: ApiClient = api): DownloadFn {
  return (track, options) =>
    downloadTrack(track.id, {
      format,
      client,
      signal: options.signal,
      onProgress: (loaded) => options.onProgress(loaded),
    });
}
