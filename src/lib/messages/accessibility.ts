/**
 * What keyboard and screen-reader users read and hear (issue #33): the skip links, the names of
 * the page's landmarks, the player's keyboard shortcuts and the sentences of the page's polite
 * live region. None of these is quoted by the spec; they follow its tone. Read lazily from the
 * catalogs (getters and functions), in the page's language.
 */
import { t } from '../i18n';

/** The links at the top of every signed-in page, shown when focused. */
export const SKIP_LINKS = {
  get player() {
    return t('a11y.skipToPlayer');
  },
  get queue() {
    return t('a11y.skipToQueue');
  },
  get main() {
    return t('a11y.skipToMain');
  },
};

/** Landmark names: each says what it holds. */
export const LANDMARKS = {
  get player() {
    return t('player.region');
  },
  get queue() {
    return t('a11y.queueRegion');
  },
  get skipLinks() {
    return t('a11y.skipLinks');
  },
};

/** The ? dialog: every shortcut of the instance page, in the order a DJ reaches for them. */
export const SHORTCUT_DESCRIPTIONS = {
  get togglePlayback() {
    return t('a11y.shortcutTogglePlayback');
  },
  get skip() {
    return t('a11y.shortcutSkip');
  },
  get stop() {
    return t('a11y.shortcutStop');
  },
  get restartTrack() {
    return t('a11y.shortcutRestartTrack');
  },
  get seekBack() {
    return t('a11y.shortcutSeekBack');
  },
  get seekForward() {
    return t('a11y.shortcutSeekForward');
  },
  get volumeDown() {
    return t('a11y.shortcutVolumeDown');
  },
  get volumeUp() {
    return t('a11y.shortcutVolumeUp');
  },
  get mute() {
    return t('a11y.shortcutMute');
  },
  get search() {
    return t('a11y.shortcutSearch');
  },
  get help() {
    return t('a11y.shortcutHelp');
  },
};

export const SHORTCUTS_HELP = {
  get title() {
    return t('a11y.shortcutsTitle');
  },
  get description() {
    return t('a11y.shortcutsDescription');
  },
};

/** The drag handle's accessible description: how to move a track without a mouse. */
export function moveInstructions(): string {
  return t('a11y.moveInstructions');
}

/** The live region's sentences. */
export function movedTo(title: string, position: number, total: number): string {
  return t('a11y.movedTo', { title, position, total });
}

export function moveCancelled(): string {
  return t('a11y.moveCancelled');
}

export function nowPlaying(title: string, artists: string): string {
  return artists === ''
    ? t('a11y.nowPlayingTitle', { title })
    : t('a11y.nowPlaying', { title, artists });
}

/** A volume shortcut's result, as the slider reads it: "Volume 45%". */
export function volumeAt(percent: number): string {
  return t('a11y.volumeAt', { percent });
}

export function muted(): string {
  return t('a11y.muted');
}

export function unmutedAt(percent: number): string {
  return t('a11y.unmutedAt', { percent });
}

/** A seek shortcut's result, as the seek bar reads it: "Position 1:23 of 3:45". */
export function positionAt(elapsed: string, total: string): string {
  return t('a11y.positionAt', { elapsed, total });
}

/** A button's tooltip with its keys: "Stop (S)". */
export function withKeys(label: string, keys: string): string {
  return t('a11y.withKeys', { label, keys });
}
