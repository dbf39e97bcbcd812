import type { DownloadJob } from '../downloader/job-rules';
import type { TrackAudio } from '../downloader/track-audio';
import { zipOfParts } from './of-parts';
import { uniqueFileNames, zipArchiveName, zipEntryName, type ArtistsInput } from './naming';

/**
 * The downloader's playlist archive (2-secondary.md §4): one entry per completed track, named by
 * zip-naming ('{NNN} {track} by {artists}.{ext}', repeats made unique so nothing completed is left
 * out), inside '{playlist} by {owner}.zip'.
 *
 * Audio is already compressed (or, for WAV, barely compressible): entries are stored. Each track
 * arrives as a Blob with its CRC-32 (track-audio.ts), so the archive is a Blob of headers and
 * those Blobs (of-parts.ts): no pass over the audio, no second copy, and "Download zip" is
 * ready at once whatever the playlist's size.
 */

export interface ZipTrack {
  /** 1-based position in the playlist (the NNN). */
  sequence: number;
  name: string;
  artists: ArtistsInput;
  audio: TrackAudio;
}

export interface BuildZipOptions {
  playlistName: string;
  ownerName?: string | null;
  /** The chosen audio format: wav, mp3 or ogg. */
  extension: string;
  /** The entries' modification time (now by default). */
  modified?: Date;
}

export interface ZipArchive {
  fileName: string;
  entryNames: string[];
  content: Blob;
}

/** Headers around the tracks' Blobs, built in short tasks (of-parts.ts): no long task. */
export async function buildPlaylistZip(
  tracks: readonly ZipTrack[],
  options: BuildZipOptions,
): Promise<ZipArchive> {
  const entryNames = uniqueFileNames(
    tracks.map((track) =>
      zipEntryName(track.sequence, track.name, track.artists, options.extension),
    ),
  );
  const content = await zipOfParts(
    tracks.map((track, index) => ({
      name: entryNames[index]!,
      data: track.audio.blob,
      crc32: track.audio.crc32,
    })),
    options.modified,
  );
  return {
    fileName: zipArchiveName(options.playlistName, options.ownerName),
    entryNames,
    content,
  };
}

/** The completed jobs that hold audio, ready for buildPlaylistZip (the runner's zip dependency). */
export function completedZipTracks(jobs: readonly DownloadJob[]): ZipTrack[] {
  return jobs.flatMap((job) =>
    job.status === 'completed' && job.data !== undefined && job.data.byteLength > 0
      ? [{ sequence: job.sequence, name: job.name, artists: job.artists, audio: job.data }]
      : [],
  );
}
