import { AudioCollector, type TrackAudio } from './track-audio';

/**
 * At most one progress report per this many ms (and always the last byte): a 50 MB file arrives
 * in hundreds of chunks, and every report re-renders the job table.
 */
const PROGRESS_INTERVAL_MS = 100;

/**
 * Reads a body to the end into TrackAudio (Blob parts, length, CRC-32), reporting progress at
 * most once per interval and always at the last byte.
 */
export async function readWithProgress(
  body: ReadableStream<Uint8Array>,
  totalBytes: number | undefined,
  onProgress?: (loadedBytes: number, totalBytes: number | undefined) => void,
  signal?: AbortSignal,
  progressIntervalMs = PROGRESS_INTERVAL_MS,
  collector = new AudioCollector(),
): Promise<TrackAudio> {
  let reportedAt = -Infinity;
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
      collector.add(value);
      const loaded = collector.byteLength;
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
  return collector.finish();
}
