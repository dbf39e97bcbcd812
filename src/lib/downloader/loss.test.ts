import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { downloaderLoss } from './loss';
import { downloaderLossText } from '../messages';

describe('downloaderLoss', () => {
  it('asks about a playlist that holds tracks or is busy, with the count', () => {
    expect(downloaderLoss({ heldTracks: 3, playlistBusy: false, trackBusy: false })).toEqual({
      kind: 'playlist',
      heldTracks: 3,
      inProgress: false,
    });
    expect(downloaderLoss({ heldTracks: 0, playlistBusy: true, trackBusy: false })).toEqual({
      kind: 'playlist',
      heldTracks: 0,
      inProgress: true,
    });
  });

  it('asks about a single track still on its way, as about a playlist', () => {
    expect(downloaderLoss({ heldTracks: 0, playlistBusy: false, trackBusy: true })).toEqual({
      kind: 'track',
    });
  });

  it('asks nothing when nothing would be lost', () => {
    expect(
      downloaderLoss({ heldTracks: 0, playlistBusy: false, trackBusy: false }),
    ).toBeUndefined();
  });
});

describe('downloaderLossText', () => {
  it('agrees in number with the held tracks', () => {
    expect(downloaderLossText({ kind: 'playlist', heldTracks: 1, inProgress: false })).toBe(
      "The 1 downloaded track of the current playlist is held only in this tab's memory and will be lost.",
    );
    expect(downloaderLossText({ kind: 'playlist', heldTracks: 7, inProgress: true })).toBe(
      "The 7 downloaded tracks of the current playlist are held only in this tab's memory and will be lost, and the download in progress stops.",
    );
  });

  it('names only what is there: a run with nothing held yet, or a single track', () => {
    expect(downloaderLossText({ kind: 'playlist', heldTracks: 0, inProgress: true })).toBe(
      "The current playlist's download in progress stops.",
    );
    expect(downloaderLossText({ kind: 'track' })).toBe(
      'The track still downloading stops and is not saved.',
    );
  });

  it('never pairs a count of 1 with a plural, nor another count with a singular', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.boolean(), (held, inProgress) => {
        const text = downloaderLossText({ kind: 'playlist', heldTracks: held, inProgress });
        expect(text.startsWith(`The ${held} downloaded `)).toBe(true);
        expect(text).toContain(held === 1 ? ' track of ' : ' tracks of ');
        expect(text).toContain(held === 1 ? ' playlist is held ' : ' playlist are held ');
      }),
    );
  });
});
