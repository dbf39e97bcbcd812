import { metadataKeys } from './keys';
import { ApiError } from '../api-error';
import { api } from '../client';
import { reads, useApiImmutable, type ReadData } from '../query/reads';

export type DownloaderPlaylistMetadata = ReadData<'/api/meta/spotify/playlist/{id}'>;

const metadataReads = reads({ shouldRetryOnError: false });

/**
 * GET /api/meta/spotify/playlist/{id}: a dropped playlist with every track (one download job
 * each). Fetched once per id (immutable): a refetch would replace the jobs and lose what is in
 * memory. Idle while `id` is null.
 */
export function useDownloadPlaylistMetadata(id: string | null) {
  return useApiImmutable(
    metadataKeys.paths.downloadPlaylist,
    id === null ? null : { params: { path: { id } } },
    metadataReads,
  );
}

/** The same read outside React: the downloader asks for it when a playlist is dropped. */
export async function readDownloadPlaylistMetadata(
  id: string,
  signal?: AbortSignal,
): Promise<DownloaderPlaylistMetadata> {
  const { data, response } = await api.GET(metadataKeys.paths.downloadPlaylist, {
    params: { path: { id } },
    signal,
  });
  // A 2xx without a body is no metadata (an answer outside 2xx was thrown already).
  if (data === undefined) throw new ApiError(response.status, undefined, response.url);
  return data;
}
