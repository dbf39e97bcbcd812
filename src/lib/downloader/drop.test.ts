import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { parseDownloaderDrop } from './drop';

// The spec's messages, as an English reader sees them.
const UNSUPPORTED_SERVICE_MESSAGE = 'Unsupported URI - Spotify only';
const UNSUPPORTED_TYPE_MESSAGE = 'Unsupported URI - must be a track or playlist';

// Property tests run hundreds of cases; leave room for a busy CI machine.
vi.setConfig({ testTimeout: 30_000 });

describe('parseDownloaderDrop', () => {
  it('accepts Spotify tracks and playlists', () => {
    expect(parseDownloaderDrop(['https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC'])).toEqual({
      kind: 'track',
      id: '4uLU6hMCjMI75M1A2tKUQC',
    });
    expect(parseDownloaderDrop(['https://open.spotify.com/playlist/37i9dQZF1DX?si=ab#x'])).toEqual({
      kind: 'playlist',
      id: '37i9dQZF1DX',
    });
    expect(parseDownloaderDrop(['https://open.spotify.com/intl-fr/track/abc'])).toEqual({
      kind: 'track',
      id: 'abc',
    });
  });

  it('shows the service error for anything not from the Spotify web address', () => {
    for (const item of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'http://open.spotify.com/track/abc',
      'spotify:track:abc',
      'https://open.spotify.com.evil.example/track/abc',
      '',
      42,
      { kind: 'file' },
    ]) {
      expect(parseDownloaderDrop([item])).toEqual({
        kind: 'error',
        message: 'Unsupported URI - Spotify only',
      });
    }
  });

  it('shows the type error for albums, artists and other types', () => {
    for (const type of ['album', 'artist', 'episode', 'user']) {
      expect(parseDownloaderDrop([`https://open.spotify.com/${type}/abc`])).toEqual({
        kind: 'error',
        message: 'Unsupported URI - must be a track or playlist',
      });
    }
  });

  it('silently ignores other shapes and empty drops', () => {
    for (const item of [
      'https://open.spotify.com/',
      'https://open.spotify.com/track',
      'https://open.spotify.com/track/',
      'https://open.spotify.com/track/abc/',
      'https://open.spotify.com/album/abc/def',
    ]) {
      expect(parseDownloaderDrop([item])).toEqual({ kind: 'ignored' });
    }
    expect(parseDownloaderDrop([])).toEqual({ kind: 'ignored' });
  });

  it('never throws, and only Spotify web addresses get past the service check', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string({ unit: 'binary' }), fc.anything({ maxDepth: 1 }))),
        (items) => {
          const result = parseDownloaderDrop(items);
          const first: unknown = items[0];
          const fromSpotify =
            typeof first === 'string' && first.trim().startsWith('https://open.spotify.com/');
          if (items.length > 0 && !fromSpotify) {
            expect(result).toEqual({ kind: 'error', message: UNSUPPORTED_SERVICE_MESSAGE });
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('sorts every Spotify address into the right outcome', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[A-Za-z0-9_-]{0,8}$/), { maxLength: 4 }),
        fc.option(fc.stringMatching(/^[?#][a-z=&]{0,8}$/), { nil: '' }),
        (segments, suffix) => {
          const result = parseDownloaderDrop([
            `https://open.spotify.com/${segments.join('/')}${suffix}`,
          ]);
          const locale = /^intl-[a-z-]+$/i.test(segments[0] ?? '');
          const [type, id] = locale ? segments.slice(1) : segments;
          const length = locale ? segments.length - 1 : segments.length;
          if (length !== 2 || !id) expect(result).toEqual({ kind: 'ignored' });
          else if (type === 'track' || type === 'playlist')
            expect(result).toEqual({ kind: type, id });
          else expect(result).toEqual({ kind: 'error', message: UNSUPPORTED_TYPE_MESSAGE });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('always recovers the id of a well-formed track or playlist link', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('track' as const, 'playlist' as const),
        fc.stringMatching(/^[A-Za-z0-9]{1,22}$/),
        (type, id) => {
          expect(parseDownloaderDrop([`https://open.spotify.com/${type}/${id}?si=1`])).toEqual({
            kind: type,
            id,
          });
        },
      ),
    );
  });
});
