/** Search over the catalogue: tracks, playlists and albums, artists, radio stations. */
import type { Hono } from 'hono';
import { z } from 'zod';
import { audit, authorize, visibleInstance } from './access.ts';
import type { MockApiContext } from './context.ts';
import { type MockEnvBindings, readBody } from './http.ts';
import type { WireSearchResult } from './wire.ts';

/** The server returns up to this many per section; the UI cuts each to the user's setting. */
const MAX_PER_SECTION = 50;

const searchBody = z.object({ search: z.string().min(1).max(500) }).strict();

export function registerSearch(app: Hono<MockEnvBindings>, ctx: MockApiContext) {
  app.post('/api/search/search/:id', async (c) => {
    const user = c.get('user');
    const instance = visibleInstance(ctx, user, c.req.param('id'));
    const { search } = await readBody(c, searchBody);
    authorize(ctx, instance, user, 'web:queue:search', { SearchQuery: search });
    const { catalogue } = ctx.state;
    const words = search.toLowerCase().split(/\s+/).filter(Boolean);
    // Every word must appear somewhere in the item's text.
    const matches = (...texts: string[]) => {
      const haystack = texts.join(' ').toLowerCase();
      return words.every((word) => haystack.includes(word));
    };
    const body: WireSearchResult = {
      tracks: [...catalogue.tracks.values()]
        .filter((t) => matches(t.title, ...t.artists.map((a) => a.name)))
        .slice(0, MAX_PER_SECTION)
        .map((t) => ({
          title: t.title,
          artists: t.artists.map((a) => a.name),
          duration: t.duration,
          imageUrl: t.imagePath,
          uri: t.uri,
          streamingServiceType: 0,
        })),
      playlists: [
        ...[...catalogue.playlists.values()]
          .filter((p) => matches(p.name, p.ownerName))
          .map((p) => ({
            title: p.name,
            author: p.ownerName,
            numTracks: p.trackIds.length,
            imageUrl: p.imagePath,
            uri: p.uri,
            streamingServiceType: 0 as const,
            isAlbum: false,
          })),
        ...[...catalogue.albums.values()]
          .filter((a) => matches(a.name, ...a.artists.map((artist) => artist.name)))
          .map((a) => ({
            title: a.name,
            author: a.artists.map((artist) => artist.name).join(', '),
            numTracks: a.trackIds.length,
            imageUrl: a.imagePath,
            uri: a.uri,
            streamingServiceType: 0 as const,
            isAlbum: true,
          })),
      ].slice(0, MAX_PER_SECTION),
      artists: [...catalogue.artists.values()]
        .filter((a) => matches(a.name))
        .slice(0, MAX_PER_SECTION)
        .map((a) => ({
          name: a.name,
          numFollowers: a.numFollowers,
          imageUrl: a.imagePath,
          uri: a.uri,
          streamingServiceType: 0,
        })),
      radios: catalogue.radios
        .filter((r) => matches(r.title))
        .slice(0, MAX_PER_SECTION)
        .map((r) => ({
          title: r.title,
          imageUrl: r.imagePath,
          homepageUrl: r.homepageUrl,
          uri: r.uri,
          streamingServiceType: 99,
        })),
    };
    audit(ctx, instance, user, 'web:queue:search', { SearchQuery: search });
    return c.json(body, 200);
  });
}
