import { metadataKeys } from './keys';
import { reads, useApiQuery } from '../query/reads';

type Target = { instanceId: string; id: string } | null;
const init = (target: Target) =>
  target === null ? null : { params: { path: { instanceId: target.instanceId, id: target.id } } };
const browserReads = reads({
  revalidateOnFocus: false,
  // A refusal (403) will not change on retry; show it at once.
  shouldRetryOnError: false,
});

/** GET /api/meta/spotify/{instanceId}/{type}/{id}: the metadata browser's views (2-secondary §7). */
export const useTrackMetadata = (target: Target) =>
  useApiQuery(metadataKeys.paths.track, init(target), browserReads);
export const useAlbumMetadata = (target: Target) =>
  useApiQuery(metadataKeys.paths.album, init(target), browserReads);
export const useArtistMetadata = (target: Target) =>
  useApiQuery(metadataKeys.paths.artist, init(target), browserReads);
export const usePlaylistMetadata = (target: Target) =>
  useApiQuery(metadataKeys.paths.playlist, init(target), browserReads);
