import JSZip from 'jszip';
import type { DownloadJob } from './download-jobs';
import { uniqueFileNames, zipArchiveName, zipEntryName, type ArtistsInput } from './zip-naming';

/**
 * The downloader's playlist archive (2-secondary.md §4): one entry per completed track, named by
 * zip-naming ('{NNN} {track} by {artists}.{ext}', repeats made unique so nothing completed is left
 * out), inside '{playlist} by {owner}.zip'.
 *
 * Audio is already compressed (or, for WAV, barely compressible): entries are STORED, so the
 * bytes in the archive are the downloaded bytes and building it costs a copy, not a deflate.
 * generateAsync with streamFiles works through the files in small chunks between which the event
 * loop runs, so the page stays responsive; onProgress reports 0..1 as it goes.
 */

export interface ZipTrack {
  /** 1-based position in the playlist (the NNN). */
  sequence: number;
  name: string;
  artists: ArtistsInput;
  data: Uint8Array;
}

export type ZipOutput = 'uint8array' | 'blob';

export interface BuildZipOptions<T extends ZipOutput> {
  playlistName: string;
  ownerName?: string | null;
  /** The chosen audio format: wav, mp3 or ogg. */
  extension: string;
  /** 'blob' to save in a browser; 'uint8array' where Blob is not wanted (tests, workers). */
  output: T;
  onProgress?: (fraction: number) => void;
  /** Blob output: bytes gathered per Blob part (BLOB_PART_BYTES; smaller in tests). */
  blobPartBytes?: number;
}

export interface ZipArchive<T extends ZipOutput> {
  fileName: string;
  entryNames: string[];
  content: T extends 'blob' ? Blob : Uint8Array;
}

export async function buildPlaylistZip<T extends ZipOutput>(
  tracks: readonly ZipTrack[],
  options: BuildZipOptions<T>,
): Promise<ZipArchive<T>> {
  const zip = new JSZip();
  const entryNames = uniqueFileNames(
    tracks.map((track) =>
      zipEntryName(track.sequence, track.name, track.artists, options.extension),
    ),
  );
  tracks.forEach((track, index) => {
    zip.file(entryNames[index]!, track.data, { binary: true, compression: 'STORE' });
  });
  const generate = { type: 'uint8array', compression: 'STORE', streamFiles: true } as const;
  const content =
    options.output === 'blob'
      ? await streamToBlob(
          zip.generateInternalStream(generate),
          options.blobPartBytes ?? BLOB_PART_BYTES,
          options.onProgress,
        )
      : await zip.generateAsync(generate, (metadata) =>
          options.onProgress?.(metadata.percent / 100),
        );
  options.onProgress?.(1);
  return {
    fileName: zipArchiveName(options.playlistName, options.ownerName),
    entryNames,
    content: content as ZipArchive<T>['content'],
  };
}

/** Bytes gathered before they are copied into one Blob part (a few ms of copying each). */
export const BLOB_PART_BYTES = 8 * 1024 * 1024;

/**
 * The archive as a Blob without one big copy at the end: generateAsync({ type: 'blob' })
 * gathers every chunk and builds the Blob in one synchronous step, which for a 1 GB playlist
 * blocks the page for seconds. Here chunks are copied into a Blob part every BLOB_PART_BYTES,
 * between the stream's own event-loop turns, and the parts are joined at the end (a Blob made of
 * Blobs refers to them; browsers do not copy the bytes again).
 */
function streamToBlob(
  stream: JSZip.JSZipStreamHelper<Uint8Array>,
  partBytes: number,
  onProgress: ((fraction: number) => void) | undefined,
): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const parts: Blob[] = [];
    let pending: Uint8Array[] = [];
    let pendingBytes = 0;
    const flush = () => {
      if (pending.length === 0) return;
      parts.push(new Blob(pending as Uint8Array<ArrayBuffer>[]));
      pending = [];
      pendingBytes = 0;
    };
    stream
      .on('data', (chunk, metadata) => {
        pending.push(chunk);
        pendingBytes += chunk.byteLength;
        if (pendingBytes >= partBytes) flush();
        onProgress?.(metadata.percent / 100);
      })
      .on('error', reject)
      .on('end', () => {
        flush();
        resolve(new Blob(parts, { type: 'application/zip' }));
      })
      .resume();
  });
}

/** The completed jobs that hold audio, ready for buildPlaylistZip (the runner's zip dependency). */
export function completedZipTracks(jobs: readonly DownloadJob[]): ZipTrack[] {
  return jobs.flatMap((job) =>
    job.status === 'completed' && job.data !== undefined && job.data.byteLength > 0
      ? [{ sequence: job.sequence, name: job.name, artists: job.artists, data: job.data }]
      : [],
  );
}
