/** Toasts, titles and empty states shared by every screen (1-core §5, §8). */
import { NO_LYRICS_MESSAGE, NO_SYNCED_LYRICS_MESSAGE } from '../lyrics-window';
import { METADATA_UNSUPPORTED_MESSAGE } from '../metadata-uri';

/** Toasts and titles that are not tied to one action. */
export const GENERIC_MESSAGES = {
  success: 'Success!',
  error: 'An error occurred',
  confirmTitle: 'Are you sure?',
  unexpectedErrorTitle: 'Unexpected Application Error!',
  crossfadeUnsupported: 'Crossfade is currently not supported, sorry!',
  metadataUnsupported: METADATA_UNSUPPORTED_MESSAGE,
  searchPlaceholder: 'Search for a song or playlist',
} as const;

/** Login-code failures: 'An error occurred: {detail}'. */
export function errorWithDetail(detail: string): string {
  return `${GENERIC_MESSAGES.error}: ${detail}`;
}

/** The settings screen's own toasts (the login code's failures use errorWithDetail). */
export const SETTINGS_MESSAGES = {
  loginCodeCopied: 'Login code copied',
  revertTitle: 'Revert settings?',
  revertConfirm: 'Revert settings',
} as const;

/** Revert's question (spec: it clears all local storage and reloads): what the user loses. */
export function revertSettingsQuestion(changed: readonly string[]): string {
  const reload = 'Every setting goes back to its default and the page reloads.';
  if (changed.length === 0) return `Every setting is already at its default. ${reload}`;
  return `${reload} Your ${changed.length === 1 ? 'change' : `${changed.length} changes`} will be lost: ${changed.join(', ')}.`;
}

/** What a list shows when it has nothing in it. */
export const EMPTY_MESSAGES = {
  servers: 'No servers found.',
  searchResults: 'No results found',
  queue: 'No tracks in the queue. Any tracks you queue up will appear here.',
  lyrics: NO_LYRICS_MESSAGE,
  syncedLyrics: NO_SYNCED_LYRICS_MESSAGE,
  activity: "Nothing's happened yet.",
} as const;

/** The red activity row of an action that was refused. */
export function unauthorisedEntry(perm: string): string {
  return `Unauthorised: ${perm}`;
}

/** The queue's button that loads the rest of the queue. */
export function loadMoreTracks(count: number): string {
  return `Load ${count} more tracks`;
}
