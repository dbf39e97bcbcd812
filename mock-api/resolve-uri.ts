/**
 * What a pushed uri stands for: a catalogue track or collection for Spotify uris, and made-up
 * but stable tracks for YouTube ids, SoundCloud links, radio streams and other https links.
 */
import type { Catalogue, StreamingServiceType, TrackData } from './model.ts';
import { createRandom, hashString } from './random.ts';
import { coverPath } from './seed-catalogue.ts';

export class UnresolvableUri extends Error {}

function httpsUrl(uri: string): URL | null {
  try {
    const url = new URL(uri);
    return url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

function synthetic(
  uri: string,
  type: StreamingServiceType,
  title: string,
  artist: string,
  duration: number,
): TrackData {
  return {
    id: `${type}-${hashString(uri).toString(36)}`,
    uri,
    title,
    artists: [{ name: artist, uri: '' }],
    albumUri: null,
    imagePath: coverPath(`link-${hashString(uri).toString(36)}`),
    duration,
    isExplicit: false,
    streamingServiceType: type,
    lyrics: [],
  };
}

const YOUTUBE_ID = /^[\w-]{6,20}$/;

export function resolveTrack(
  catalogue: Catalogue,
  uri: string,
  type: StreamingServiceType,
): TrackData {
  const length = (seed: string) => createRandom(hashString(seed)).int(120, 420) * 1000;
  switch (type) {
    case 0: {
      const match = /^spotify:track:([A-Za-z0-9]+)$/.exec(uri);
      const found = match?.[1] ? catalogue.tracks.get(match[1]) : undefined;
      if (!found) throw new UnresolvableUri(`No Spotify track "${uri}".`);
      return found;
    }
    case 1: {
      const url = httpsUrl(uri);
      const id = url ? (url.searchParams.get('v') ?? url.pathname.split('/').pop() ?? '') : uri;
      if (!YOUTUBE_ID.test(id))
        throw new UnresolvableUri(`"${uri}" is not a YouTube video id or link.`);
      return synthetic(
        `https://www.youtube.com/watch?v=${id}`,
        1,
        `YouTube video ${id}`,
        'YouTube',
        length(id),
      );
    }
    case 2: {
      const url = httpsUrl(uri);
      if (!url || !url.hostname.endsWith('soundcloud.com'))
        throw new UnresolvableUri(`"${uri}" is not a SoundCloud link.`);
      const slug = url.pathname.split('/').filter(Boolean);
      return synthetic(
        url.href,
        2,
        slug.at(-1)?.replace(/-/g, ' ') ?? 'SoundCloud track',
        slug[0] ?? 'SoundCloud',
        length(url.href),
      );
    }
    case 99: {
      const radio = catalogue.radios.find((r) => r.uri === uri);
      if (radio) {
        return {
          ...synthetic(radio.uri, 99, radio.title, radio.title, 0),
          id: radio.id,
          imagePath: radio.imagePath,
        };
      }
      if (!httpsUrl(uri)) throw new UnresolvableUri(`"${uri}" is not a radio stream address.`);
      return synthetic(uri, 99, new URL(uri).hostname, 'Radio', 0);
    }
    case 100: {
      const url = httpsUrl(uri);
      if (!url) throw new UnresolvableUri(`"${uri}" is not an https link.`);
      return synthetic(
        url.href,
        100,
        url.pathname.split('/').pop() || url.hostname,
        url.hostname,
        0,
      );
    }
  }
}

export interface ResolvedCollection {
  type: 'playlist' | 'album' | 'artist';
  name: string;
  author: string;
  uri: string;
  imagePath: string | null;
  tracks: TrackData[];
}

export function resolveCollection(
  catalogue: Catalogue,
  uri: string,
  type: StreamingServiceType,
): ResolvedCollection {
  if (type === 0) {
    const match = /^spotify:(playlist|album|artist):([A-Za-z0-9]+)$/.exec(uri);
    const kind = match?.[1] as ResolvedCollection['type'] | undefined;
    const id = match?.[2] ?? '';
    const pick = (ids: string[]) =>
      ids.map((t) => catalogue.tracks.get(t)).filter((t): t is TrackData => Boolean(t));
    if (kind === 'playlist') {
      const found = catalogue.playlists.get(id);
      if (found)
        return {
          type: kind,
          name: found.name,
          author: found.ownerName,
          uri,
          imagePath: found.imagePath,
          tracks: pick(found.trackIds),
        };
    }
    if (kind === 'album') {
      const found = catalogue.albums.get(id);
      if (found)
        return {
          type: kind,
          name: found.name,
          author: found.artists.map((a) => a.name).join(', '),
          uri,
          imagePath: found.imagePath,
          tracks: pick(found.trackIds),
        };
    }
    if (kind === 'artist') {
      const found = catalogue.artists.get(id);
      if (found)
        return {
          type: kind,
          name: found.name,
          author: found.name,
          uri,
          imagePath: found.imagePath,
          tracks: pick(found.topTrackIds),
        };
    }
    throw new UnresolvableUri(`No Spotify playlist, album or artist "${uri}".`);
  }
  if (type === 1) {
    const url = httpsUrl(uri);
    const list = url?.searchParams.get('list');
    if (!url || !list) throw new UnresolvableUri(`"${uri}" is not a YouTube playlist link.`);
    const size = 3 + (hashString(list) % 6);
    const tracks = Array.from({ length: size }, (_, n) =>
      resolveTrack(catalogue, `${list.slice(0, 8)}v${n}xx`, 1),
    );
    return {
      type: 'playlist',
      name: `YouTube playlist ${list}`,
      author: 'YouTube',
      uri: url.href,
      imagePath: coverPath(`yt-${list}`),
      tracks,
    };
  }
  throw new UnresolvableUri(
    'Only Spotify playlists, albums and artists, and YouTube playlists, can be queued as playlists.',
  );
}
