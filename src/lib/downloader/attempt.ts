/**
 * One download of one track (2-secondary.md §4, §9): the request through the caller's download
 * function, the chosen timeout through an AbortController, and the spec's validity rule
 * (job-rules.ts) on the answer. The job runner makes one per job; the single-track
 * download makes one too.
 */
import { judgeResponse, type DownloadJobInput, type JobFailure } from './job-rules';
import { audioFromBytes, isTrackAudio, type TrackAudio } from './track-audio';

/** What a download function may answer with: the collected audio, or plain bytes (tests). */
export type DownloadData = TrackAudio | Uint8Array | ArrayBuffer | ArrayBufferView;

export interface DownloadResponse {
  status: number;
  data: DownloadData | null | undefined;
}

export interface DownloadOptions {
  signal: AbortSignal;
  timeoutMs: number;
  /** Bytes received so far. */
  onProgress: (loadedBytes: number) => void;
}

export type DownloadFn = (
  track: Pick<DownloadJobInput, 'id' | 'uri'>,
  options: DownloadOptions,
) => Promise<DownloadResponse>;

/** Cancels the timer. */
export type SetTimer = (callback: () => void, ms: number) => () => void;

export type AttemptResult =
  | { ok: true; data: TrackAudio; httpStatus: number }
  | { ok: false; failure: JobFailure; httpStatus: number | undefined };

/** The answer as TrackAudio: collected audio as is, plain bytes checksummed into a Blob. */
function toAudio(data: DownloadData | null | undefined): TrackAudio {
  if (data == null) return audioFromBytes(new Uint8Array(0));
  if (isTrackAudio(data)) return data;
  if (data instanceof Uint8Array) return audioFromBytes(data);
  if (ArrayBuffer.isView(data))
    return audioFromBytes(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
  return audioFromBytes(new Uint8Array(data));
}

const defaultSetTimer: SetTimer = (callback, ms) => {
  const timer = setTimeout(callback, ms);
  return () => clearTimeout(timer);
};

/**
 * One download with the spec's validity rule and a timeout through AbortController (no timeout
 * when timeoutMs is 0 or not finite). Also serves the single-track download. Never throws.
 */
export async function attemptDownload(
  download: DownloadFn,
  track: Pick<DownloadJobInput, 'id' | 'uri'>,
  options: {
    timeoutMs: number;
    onProgress?: (loadedBytes: number) => void;
    signal?: AbortSignal;
    setTimer?: SetTimer;
  },
): Promise<AttemptResult> {
  const controller = new AbortController();
  let timedOut = false;
  const stopTimer =
    options.timeoutMs > 0 && Number.isFinite(options.timeoutMs)
      ? (options.setTimer ?? defaultSetTimer)(() => {
          timedOut = true;
          controller.abort(new DOMException('Download timed out', 'TimeoutError'));
        }, options.timeoutMs)
      : () => {};
  const forwardAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', forwardAbort, { once: true });
  if (options.signal?.aborted) forwardAbort();
  try {
    const response = await download(track, {
      signal: controller.signal,
      timeoutMs: options.timeoutMs,
      onProgress: (loaded) => {
        if (!controller.signal.aborted) options.onProgress?.(loaded);
      },
    });
    // A download function that ignores the signal may still answer after the timeout.
    if (timedOut) return { ok: false, failure: 'timeout', httpStatus: undefined };
    const data = toAudio(response.data);
    const verdict = judgeResponse(response.status, data.byteLength);
    return verdict.ok
      ? { ok: true, data, httpStatus: response.status }
      : { ok: false, failure: verdict.failure, httpStatus: response.status };
  } catch {
    return { ok: false, failure: timedOut ? 'timeout' : 'error', httpStatus: undefined };
  } finally {
    stopTimer();
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}
