import { domainKeys } from '../query/domain-keys';

/** Spotify metadata (2-secondary §4, §7): the instance page's browser and the downloader's drops. */
export const metadataKeys = domainKeys({
  track: '/api/meta/spotify/{instanceId}/track/{id}',
  album: '/api/meta/spotify/{instanceId}/album/{id}',
  artist: '/api/meta/spotify/{instanceId}/artist/{id}',
  playlist: '/api/meta/spotify/{instanceId}/playlist/{id}',
  downloadTrack: '/api/meta/spotify/track/{id}',
  downloadPlaylist: '/api/meta/spotify/playlist/{id}',
});
