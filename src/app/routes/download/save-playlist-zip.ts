import type { AudioFormat } from '@/api/metadata/download-track';
import type { DownloadJob } from '@/lib/downloader/job-rules';
import { saveFile } from './save-file';
import { loadChunk } from '@/lib/scheduling/load-chunk';

export interface ZipTarget {
  playlistName: string;
  ownerName: string;
  format: AudioFormat;
}

/**
 * "Download zip": the completed tracks' archive, handed to the browser's download. Headers around
 * the tracks' own Blobs, so it is ready at once whatever the playlist's size (the zip bench in
 * Chromium times this very function for long tasks).
 */
export async function savePlaylistZip(
  completed: readonly DownloadJob[],
  target: ZipTarget,
): Promise<void> {
  // Loaded with the first archive, not with the screen.
  const { buildPlaylistZip, completedZipTracks } = await loadChunk(
    () => import('@/lib/zip/archive'),
  );
  const archive = await buildPlaylistZip(completedZipTracks(completed), {
    playlistName: target.playlistName,
    ownerName: target.ownerName,
    extension: target.format,
  });
  saveFile(archive.content, archive.fileName);
}
