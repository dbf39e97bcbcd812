/**
 * What keyboard and screen-reader users read and hear (issue #33): the skip links, the names of
 * the page's landmarks, the player's keyboard shortcuts and the sentences of the page's polite
 * live region. None of these is quoted by the spec; they follow its tone.
 */

/** The links at the top of every signed-in page, shown when focused. */
export const SKIP_LINKS = {
  player: 'Skip to player',
  queue: 'Skip to queue',
  main: 'Skip to main content',
} as const;

/** Landmark names: each says what it holds. */
export const LANDMARKS = {
  player: 'Player',
  nowPlaying: 'Now playing',
  queue: 'Queue',
  skipLinks: 'Skip links',
} as const;

/** The ? dialog: every shortcut of the instance page, in the order a DJ reaches for them. */
export const SHORTCUT_DESCRIPTIONS = {
  togglePlayback: 'Pause or resume',
  skip: 'Skip the current track',
  stop: 'Stop (asks first)',
  restartTrack: 'Restart the track (asks first)',
  seekBack: 'Back 10 seconds',
  seekForward: 'Forward 10 seconds',
  volumeDown: 'Volume down 5',
  volumeUp: 'Volume up 5',
  mute: 'Mute or unmute',
  search: 'Search',
  help: 'Show these shortcuts',
} as const;

export const SHORTCUTS_HELP = {
  title: 'Keyboard shortcuts',
  description:
    'They do nothing while you are typing, while a dialog is open, or while a slider or a queue handle has focus (the arrows move those).',
} as const;

/** The drag handle's accessible description: how to move a track without a mouse. */
export const MOVE_INSTRUCTIONS =
  'Press the up or down arrow to move the track one place; each move is saved. While dragging with the mouse, press Escape to put it back.';

/** The live region's sentences. */
export function movedTo(title: string, position: number, total: number): string {
  return `Moved ${title} to position ${position} of ${total}`;
}

export const MOVE_CANCELLED = 'Move cancelled';

export function nowPlaying(title: string, artists: string): string {
  return artists === '' ? `Now playing ${title}` : `Now playing ${title} by ${artists}`;
}

/** A volume shortcut's result, as the slider reads it: "Volume 45%". */
export function volumeAt(percent: number): string {
  return `Volume ${percent}%`;
}

export const MUTED = 'Muted';

export function unmutedAt(percent: number): string {
  return `Unmuted, volume ${percent}%`;
}

/** A seek shortcut's result, as the seek bar reads it: "1:23 of 3:45". */
export function positionAt(elapsed: string, total: string): string {
  return `Position ${elapsed} of ${total}`;
}
