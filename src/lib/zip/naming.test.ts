import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  joinArtists,
  sanitizeFileStem,
  singleTrackFileName,
  uniqueFileNames,
  zipArchiveName,
  zipEntryName,
} from './naming';

// Property tests run hundreds of cases; leave room for a busy CI machine.
vi.setConfig({ testTimeout: 30_000 });

// eslint-disable-next-line no-control-regex -- the characters a file system refuses
const REFUSED = /[\\/:*?"<>|\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const RESERVED = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(\.|$)/i;

function expectSafe(name: string) {
  expect(name).not.toMatch(REFUSED);
  expect(name.length).toBeGreaterThan(0);
  expect(name).not.toMatch(/^[. ]|[. ]$/);
  expect(name).not.toMatch(RESERVED);
  expect(new TextEncoder().encode(name).length).toBeLessThanOrEqual(255);
}

describe('zip entry names', () => {
  it("reads '{NNN} {track} by {artists}.{ext}'", () => {
    expect(zipEntryName(7, 'Bohemian Rhapsody', ['Queen'], 'wav')).toBe(
      '007 Bohemian Rhapsody by Queen.wav',
    );
    expect(
      zipEntryName(12, 'Under Pressure', [{ name: 'Queen' }, { name: 'David Bowie' }], 'mp3'),
    ).toBe('012 Under Pressure by Queen, David Bowie.mp3');
    expect(zipEntryName(1000, 'Song', 'A, B', 'ogg')).toBe('1000 Song by A, B.ogg');
  });

  it("replaces '?' and every other refused character with '_'", () => {
    expect(zipEntryName(1, 'Why?', ['Who?'], 'wav')).toBe('001 Why_ by Who_.wav');
    expect(zipEntryName(2, 'AC/DC: "Live" <1991> | *\\', ['x'], 'wav')).toBe(
      '002 AC_DC_ _Live_ _1991_ _ __ by x.wav',
    );
    expect(zipEntryName(3, 'tab\there\u202Evaw.exe', [], 'wav')).toBe('003 tab_here_vaw.exe.wav');
  });

  it('leaves out the artists when there are none and names untitled tracks', () => {
    expect(zipEntryName(4, 'Solo', [], 'wav')).toBe('004 Solo.wav');
    expect(zipEntryName(5, '  ', null, 'wav')).toBe('005 Untitled.wav');
  });
});

describe('archive and single-track names', () => {
  it("reads '{playlist} by {owner}.zip'", () => {
    expect(zipArchiveName('Road Trip?', 'spotify')).toBe('Road Trip_ by spotify.zip');
    expect(zipArchiveName('', '')).toBe('playlist.zip');
  });

  it("reads '{title} by {artists}.{ext}' or 'output.{ext}'", () => {
    expect(
      singleTrackFileName({ title: 'Yesterday', artists: [{ name: 'The Beatles' }] }, 'wav'),
    ).toBe('Yesterday by The Beatles.wav');
    expect(singleTrackFileName(undefined, 'mp3')).toBe('output.mp3');
    expect(singleTrackFileName({ title: '' }, 'ogg')).toBe('output.ogg');
  });

  it('keeps names loadable on Windows', () => {
    expect(sanitizeFileStem('CON')).toBe('CON_');
    expect(sanitizeFileStem('nul.tar')).toBe('nul_.tar');
    expect(sanitizeFileStem('...Baby One More Time...')).toBe('___Baby One More Time');
    expect(sanitizeFileStem('  spaced  . . ')).toBe('spaced');
    expect(singleTrackFileName({ title: 'com1' }, 'wav')).toBe('com1_.wav');
  });

  it('cuts very long names without splitting characters', () => {
    const stem = sanitizeFileStem('🎵'.repeat(100));
    expect(new TextEncoder().encode(stem).length).toBeLessThanOrEqual(200);
    expect(stem).toBe('🎵'.repeat(50));
  });
});

describe('uniqueFileNames', () => {
  it("appends ' (2)', ' (3)' to repeats, ignoring case", () => {
    expect(uniqueFileNames(['a.wav', 'A.wav', 'a.wav', 'a (2).wav', 'b.wav'])).toEqual([
      'a.wav',
      'A (2).wav',
      'a (3).wav',
      'a (2) (2).wav',
      'b.wav',
    ]);
  });
});

describe('properties', () => {
  const text = fc.string({ unit: 'binary', maxLength: 300 });
  const artists = fc.oneof(fc.array(text, { maxLength: 4 }), text, fc.constant(undefined));

  it('never produces an empty, refused or reserved name', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        text,
        artists,
        text,
        (n, title, who, owner) => {
          expectSafe(zipEntryName(n, title, who, 'wav'));
          expectSafe(zipArchiveName(title, owner));
          expectSafe(singleTrackFileName({ title, artists: who }, 'mp3'));
          expectSafe(sanitizeFileStem(title) || 'x');
        },
      ),
      { numRuns: 300 },
    );
  });

  it('names within one archive are unique whatever the tracks are called', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('a', 'A', 'a?', 'a*', 'b', ''), artists)),
        (tracks) => {
          const names = uniqueFileNames(
            tracks.map(([title, who]) => zipEntryName(1, title, who, 'wav')),
          );
          expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(names.length);
          names.forEach(expectSafe);
        },
      ),
    );
  });

  it('joins artists with a comma and a space', () => {
    expect(joinArtists(['A', { name: 'B' }, ' '])).toBe('A, B');
  });
});
