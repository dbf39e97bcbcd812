/** Toasts, titles and empty states shared by every screen (1-core §5, §8). */
import { intlLocale, t } from '../i18n';

/** Toasts and titles that are not tied to one action. */
export const GENERIC_MESSAGES = {
  get success() {
    return t('general.success');
  },
  get error() {
    return t('general.error');
  },
  get confirmTitle() {
    return t('general.confirmTitle');
  },
  get unexpectedErrorTitle() {
    return t('general.unexpectedErrorTitle');
  },
  get crossfadeUnsupported() {
    return t('general.crossfadeUnsupported');
  },
  get metadataUnsupported() {
    return t('general.metadataUnsupported');
  },
  get searchPlaceholder() {
    return t('general.searchPlaceholder');
  },
};

/** Login-code failures: 'An error occurred: {detail}'. */
export function errorWithDetail(detail: string): string {
  return t('general.errorWithDetail', { detail });
}

/** The settings screen's own toasts (the login code's failures use errorWithDetail). */
export const SETTINGS_MESSAGES = {
  get loginCodeCopied() {
    return t('general.loginCodeCopied');
  },
  get revertTitle() {
    return t('general.revertTitle');
  },
  get revertConfirm() {
    return t('general.revertConfirm');
  },
};

/**
 * Revert's question (spec: it clears all local storage and reloads): what the user loses. The
 * changed settings' names are listed as the language lists things ("Theme, Audio format").
 */
export function revertSettingsQuestion(changed: readonly string[]): string {
  if (changed.length === 0) return t('general.revertNothingChanged');
  const changes = new Intl.ListFormat(intlLocale(), { type: 'unit', style: 'short' }).format(
    changed,
  );
  return t('general.revertChanges', { count: changed.length, changes });
}

/** What a list shows when it has nothing in it. */
export const EMPTY_MESSAGES = {
  get servers() {
    return t('general.emptyServers');
  },
  get searchResults() {
    return t('general.emptySearchResults');
  },
  get queue() {
    return t('general.emptyQueue');
  },
  get lyrics() {
    return t('general.noLyrics');
  },
  get syncedLyrics() {
    return t('general.noSyncedLyrics');
  },
  get activity() {
    return t('general.emptyActivity');
  },
};

/** The red activity row of an action that was refused. */
export function unauthorisedEntry(perm: string): string {
  return t('general.unauthorisedEntry', { permission: perm });
}

/** The queue's button that loads the rest of the queue: "Load 1 more track", "Load 12 more tracks". */
export function loadMoreTracks(count: number): string {
  return t('general.loadMoreTracks', { count });
}
