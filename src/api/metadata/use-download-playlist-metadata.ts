import { metadataKeys } from './keys';
import { createQueryHook } from '../query/create-query-hook';
import type { QueryData } from '../query/query-types';

export type DownloaderPlaylistMetadata = QueryData<'/api/meta/spotify/playlist/{id}'>;

/**
 * GET /api/meta/spotify/playlist/{id}: a dropped playlist with every track (one download job
 * each). Fetched once per id: a refetch would replace the jobs and lose what is in memory.
 */
export const downloadPlaylistMetadataQuery = createQueryHook(metadataKeys.paths.downloadPlaylist, {
  revalidateOnFocus: false,
  revalidateIfStale: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
});

/** The playlist's metadata; idle while `id` is null. */
export function useDownloadPlaylistMetadata(id: string | null) {
  return downloadPlaylistMetadataQuery(id === null ? null : { path: { id } });
}
