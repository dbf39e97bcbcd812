/** Generated lyrics: synced lines with instrumental gaps (♪), unsynced lines, or none. */
import type { LyricLine } from './model.ts';
import { createRandom, hashString } from './random.ts';

/** The character the app treats as an instrumental gap. */
export const INSTRUMENTAL = '♪';

const PHRASES = [
  'City lights are humming low',
  'I kept your letters in the snow',
  'We were running out of time',
  'Every signal in a line',
  'Hold the static, hold the sound',
  'Feet are floating off the ground',
  'Tell me where the rivers go',
  'Turn the radio up slow',
  'Paper boats on neon streams',
  'Counting satellites in dreams',
  'Say it once and say it twice',
  'Summer melting into ice',
  'All the windows painted gold',
  'Stories that we never told',
  'Dancing on the midnight train',
  'Singing softly in the rain',
  'Call my name across the bay',
  'Nothing ever goes away',
];

type LyricsKind = 'synced' | 'unsynced' | 'none';

/** Which kind a track gets, stable per track id: most are synced, some unsynced, some none. */
function lyricsKindFor(trackId: string): LyricsKind {
  const roll = hashString(`lyrics:${trackId}`) % 20;
  if (roll < 13) return 'synced';
  if (roll < 16) return 'unsynced';
  return 'none';
}

/**
 * Synced lyrics over the track's length: an intro before the first line, verses of lines 3-5 s
 * apart, an instrumental break marked ♪ in the middle, and ♪ for the outro.
 */
function syncedLyrics(trackId: string, durationMs: number): LyricLine[] {
  const random = createRandom(hashString(`words:${trackId}`));
  const lines: LyricLine[] = [];
  let at = random.int(6, 14) * 1000;
  const breakStart = Math.floor(durationMs * 0.5);
  const breakEnd = breakStart + random.int(12, 20) * 1000;
  const outro = durationMs - random.int(10, 16) * 1000;
  let inBreak = false;
  while (at < outro) {
    if (!inBreak && at >= breakStart && at < breakEnd) {
      lines.push({ words: INSTRUMENTAL, startTimeMs: at });
      inBreak = true;
      at = breakEnd;
      continue;
    }
    lines.push({ words: random.pick(PHRASES), startTimeMs: at });
    at += random.int(3000, 5200);
  }
  lines.push({ words: INSTRUMENTAL, startTimeMs: Math.max(at, outro) });
  return lines;
}

/** Lines without timing: every startTimeMs is 0, as the spec's 'No synchronised lyrics' case. */
function unsyncedLyrics(trackId: string): LyricLine[] {
  const random = createRandom(hashString(`plain:${trackId}`));
  return Array.from({ length: random.int(8, 16) }, () => ({
    words: random.pick(PHRASES),
    startTimeMs: 0,
  }));
}

/** Synced lyrics for any track long enough to hold them (the seed's choice, not the roll's). */
export function syncedLyricsFor(trackId: string, durationMs: number): LyricLine[] {
  return durationMs > 40_000 ? syncedLyrics(trackId, durationMs) : [];
}

export function lyricsFor(trackId: string, durationMs: number): LyricLine[] {
  const kind = lyricsKindFor(trackId);
  if (kind === 'synced' && durationMs > 40_000) return syncedLyrics(trackId, durationMs);
  if (kind === 'unsynced') return unsyncedLyrics(trackId);
  return [];
}
