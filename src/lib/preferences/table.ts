/**
 * Every user preference the dashboard keeps in local storage: key, default, type, bounds or
 * options (spec 1-core §3 and §5, 2-secondary §9), where it sits on the settings screen, and when
 * a change takes effect. Values are stored as plain strings ("true", "2500", "bottom-center").
 * Nothing here touches `window`: callers pass the storage in.
 */
import { DEFAULT_LANGUAGE, LANGUAGES } from '../i18n/languages';

/**
 * The cards of the settings screen, plus the downloader page for the download* keys and the
 * layout's own controls (the left column's "Hide servers"), which are set where they show.
 */
export type SettingsCard =
  'theme' | 'queue' | 'lyrics' | 'display' | 'search' | 'notification' | 'sidebar' | 'actions';
export type PreferenceCard = SettingsCard | 'downloader' | 'layout';

/** Card titles as the settings screen shows them. */
export const SETTINGS_CARD_TITLES: Record<SettingsCard, string> = {
  theme: 'Theme',
  queue: 'Song queue behaviour',
  lyrics: 'Lyrics settings',
  display: 'Display settings',
  search: 'Search settings',
  notification: 'Notification settings',
  sidebar: 'Sidebar settings',
  actions: 'Actions',
};

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

/**
 * When a change takes effect. Every change is saved at once; 'on-apply' settings (notification
 * and sidebar) take effect when the user presses Apply, which reloads the page; 'reload' reloads
 * at once (lowercase aesthetic).
 */
export type ApplyMode = 'immediate' | 'on-apply' | 'reload';

interface BasePreference {
  label: string;
  card: PreferenceCard;
  apply: ApplyMode;
}
export interface BooleanPreference extends BasePreference {
  kind: 'boolean';
  default: boolean;
}
export interface NumberPreference extends BasePreference {
  kind: 'number';
  default: number;
  min: number;
  max: number;
  step: number;
  /** Suffix for the shown value ("2500ms"). */
  unit?: 'ms';
}
export interface OptionPreference<V extends string = string> extends BasePreference {
  kind: 'option';
  default: V;
  options: readonly { value: V; label: string }[];
}
export type PreferenceDefinition = BooleanPreference | NumberPreference | OptionPreference;

const on = (
  label: string,
  card: PreferenceCard,
  value: boolean,
  apply: ApplyMode = 'immediate',
): BooleanPreference => ({ kind: 'boolean', label, card, apply, default: value });

const range = (
  label: string,
  card: PreferenceCard,
  value: number,
  [min, max, step]: [number, number, number],
  extra: { apply?: ApplyMode; unit?: 'ms' } = {},
): NumberPreference => ({
  kind: 'number',
  label,
  card,
  apply: extra.apply ?? 'immediate',
  default: value,
  min,
  max,
  step,
  ...(extra.unit ? { unit: extra.unit } : {}),
});

const choice = <const V extends string>(
  label: string,
  card: PreferenceCard,
  value: NoInfer<V>,
  options: readonly { value: V; label: string }[],
  apply: ApplyMode = 'immediate',
): OptionPreference<V> => ({ kind: 'option', label, card, apply, default: value, options });

/**
 * Every preference but the theme, in the order the settings cards list them. The downloader's
 * controls read their rows from here; the whole table, theme included, is
 * `createPreferenceTable`'s.
 */
export const PREFERENCES = {
  // Song queue behaviour
  dragSongBehaviour: on('Dragged songs play next', 'queue', true),
  queuedTrackNum: range('Queued tracks shown', 'queue', 50, [1, 100, 1]),
  recentTrackNum: range('Recently played tracks', 'queue', 5, [1, 100, 1]),
  popularTrackNum: range('Most popular tracks', 'queue', 5, [1, 100, 1]),
  randomTrackNum: range('Random tracks', 'queue', 10, [1, 100, 1]),

  // Lyrics settings
  lyricsOffset: range('Lyrics offset', 'lyrics', -1000, [-5000, 5000, 200], { unit: 'ms' }),
  lyricsBuffer: range('Lines shown each side', 'lyrics', 4, [1, 10, 1]),
  lyricsProgressType: choice('Lyric progress', 'lyrics', 'instrumental', [
    { value: 'none', label: 'None' },
    { value: 'instrumental', label: 'Instrumental' },
    { value: 'all', label: 'All' },
  ]),
  lyricsCountdown: on('Countdown before the first line', 'lyrics', false),
  lyricsDebug: on('Show lyric timings (debug)', 'lyrics', false),

  // Display settings
  specialEffectsEnabled: on('Special effects', 'display', true),
  lowercaseAesthetic: on('Lowercase aesthetic', 'display', false, 'reload'),

  // Search settings
  searchRadioNum: range('Radio stations', 'search', 10, [1, 50, 1]),
  searchArtistNum: range('Artists', 'search', 5, [1, 50, 1]),
  searchTrackNum: range('Tracks', 'search', 10, [1, 50, 1]),
  searchAlbumNum: range('Albums', 'search', 10, [1, 50, 1]),
  searchPlaylistNum: range('Playlists', 'search', 10, [1, 50, 1]),

  // Notification settings (take effect on Apply)
  notificationPosition: choice(
    'Position',
    'notification',
    'bottom-center',
    [
      { value: 'bottom-left', label: 'Bottom left' },
      { value: 'bottom-center', label: 'Bottom center' },
      { value: 'bottom-right', label: 'Bottom right' },
      { value: 'top-left', label: 'Top left' },
      { value: 'top-center', label: 'Top center' },
      { value: 'top-right', label: 'Top right' },
    ],
    'on-apply',
  ),
  notificationTheme: choice(
    'Notification theme',
    'notification',
    'colored',
    [
      { value: 'colored', label: 'Colored' },
      { value: 'light', label: 'Light' },
      { value: 'dark', label: 'Dark' },
    ],
    'on-apply',
  ),
  notificationLimit: range('Notifications shown at once', 'notification', 5, [1, 10, 1], {
    apply: 'on-apply',
  }),
  notificationStack: on('Stack notifications', 'notification', true, 'on-apply'),
  // 0 keeps a notification until it is dismissed (react-toastify's autoClose: false).
  notificationTimeout: range('Notification time', 'notification', 2500, [0, 10000, 250], {
    apply: 'on-apply',
    unit: 'ms',
  }),

  // Sidebar settings (take effect on Apply)
  sidebarShowAvatars: on('Show listener avatars', 'sidebar', true, 'on-apply'),
  sidebarShowTracks: on('Show current tracks', 'sidebar', true, 'on-apply'),

  // The left column's "Hide servers" (not in the spec's table: the spec only says a collapsed
  // sidebar renders nothing). Remembered like every other preference, so the list stays hidden
  // after a reload, and Revert brings it back with the rest.
  serverListHidden: on('Server list hidden', 'layout', false),

  // Downloader page (2-secondary §2, §9). Auto retry and auto zip default off: both start work
  // the user did not ask for.
  downloadFormat: choice('Audio output format', 'downloader', 'wav', [
    { value: 'wav', label: 'Waveform (.wav)' },
    { value: 'mp3', label: 'MP3 (.mp3)' },
    { value: 'ogg', label: 'Ogg (.ogg)' },
  ]),
  downloadAutoRetry: on('Automatically retry failed jobs', 'downloader', false),
  downloadAutoZip: on(
    'Automatically generate .zip file when all jobs complete',
    'downloader',
    false,
  ),
  downloadRequestTimeout: range('Timeout', 'downloader', 10000, [10000, 120000, 1000], {
    unit: 'ms',
  }),
  downloadJobInterval: range('Interval', 'downloader', 0, [0, 60000, 1000], { unit: 'ms' }),
} as const satisfies Record<string, PreferenceDefinition>;

/**
 * What the table needs to know of the themes (1-core §5): their ids with the labels the settings
 * screen shows, and the default. They belong to the theme registry (src/themes/themes.ts), and lib
 * imports nothing of ours, so the caller passes them in: the registry stays the only list of
 * theme ids, and these rules are tested on a registry of their own.
 */
export interface ThemeChoices {
  defaultId: string;
  options: readonly { value: string; label: string }[];
}

/**
 * The language choice (issue 31): every language of src/lib/i18n/languages.ts, each named in
 * itself. The default is the reader's browser language when we have it (the caller matches
 * navigator.languages), else English; QA languages (the pseudo-locale) only where asked
 * (development builds and Storybook). A change reloads the page, which then speaks it.
 */
export interface LanguageChoices {
  defaultCode?: string;
  includeQa?: boolean;
}

/** The whole table: the theme first (its own card), then every other preference. */
export function createPreferenceTable(themes: ThemeChoices, languages: LanguageChoices = {}) {
  return {
    theme: choice('Theme', 'theme', themes.defaultId, themes.options),
    language: choice(
      'Language',
      'display',
      languages.defaultCode ?? DEFAULT_LANGUAGE,
      LANGUAGES.filter((language) => languages.includeQa || !('qaOnly' in language)).map(
        (language) => ({ value: language.code as string, label: language.name }),
      ),
      'reload',
    ),
    ...PREFERENCES,
  };
}

export type PreferenceTable = ReturnType<typeof createPreferenceTable>;
type Definitions = PreferenceTable;
export type PreferenceKey = keyof Definitions;

/** The value type of each preference: boolean, number, or the union of its option values. */
export type Preferences = {
  [K in PreferenceKey]: Definitions[K] extends OptionPreference<infer V>
    ? V
    : Definitions[K] extends NumberPreference
      ? number
      : boolean;
};

export const PREFERENCE_KEYS: readonly PreferenceKey[] = [
  'theme',
  'language',
  ...(Object.keys(PREFERENCES) as (keyof typeof PREFERENCES)[]),
];

/** Every preference at its default. */
export function defaultPreferences(table: PreferenceTable): Preferences {
  return Object.fromEntries(PREFERENCE_KEYS.map((key) => [key, table[key].default])) as Preferences;
}

/** The keys shown on one card (or on the downloader page), in display order. */
export function preferencesForCard(table: PreferenceTable, card: PreferenceCard): PreferenceKey[] {
  return PREFERENCE_KEYS.filter((key) => table[key].card === card);
}
