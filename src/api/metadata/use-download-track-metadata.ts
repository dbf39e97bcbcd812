import { metadataKeys } from './keys';
import { ApiError } from '../api-error';
import { api } from '../client';
import { reads, useApiImmutable, type ReadData } from '../query/reads';

export type DownloaderTrackMetadata = ReadData<'/api/meta/spotify/track/{id}'>;

const metadataReads = reads({ shouldRetryOnError: false });

/**
 * GET /api/meta/spotify/track/{id}: a dropped track's metadata for the downloader. Metadata does
 * not change under the user, so it is fetched once per id (immutable: no polling, no refetch on
 * focus); idle while `id` is null.
 */
export function useDownloadTrackMetadata(id: string | null) {
  return useApiImmutable(
    metadataKeys.paths.downloadTrack,
    id === null ? null : { params: { path: { id } } },
    metadataReads,
  );
}

/** The same read outside React: the downloader asks for it when a track is dropped. */
export async function readDownloadTrackMetadata(
  id: string,
  signal?: AbortSignal,
): Promise<DownloaderTrackMetadata> {
  const { data, response } = await api.GET(metadataKeys.paths.downloadTrack, {
    params: { path: { id } },
    signal,
  });
  // A 2xx without a body is no metadata (an answer outside 2xx was thrown already).
  if (data === undefined) throw new ApiError(response.status, undefined, response.url);
  return data;
}
