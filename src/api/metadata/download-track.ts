/**
 * GET /api/download?trackId&format (2-secondary §7): the track's audio as bytes, with progress.
 *
 * openapi-fetch has no progress events, so the call goes through the app's client with
 * `parseAs: 'stream'` (the same bearer token, the same single-flight refresh and one replay on a
 * 401 as every other call) and the body is read here chunk by chunk from its ReadableStream.
 * Every chunk is checksummed (CRC-32, for the zip) and gathered into Blob parts as it arrives
 * (AudioCollector), so a track is never one big ArrayBuffer and the zip never reads it again.
 * Progress reports the bytes received so far and the Content-Length, when the server sent one.
 *
 * The timeout is the caller's: the job runner aborts the signal when the chosen timeout
 * (10–120 s) passes, which cancels the request and the body read alike.
 */
import type { DownloadFn, DownloadResponse } from '@/lib/downloader/attempt';
import { readWithProgress } from '@/lib/downloader/read-with-progress';
import { AudioCollector, type TrackAudio } from '@/lib/downloader/track-audio';
import { answerError } from '../api-error';
import { api, type ApiClient } from '../client';
import type { components } from '@/contract/schema';

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
  data: TrackAudio | undefined;
}

const AUDIO_ACCEPT = 'audio/wav, audio/mpeg, audio/ogg, */*;q=0.1';

function announcedLength(response: Response): number | undefined {
  const raw = response.headers.get('Content-Length');
  if (raw === null || !/^\d+$/.test(raw.trim())) return undefined;
  const value = Number(raw);
  return Number.isSafeInteger(value) ? value : undefined;
}

/** One track's audio. Resolves with the HTTP status (and the bytes on success); rejects on a
 *  network error or when `signal` aborts. */
export async function downloadTrack(
  trackId: string,
  { format, signal, onProgress, progressIntervalMs, client = api }: DownloadTrackOptions,
): Promise<DownloadedTrack> {
  let answer;
  try {
    answer = await client.GET('/api/download', {
      params: { query: { trackId, format } },
      headers: { Accept: AUDIO_ACCEPT },
      parseAs: 'stream',
      signal,
    });
  } catch (error) {
    // An error answer is the job's to judge by its status (a retry, or the track's failure).
    const refused = answerError(error);
    if (refused) return { status: refused.status, data: undefined };
    throw error;
  }
  const { response, data } = answer;
  const body = data as ReadableStream<Uint8Array> | null | undefined;
  if (!body) return { status: response.status, data: new AudioCollector().finish() };
  const audio = await readWithProgress(
    body,
    announcedLength(response),
    onProgress,
    signal,
    progressIntervalMs,
  );
  return { status: response.status, data: audio };
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
