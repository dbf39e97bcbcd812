// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { exportDocument, exportFileName, importDocument } from './document';
import type { SavedQueue } from './types';

const queue: SavedQueue = {
  id: 'q1',
  name: 'Friday',
  savedAt: Date.UTC(2026, 10, 27, 22),
  tracks: [
    {
      uri: 'spotify:track:abc',
      name: 'One',
      artists: ['A', 'B'],
      streamingServiceType: 0,
      duration: 1,
    },
    { uri: 'dQw4w9WgXcQ', name: 'Two', artists: [], streamingServiceType: 1, duration: 2 },
    {
      uri: 'https://soundcloud.com/a/b',
      name: 'Three',
      artists: ['C'],
      streamingServiceType: 2,
      duration: 3,
    },
    {
      uri: 'https://radio.example/stream',
      name: 'Four',
      artists: [],
      streamingServiceType: 99,
      duration: 0,
    },
  ],
};

const read = (text: string) => importDocument(text, text.length, 5);
const withTracks = (tracks: unknown[]) =>
  JSON.stringify({ format: 'bot-dashboard/saved-queue', version: 1, name: 'X', tracks });

describe('export and import', () => {
  it('round-trips a saved queue', () => {
    const text = exportDocument(queue);
    expect(JSON.parse(text)).toMatchObject({ format: 'bot-dashboard/saved-queue', version: 1 });
    const { id: _id, ...rest } = queue;
    expect(read(text)).toEqual({ ok: true, queue: rest });
  });

  it('refuses what is not a saved queue', () => {
    for (const text of [
      'not json',
      '[]',
      '{"tracks":[]}',
      JSON.stringify({ format: 'other', version: 1, name: 'X', tracks: [] }),
      JSON.stringify({ format: 'bot-dashboard/saved-queue', version: 1, name: 'X', tracks: [] }),
      JSON.stringify({ format: 'bot-dashboard/saved-queue', version: '1', name: 'X', tracks: [] }),
      withTracks([
        { uri: 'spotify:track:a', name: 'N', artists: [], streamingServiceType: 7, duration: 1 },
      ]),
      withTracks([
        { uri: 'spotify:track:a', name: 1, artists: [], streamingServiceType: 0, duration: 1 },
      ]),
      withTracks([
        { uri: 'spotify:track:a', name: 'N', artists: [], streamingServiceType: 0, duration: -1 },
      ]),
    ]) {
      expect(read(text), text).toEqual({ ok: false, reason: 'notSavedQueue' });
    }
  });

  it('refuses a newer version', () => {
    const text = JSON.stringify({
      format: 'bot-dashboard/saved-queue',
      version: 2,
      name: 'X',
      tracks: [],
    });
    expect(read(text)).toEqual({ ok: false, reason: 'newerVersion' });
  });

  it('refuses a file over 2 MB before reading it, and more than 10,000 tracks', () => {
    expect(importDocument(exportDocument(queue), 2 * 1024 * 1024 + 1, 5)).toEqual({
      ok: false,
      reason: 'tooLarge',
    });
    const track = {
      uri: 'spotify:track:a',
      name: 'N',
      artists: [],
      streamingServiceType: 0,
      duration: 1,
    };
    expect(read(withTracks(Array.from({ length: 10_001 }, () => track)))).toEqual({
      ok: false,
      reason: 'tooLarge',
    });
    expect(read(withTracks(Array.from({ length: 10_000 }, () => track))).ok).toBe(true);
  });

  it('refuses the whole file for one unsafe link, naming its position', () => {
    const good = {
      uri: 'spotify:track:a',
      name: 'N',
      artists: [],
      streamingServiceType: 0,
      duration: 1,
    };
    for (const [uri, type] of [
      ['javascript:alert(1)', 100],
      ['data:text/html,<b>x</b>', 100],
      ['file:///etc/passwd', 2],
      ['/api/admin/instances', 100],
      ['https://user:pass@evil.example/x', 100],
      ['javascript:alert(1)', 1],
      ['spotify:track:a b', 0],
      ['https://open.spotify.com/track/a', 0],
    ] as const) {
      const text = withTracks([good, { ...good, uri, streamingServiceType: type }]);
      expect(read(text), uri).toEqual({ ok: false, reason: 'unsafeLink', position: 2 });
    }
  });

  it('cleans untrusted text and drops unknown fields', () => {
    const text = JSON.stringify({
      format: 'bot-dashboard/saved-queue',
      version: 1,
      name: '\u202eFriday\n<script>',
      extra: true,
      tracks: [
        {
          uri: 'spotify:track:a',
          name: 'N\u0000ame',
          artists: ['x\ty'],
          streamingServiceType: 0,
          duration: 1,
          html: '<b>',
        },
      ],
    });
    expect(read(text)).toEqual({
      ok: true,
      queue: {
        name: 'Friday <script>',
        savedAt: 5,
        tracks: [
          {
            uri: 'spotify:track:a',
            name: 'N ame',
            artists: ['x y'],
            streamingServiceType: 0,
            duration: 1,
          },
        ],
      },
    });
  });

  it('names the file after the queue, without what file systems refuse', () => {
    expect(exportFileName('Friday: 10/11 "best"')).toBe('Friday  10 11  best.queue.json');
    expect(exportFileName('///')).toBe('queue.queue.json');
  });
});
