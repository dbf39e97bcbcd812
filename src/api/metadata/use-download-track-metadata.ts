import { metadataKeys } from './keys';
import { createQueryHook } from '../query/create-query-hook';
import type { QueryData } from '../query/query-types';

export type DownloaderTrackMetadata = QueryData<'/api/meta/spotify/track/{id}'>;

/**
 * GET /api/meta/spotify/track/{id}: a dropped track's metadata for the downloader. Metadata does
 * not change under the user, so it is fetched once per id (no polling, no refetch on focus).
 */
export const downloadTrackMetadataQuery = createQueryHook(metadataKeys.paths.downloadTrack, {
  revalidateOnFocus: false,
  revalidateIfStale: false,
  shouldRetryOnError: false,
});

/** The track's metadata; idle while `id` is null. */
export function useDownloadTrackMetadata(id: string | null) {
  return downloadTrackMetadataQuery(id === null ? null : { path: { id } });
}
