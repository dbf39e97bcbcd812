/** Hand-built props for the instance page's presentational stories (screen stories use MSW). */
import type { PlayerTrack } from '@/components/player/track-types';
import type { ProgressSync } from '@/lib/player/progress';

export const NOW = Date.parse('2026-11-22T12:00:00Z');
export const fixedNow = () => NOW;

const cover = (seed: string) => `/mock-assets/covers/${seed}.svg`;

function track(index: number, overrides: Partial<PlayerTrack> = {}): PlayerTrack {
  return {
    id: `t${index}`,
    name: `Track number ${index}`,
    artists: ['Neon Harbor'],
    duration: 180_000 + ((index * 7919) % 120_000),
    imageUrl: cover(`album-${index % 12}`),
    uri: `spotify:track:t${index}`,
    isPlaying: false,
    streamingServiceType: 0,
    discordUsername: index % 2 ? 'Maya' : 'DJ Nova',
    discordDiscriminator: index % 2 ? '7777' : '4242',
    discordAvatarHash: null,
    ...overrides,
  };
}

export const playing = track(0, {
  name: 'Lucky Garden',
  isPlaying: true,
  duration: 254_000,
});

/** A radio as the server sends it: no length, and itself as its artist (Garage's Harbor FM). */
export const radioStation = track(2, {
  name: 'Harbor FM',
  artists: ['Harbor FM'],
  uri: 'https://radio.example.com/harbor/stream',
  streamingServiceType: 99,
  duration: 0,
  isPlaying: true,
});

export const longTextTrack = track(1, {
  // An id of its own: a list showing it beside `queue()`'s tracks keys its rows by id.
  id: 't-long',
  name: 'An Extraordinarily Long Track Title That Goes On (Extended Director’s Cut Remaster 2026)',
  artists: ['The Velvet Satellites', 'Kestrel & Fox', 'Midnight Tram', 'Sable Coast'],
  discordUsername: 'Someone With A Very Long Display Name',
});

export function queue(count: number): PlayerTrack[] {
  return Array.from({ length: count }, (_, i) => track(i + 1));
}

export const syncAt = (
  fraction: number,
  playingNow = true,
  durationMs = 254_000,
): ProgressSync => ({
  fraction,
  updatedAt: NOW,
  durationMs,
  playing: playingNow,
  rate: 100,
  tempo: 100,
});
