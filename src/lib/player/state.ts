/**
 * The player's state and the track's streaming provider as the instance page shows them
 * (1-core §3 and §4).
 */
import { t, type MessageId } from '../i18n';
import { STREAMING_SERVICE } from '../queue/link-drop';

/** playerStateType by index: 0 Playing, 1 Paused, 2 Stopped (their words are in the catalogs). */
const PLAYER_STATES = ['playing', 'paused', 'stopped'] as const;
type PlayerState = (typeof PLAYER_STATES)[number];

const PLAYER_STATE_MESSAGES: Record<PlayerState | 'unknown', MessageId> = {
  playing: 'player-state.playing',
  paused: 'player-state.paused',
  stopped: 'player-state.stopped',
  unknown: 'player-state.unknown',
};

const PLAYING = 0;

/** The state's code; a playerStateType the spec does not list is 'unknown'. */
function playerState(type: number): PlayerState | 'unknown' {
  return (Number.isInteger(type) && PLAYER_STATES[type]) || 'unknown';
}

/** The state's name in the active language ('Playing'); an unlisted code reads 'Unknown'. */
export function playerStateLabel(type: number): string {
  return t(PLAYER_STATE_MESSAGES[playerState(type)]);
}

export function isPlaying(type: number): boolean {
  return type === PLAYING;
}

/** Playing shows Pause; every other state (paused, stopped, unknown) shows Resume. */
export function playbackControl(type: number): { action: 'pause' | 'resume'; label: string } {
  return isPlaying(type)
    ? { action: 'pause', label: t('player-state.pause') }
    : { action: 'resume', label: t('player-state.resume') };
}

/** Every provider code seen: the enqueue codes plus 99 for radio stations. */
export const STREAMING_PROVIDER = { ...STREAMING_SERVICE, radio: 99 } as const;
export type StreamingProviderCode = (typeof STREAMING_PROVIDER)[keyof typeof STREAMING_PROVIDER];

/** Brand names stay as they are in every language; Radio and External are words of ours. */
const PROVIDER_NAMES: Record<StreamingProviderCode, () => string> = {
  0: () => 'Spotify',
  1: () => 'YouTube',
  // The core spec spells it "Soundcloud"; the secondary spec and the brand use SoundCloud.
  2: () => 'SoundCloud',
  99: () => t('player-state.radio'),
  100: () => t('player-state.external'),
};

/** A provider code the spec lists (0, 1, 2, 99 or 100). */
export function isProviderCode(type: unknown): type is StreamingProviderCode {
  return typeof type === 'number' && Object.hasOwn(PROVIDER_NAMES, type);
}

/** The provider's name, or 'Unknown' for a code the spec does not list. */
export function providerName(type: number): string {
  return isProviderCode(type) ? PROVIDER_NAMES[type]() : t('player-state.unknown');
}

/** Only tracks with a known length (Spotify, YouTube, SoundCloud) show a progress bar. */
export function showsProgressBar(type: number): boolean {
  return (
    type === STREAMING_PROVIDER.spotify ||
    type === STREAMING_PROVIDER.youtube ||
    type === STREAMING_PROVIDER.soundcloud
  );
}

/**
 * A live stream: a radio, or any track whose length the server does not know (0). It has no
 * position to seek to or count down from, so the player shows LIVE instead of a frozen 0:00.
 */
export function isLiveStream(type: number, durationMs: number): boolean {
  return type === STREAMING_PROVIDER.radio || !(durationMs > 0);
}
