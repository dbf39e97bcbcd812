import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  canGoBack,
  closeBreadcrumbs,
  currentBreadcrumb,
  labelTopBreadcrumb,
  parseMetadataUri,
  popBreadcrumb,
  pushBreadcrumb,
  truncateBreadcrumbs,
  type BreadcrumbStack,
} from './uri';

// Property tests run hundreds of cases; leave room for a busy CI machine.
vi.setConfig({ testTimeout: 30_000 });

describe('parseMetadataUri', () => {
  it('reads Spotify tracks, albums, artists and playlists', () => {
    expect(parseMetadataUri('spotify:album:1DFixLWuPkv3KT3TnV35m3')).toEqual({
      ok: true,
      type: 'album',
      id: '1DFixLWuPkv3KT3TnV35m3',
      uri: 'spotify:album:1DFixLWuPkv3KT3TnV35m3',
    });
    for (const type of ['track', 'artist', 'playlist']) {
      expect(parseMetadataUri(`spotify:${type}:x1`)).toMatchObject({ ok: true, type, id: 'x1' });
    }
  });

  it.each([
    'spotify:episode:abc',
    'spotify:track',
    'spotify:track:',
    'spotify:user:someone:playlist:abc',
    'dQw4w9WgXcQ',
    'https://soundcloud.com/a/b',
    'youtube:track:abc',
    '',
  ])('shows the unsupported message for %j', (uri) => {
    expect(parseMetadataUri(uri)).toEqual({
      ok: false,
      message: 'This view only supports Spotify.',
    });
  });

  it('never throws and accepts only 3-part uris of a known type', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (uri) => {
        const result = parseMetadataUri(uri);
        if (result.ok) {
          expect(uri.split(':')).toHaveLength(3);
          expect(['track', 'album', 'artist', 'playlist']).toContain(result.type);
        }
      }),
    );
  });
});

describe('breadcrumbs', () => {
  const track = { uri: 'spotify:track:t', label: 'Song' };
  const album = { uri: 'spotify:album:a', label: 'Album' };
  const artist = { uri: 'spotify:artist:r' };

  it('pushes views, goes back one at a time and closes when the last is popped', () => {
    let stack: BreadcrumbStack = [];
    stack = pushBreadcrumb(stack, track);
    expect(canGoBack(stack)).toBe(false);
    stack = pushBreadcrumb(stack, album);
    stack = pushBreadcrumb(stack, artist);
    expect(currentBreadcrumb(stack)).toEqual(artist);
    expect(canGoBack(stack)).toBe(true);
    stack = popBreadcrumb(stack);
    expect(stack).toEqual([track, album]);
    stack = popBreadcrumb(popBreadcrumb(stack));
    expect(stack).toEqual([]);
    expect(currentBreadcrumb(stack)).toBeUndefined();
  });

  it('does not stack the open view on itself', () => {
    const stack = pushBreadcrumb([track], { uri: track.uri });
    expect(stack).toEqual([track]);
  });

  it('truncates to a clicked breadcrumb', () => {
    const stack = [track, album, artist];
    expect(truncateBreadcrumbs(stack, 0)).toEqual([track]);
    expect(truncateBreadcrumbs(stack, 1)).toEqual([track, album]);
    expect(truncateBreadcrumbs(stack, 2)).toBe(stack);
    expect(truncateBreadcrumbs(stack, 7)).toBe(stack);
    expect(truncateBreadcrumbs(stack, -1)).toBe(stack);
  });

  it('labels the open view once it has loaded', () => {
    expect(labelTopBreadcrumb([track, artist], 'Artist')).toEqual([
      track,
      { uri: artist.uri, label: 'Artist' },
    ]);
    expect(labelTopBreadcrumb([], 'x')).toEqual([]);
  });

  it('clears everything on close', () => {
    expect(closeBreadcrumbs()).toEqual([]);
  });

  it('keeps earlier entries untouched whatever happens on top', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constant('back'), fc.nat(5), fc.stringMatching(/^[a-c]$/)), {
          maxLength: 30,
        }),
        (steps) => {
          let stack: BreadcrumbStack = [];
          for (const step of steps) {
            const before = stack;
            if (step === 'back') stack = popBreadcrumb(stack);
            else if (typeof step === 'number') stack = truncateBreadcrumbs(stack, step);
            else stack = pushBreadcrumb(stack, { uri: `spotify:track:${step}` });
            const kept = Math.min(before.length, stack.length);
            expect(stack.slice(0, kept)).toEqual(before.slice(0, kept));
            const uris = stack.map((crumb) => crumb.uri);
            expect(uris.some((uri, i) => uri === uris[i + 1])).toBe(false);
            expect(stack.length - before.length).toBeLessThanOrEqual(1);
          }
        },
      ),
    );
  });
});
