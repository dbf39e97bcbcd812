import { metadataKeys } from './keys';
import { createQueryHook } from '../query/create-query-hook';

/** GET /api/meta/spotify/{instanceId}/{type}/{id}: the metadata browser's views (2-secondary §7). */
const trackQuery = createQueryHook(metadataKeys.paths.track, {
  revalidateOnFocus: false,
});
const albumQuery = createQueryHook(metadataKeys.paths.album, {
  revalidateOnFocus: false,
});
const artistQuery = createQueryHook(metadataKeys.paths.artist, {
  revalidateOnFocus: false,
});
const playlistQuery = createQueryHook(metadataKeys.paths.playlist, {
  revalidateOnFocus: false,
});

type Target = { instanceId: string; id: string } | null;
const params = (target: Target) =>
  target === null ? null : { path: { instanceId: target.instanceId, id: target.id } };
// A refusal (403) will not change on retry; show it at once.
const once = { shouldRetryOnError: false };

export const useTrackMetadata = (target: Target) => trackQuery(params(target), once);
export const useAlbumMetadata = (target: Target) => albumQuery(params(target), once);
export const useArtistMetadata = (target: Target) => artistQuery(params(target), once);
export const usePlaylistMetadata = (target: Target) => playlistQuery(params(target), once);
