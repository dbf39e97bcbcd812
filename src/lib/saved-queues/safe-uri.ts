/**
 * Which track uris a saved queue may hold and push again. The push call takes what link routing
 * produces (openapi pushTrack): a Spotify uri, a YouTube video id, or an http(s) link. Anything
 * else (`javascript:`, `data:`, `file:`, a same-origin path, a link with credentials) is unsafe:
 * an imported file holding one is refused whole.
 */
import type { SavedStreamingServiceType } from './types';

const SPOTIFY = /^spotify:(track|episode|local):[A-Za-z0-9%+._-]{1,200}$/;
const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;

function isWebLink(uri: string): boolean {
  if (!/^https?:\/\//i.test(uri) || uri.length > 2000) return false;
  try {
    const url = new URL(uri);
    return url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

export function isSafeTrackUri(uri: string, type: SavedStreamingServiceType): boolean {
  if (type === 0) return SPOTIFY.test(uri);
  if (type === 1) return YOUTUBE_ID.test(uri) || isWebLink(uri);
  return isWebLink(uri);
}
