/**
 * Spotify-like metadata: per instance for the metadata browser (web:meta:spotify), and the two
 * lookups the downloader uses (flags:root or flags:allow-download).
 */
import type { Hono } from 'hono';
import { visibleInstance } from './access.ts';
import type { MockApiContext } from './context.ts';
import { forbidden, type MockEnvBindings, type MockContext, notFound } from './http.ts';
import type { MockUser, TrackData } from './model.ts';
import { ALLOW_DOWNLOAD, can, canDownload, refusalMessage } from './permissions.ts';
import { track } from './serialize.ts';
import type {
  WireAlbum,
  WireArtist,
  WireDownloaderPlaylist,
  WireDownloaderTrack,
  WirePlaylist,
} from './wire.ts';

const total = (tracks: TrackData[]) => tracks.reduce((sum, t) => sum + t.duration, 0);

export function registerMetadata(app: Hono<MockEnvBindings>, ctx: MockApiContext) {
  const { catalogue } = ctx.state;
  const tracksOf = (ids: string[]) =>
    ids.map((id) => catalogue.tracks.get(id)).filter((t): t is TrackData => Boolean(t));

  /** The instance-scoped lookups share their checks: visible instance, then web:meta:spotify. */
  const metaUser = (c: MockContext): MockUser => {
    const user = c.get('user');
    const instance = visibleInstance(ctx, user, c.req.param('instanceId') as string);
    if (!can(user, instance.id, 'web:meta:spotify'))
      forbidden('web:meta:spotify', refusalMessage('web:meta:spotify'));
    return user;
  };
  const currentUri = (c: MockContext) =>
    ctx.state.instances.get(c.req.param('instanceId') as string)?.current?.track.uri;

  app.get('/api/meta/spotify/:instanceId/track/:id', (c) => {
    metaUser(c);
    const found = catalogue.tracks.get(c.req.param('id'));
    if (!found) return notFound(`No track "${c.req.param('id')}".`);
    return c.json(track(found, currentUri(c) === found.uri), 200);
  });

  app.get('/api/meta/spotify/:instanceId/album/:id', (c) => {
    metaUser(c);
    const album = catalogue.albums.get(c.req.param('id'));
    if (!album) return notFound(`No album "${c.req.param('id')}".`);
    const tracks = tracksOf(album.trackIds);
    const body: WireAlbum = {
      name: album.name,
      uri: album.uri,
      artists: album.artists.map((a) => ({ ...a })),
      releaseDate: album.releaseDate,
      imageUrl: album.imagePath,
      numTracks: tracks.length,
      duration: total(tracks),
      tracks: tracks.map((t) => track(t, currentUri(c) === t.uri)),
      streamingServiceType: 0,
    };
    return c.json(body, 200);
  });

  app.get('/api/meta/spotify/:instanceId/artist/:id', (c) => {
    metaUser(c);
    const artist = catalogue.artists.get(c.req.param('id'));
    if (!artist) return notFound(`No artist "${c.req.param('id')}".`);
    const body: WireArtist = {
      name: artist.name,
      uri: artist.uri,
      numFollowers: artist.numFollowers,
      imageUrl: artist.imagePath,
      tracks: tracksOf(artist.topTrackIds).map((t) => track(t, currentUri(c) === t.uri)),
    };
    return c.json(body, 200);
  });

  app.get('/api/meta/spotify/:instanceId/playlist/:id', (c) => {
    metaUser(c);
    const playlist = catalogue.playlists.get(c.req.param('id'));
    if (!playlist) return notFound(`No playlist "${c.req.param('id')}".`);
    const tracks = tracksOf(playlist.trackIds);
    const body: WirePlaylist = {
      name: playlist.name,
      uri: playlist.uri,
      ownerName: playlist.ownerName,
      imageUrl: playlist.imagePath,
      numTracks: tracks.length,
      duration: total(tracks),
      tracks: tracks.map((t) => track(t, currentUri(c) === t.uri)),
    };
    return c.json(body, 200);
  });

  const downloaderUser = (c: MockContext) => {
    if (!canDownload(c.get('user'))) forbidden(ALLOW_DOWNLOAD, refusalMessage(ALLOW_DOWNLOAD));
  };

  app.get('/api/meta/spotify/track/:id', (c) => {
    downloaderUser(c);
    const found = catalogue.tracks.get(c.req.param('id'));
    if (!found) return notFound(`No track "${c.req.param('id')}".`);
    const body: WireDownloaderTrack = {
      id: found.id,
      uri: found.uri,
      title: found.title,
      artists: found.artists.map((a) => ({ name: a.name })),
      duration: found.duration,
      imageUrl: found.imagePath,
      isExplicit: found.isExplicit,
    };
    return c.json(body, 200);
  });

  app.get('/api/meta/spotify/playlist/:id', (c) => {
    downloaderUser(c);
    const playlist = catalogue.playlists.get(c.req.param('id'));
    if (!playlist) return notFound(`No playlist "${c.req.param('id')}".`);
    const tracks = tracksOf(playlist.trackIds);
    const body: WireDownloaderPlaylist = {
      name: playlist.name,
      ownerName: playlist.ownerName,
      duration: total(tracks),
      imageUrl: playlist.imagePath,
      tracks: tracks.map((t) => ({
        id: t.id,
        uri: t.uri,
        title: t.title,
        artists: t.artists.map((a) => ({ name: a.name })),
        imageUrl: t.imagePath,
        duration: t.duration,
      })),
    };
    return c.json(body, 200);
  });
}
