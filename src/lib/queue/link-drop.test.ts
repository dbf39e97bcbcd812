import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { pickDropText, routeLinkDrop } from './link-drop';

// Property tests run hundreds of cases; leave room for a busy CI machine.
vi.setConfig({ testTimeout: 30_000 });

describe('routeLinkDrop', () => {
  it('queues a Spotify track as a track and albums, artists and playlists as playlists', () => {
    expect(routeLinkDrop('https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC?si=abc')).toEqual({
      kind: 'track',
      uri: 'spotify:track:4uLU6hMCjMI75M1A2tKUQC',
      streamingServiceType: 0,
    });
    for (const type of ['album', 'artist', 'playlist']) {
      expect(routeLinkDrop(`https://open.spotify.com/${type}/37i9dQZF1DX`)).toEqual({
        kind: 'playlist',
        uri: `spotify:${type}:37i9dQZF1DX`,
        streamingServiceType: 0,
      });
    }
  });

  it('accepts localised Spotify links', () => {
    expect(routeLinkDrop('https://open.spotify.com/intl-de/album/1DFixLWuPkv3KT3TnV35m3')).toEqual({
      kind: 'playlist',
      uri: 'spotify:album:1DFixLWuPkv3KT3TnV35m3',
      streamingServiceType: 0,
    });
  });

  it.each([
    'https://open.spotify.com/',
    'https://open.spotify.com/track',
    'https://open.spotify.com/track/',
    'https://open.spotify.com/track/abc/extra',
    'https://open.spotify.com/user/someone',
    'https://open.spotify.com/episode/abc',
  ])('ignores the Spotify link %s, which is not a track, album, artist or playlist', (link) => {
    expect(routeLinkDrop(link)).toEqual({ kind: 'ignored', reason: 'unsupported-spotify-link' });
  });

  it('queues YouTube videos by id from both hosts', () => {
    const video = { kind: 'track', uri: 'dQw4w9WgXcQ', streamingServiceType: 1 };
    expect(routeLinkDrop('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42')).toEqual(video);
    expect(routeLinkDrop('https://youtu.be/dQw4w9WgXcQ?si=x')).toEqual(video);
    expect(routeLinkDrop('https://www.youtube.com/embed/dQw4w9WgXcQ')).toEqual(video);
    expect(routeLinkDrop('https://www.youtube.com/live/dQw4w9WgXcQ')).toEqual(video);
  });

  it('queues YouTube playlists as playlists', () => {
    const playlist = {
      kind: 'playlist',
      uri: 'https://www.youtube.com/playlist?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG',
      streamingServiceType: 1,
    };
    expect(
      routeLinkDrop('https://www.youtube.com/playlist?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG'),
    ).toEqual(playlist);
    expect(
      routeLinkDrop(
        'https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG',
      ),
    ).toEqual(playlist);
  });

  it('does not treat YouTube shorts as YouTube: they go as generic links', () => {
    expect(routeLinkDrop('https://www.youtube.com/shorts/abcdefghijk')).toEqual({
      kind: 'track',
      uri: 'https://www.youtube.com/shorts/abcdefghijk',
      streamingServiceType: 100,
    });
  });

  it('ignores YouTube pages without a video', () => {
    expect(routeLinkDrop('https://www.youtube.com/')).toEqual({
      kind: 'ignored',
      reason: 'no-youtube-id',
    });
    expect(routeLinkDrop('https://www.youtube.com/@channel')).toEqual({
      kind: 'ignored',
      reason: 'no-youtube-id',
    });
  });

  it('queues SoundCloud links as they are', () => {
    expect(routeLinkDrop('https://soundcloud.com/artist/song')).toEqual({
      kind: 'track',
      uri: 'https://soundcloud.com/artist/song',
      streamingServiceType: 2,
    });
    expect(routeLinkDrop('https://on.soundcloud.com/AbC12')).toMatchObject({
      streamingServiceType: 2,
    });
  });

  it('queues any other https link with type 100', () => {
    expect(routeLinkDrop(' https://radio.example/stream.mp3 ')).toEqual({
      kind: 'track',
      uri: 'https://radio.example/stream.mp3',
      streamingServiceType: 100,
    });
    expect(routeLinkDrop('https://music.youtube.com/watch?v=dQw4w9WgXcQ')).toMatchObject({
      streamingServiceType: 100,
    });
  });

  it('ignores text that is not an https URL', () => {
    expect(routeLinkDrop('')).toEqual({ kind: 'ignored', reason: 'empty' });
    expect(routeLinkDrop('never gonna give you up')).toEqual({
      kind: 'ignored',
      reason: 'invalid-url',
    });
    expect(routeLinkDrop('http://open.spotify.com/track/abc')).toEqual({
      kind: 'ignored',
      reason: 'not-https',
    });
    expect(routeLinkDrop('javascript:alert(1)')).toEqual({ kind: 'ignored', reason: 'not-https' });
    expect(routeLinkDrop('spotify:track:abc')).toEqual({ kind: 'ignored', reason: 'not-https' });
  });

  it('never throws on any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(() => routeLinkDrop(text)).not.toThrow();
      }),
      { numRuns: 500 },
    );
  });

  it('always ignores links that are not https', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.webUrl({ validSchemes: ['http', 'ftp', 'ws', 'file'] }),
          fc.string().filter((text) => !/^\s*https:/i.test(text)),
        ),
        (text) => {
          expect(routeLinkDrop(text).kind).toBe('ignored');
        },
      ),
      { numRuns: 300 },
    );
  });

  it('queues every other https link unchanged with type 100', () => {
    fc.assert(
      fc.property(
        fc
          .webUrl({ validSchemes: ['https'], withQueryParameters: true, withFragments: true })
          .filter(
            (link) =>
              !/^https:\/\/(open\.spotify|www\.youtube|youtu\.be|([a-z]+\.)?soundcloud)/.test(link),
          ),
        (link) => {
          expect(routeLinkDrop(link)).toEqual({
            kind: 'track',
            uri: new URL(link).href,
            streamingServiceType: 100,
          });
        },
      ),
    );
  });

  it('round-trips any Spotify id and type', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('track', 'album', 'artist', 'playlist'),
        fc.stringMatching(/^[A-Za-z0-9]{1,30}$/),
        fc.option(fc.stringMatching(/^[a-z0-9=&]{0,20}$/), { nil: undefined }),
        (type, id, query) => {
          const link = `https://open.spotify.com/${type}/${id}${query === undefined ? '' : `?${query}`}`;
          expect(routeLinkDrop(link)).toEqual({
            kind: type === 'track' ? 'track' : 'playlist',
            uri: `spotify:${type}:${id}`,
            streamingServiceType: 0,
          });
        },
      ),
    );
  });
});

describe('pickDropText', () => {
  it('takes the first link, skipping uri-list comments and blank values', () => {
    expect(
      pickDropText(['', '# from Spotify\r\nhttps://open.spotify.com/track/a\r\nhttps://b']),
    ).toBe('https://open.spotify.com/track/a');
    expect(pickDropText(['  https://a.example  ', 'https://b.example'])).toBe('https://a.example');
  });

  it('gives nothing for an empty drop', () => {
    expect(pickDropText([])).toBeUndefined();
    expect(pickDropText(['', '  ', '# only a comment'])).toBeUndefined();
  });
});
