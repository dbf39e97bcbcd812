/** The settings screen's cards: which there are, their titles, and how its columns hold them. */
import type { MessageId } from '../i18n/i18n';

/**
 * The cards of the settings screen, plus the downloader page for the download* keys and the
 * layout's own controls (the left column's "Hide servers"), which are set where they show.
 */
export type SettingsCard =
  'theme' | 'queue' | 'lyrics' | 'display' | 'search' | 'notification' | 'sidebar' | 'actions';
export type PreferenceCard = SettingsCard | 'downloader' | 'layout';

/** Each card's title: a message id, read with `t()` where the screen shows it. */
export const SETTINGS_CARD_TITLES = {
  theme: 'preferences.cardTheme',
  queue: 'preferences.cardQueue',
  lyrics: 'preferences.cardLyrics',
  display: 'preferences.cardDisplay',
  search: 'preferences.cardSearch',
  notification: 'preferences.cardNotification',
  sidebar: 'preferences.cardSidebar',
  actions: 'preferences.cardActions',
} as const satisfies Record<SettingsCard, MessageId>;

/** The four columns of the settings screen, left to right, cards top to bottom. */
export const SETTINGS_COLUMNS: readonly (readonly SettingsCard[])[] = [
  ['theme', 'queue', 'lyrics'],
  ['display', 'search'],
  ['notification', 'sidebar'],
  ['actions'],
];

/** True for the cards the settings screen shows (not the downloader's or the layout's). */
export function isSettingsCard(card: PreferenceCard): card is SettingsCard {
  return SETTINGS_COLUMNS.some((column) => column.includes(card as SettingsCard));
}
