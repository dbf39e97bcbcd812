/**
 * The instance page's keyboard shortcuts: which keys run what, how the ?
 * dialog shows them and what `aria-keyshortcuts` says on the controls they drive. Keys are the
 * ones people know from video and music players: J and L (or the left and right arrows) seek
 * 10 s, - and + the volume by 5, M mutes, as on YouTube; S stops and R restarts, and both still
 * ask first as the spec says. Up and Down are left alone: they scroll the page.
 */
import { t, type MessageId } from '../i18n';

/** The ? dialog's description of every shortcut, in the order a DJ reaches for them. */
export const SHORTCUT_DESCRIPTIONS = {
  togglePlayback: 'a11y.shortcutTogglePlayback',
  skip: 'a11y.shortcutSkip',
  stop: 'a11y.shortcutStop',
  restartTrack: 'a11y.shortcutRestartTrack',
  seekBack: 'a11y.shortcutSeekBack',
  seekForward: 'a11y.shortcutSeekForward',
  volumeDown: 'a11y.shortcutVolumeDown',
  volumeUp: 'a11y.shortcutVolumeUp',
  mute: 'a11y.shortcutMute',
  search: 'a11y.shortcutSearch',
  help: 'a11y.shortcutHelp',
} as const satisfies Record<string, MessageId>;

export type ShortcutAction = keyof typeof SHORTCUT_DESCRIPTIONS;

interface Shortcut {
  action: ShortcutAction;
  /** `KeyboardEvent.key` values that run it. */
  keys: readonly string[];
  /** The keys as the ? dialog shows them. */
  shown: readonly string[];
  /** The keys as `aria-keyshortcuts` names them (UI Events key values; "Plus" for +). */
  aria: string;
}

export const PLAYER_SHORTCUTS: readonly Shortcut[] = [
  { action: 'togglePlayback', keys: [' '], shown: ['Space'], aria: 'Space' },
  { action: 'skip', keys: ['n', 'N'], shown: ['N'], aria: 'N' },
  { action: 'stop', keys: ['s', 'S'], shown: ['S'], aria: 'S' },
  { action: 'restartTrack', keys: ['r', 'R'], shown: ['R'], aria: 'R' },
  { action: 'seekBack', keys: ['j', 'J', 'ArrowLeft'], shown: ['J', '←'], aria: 'J ArrowLeft' },
  {
    action: 'seekForward',
    keys: ['l', 'L', 'ArrowRight'],
    shown: ['L', '→'],
    aria: 'L ArrowRight',
  },
  { action: 'volumeDown', keys: ['-'], shown: ['-'], aria: '-' },
  { action: 'volumeUp', keys: ['+', '='], shown: ['+'], aria: 'Plus =' },
  { action: 'mute', keys: ['m', 'M'], shown: ['M'], aria: 'M' },
  { action: 'search', keys: ['/'], shown: ['/'], aria: '/' },
  { action: 'help', keys: ['?'], shown: ['?'], aria: '?' },
];

/** Seek shortcuts move this far (ms); volume shortcuts this many percent. */
export const SEEK_STEP_MS = 10_000;
export const VOLUME_STEP = 5;

/** The action a key runs, if any. */
export function shortcutForKey(key: string): ShortcutAction | undefined {
  return PLAYER_SHORTCUTS.find((shortcut) => shortcut.keys.includes(key))?.action;
}

/** `aria-keyshortcuts` of the control an action drives. */
export function ariaKeys(action: ShortcutAction): string {
  return PLAYER_SHORTCUTS.find((shortcut) => shortcut.action === action)?.aria ?? '';
}

/** A button's tooltip with its key: "Stop (S)" (a whole message, in the page's language). */
export function withShortcut(label: string, action: ShortcutAction): string {
  const shown = PLAYER_SHORTCUTS.find((shortcut) => shortcut.action === action)?.shown ?? [];
  return shown.length === 0 ? label : t('a11y.withKeys', { label, keys: shown.join(', ') });
}

/** The arrow keys seek only where they mean nothing else to the focused element. */
export function isArrowKey(key: string): boolean {
  return key === 'ArrowLeft' || key === 'ArrowRight';
}

/** The volume sliders' `aria-keyshortcuts`: the keys that change the volume anywhere on the page. */
export const VOLUME_KEYS = ['volumeDown', 'volumeUp', 'mute']
  .map((action) => ariaKeys(action as ShortcutAction))
  .join(' ');

/** The seek bar's: J and L (its own arrows are its own keys). */
export const SEEK_KEYS = 'J L';
