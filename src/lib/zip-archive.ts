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
  const content = await zip.generateAsync(
    { type: options.output, compression: 'STORE', streamFiles: true },
    (metadata) => options.onProgress?.(metadata.percent / 100),
  );
  options.onProgress?.(1);
  return {
    fileName: zipArchiveName(options.playlistName, options.ownerName),
    entryNames,
    content: content as ZipArchive<T>['content'],
  };
}

/** The completed jobs that hold audio, ready for buildPlaylistZip (the runner's zip dependency). */
export function completedZipTracks(jobs: readonly DownloadJob[]): ZipTrack[] {
  return jobs.flatMap((job) =>
    job.status === 'completed' && job.data !== undefined && job.data.byteLength > 0
      ? [{ sequence: job.sequence, name: job.name, artists: job.artists, data: job.data }]
      : [],
  );
}
