/**
 * The preference table: every user preference the dashboard keeps in local storage, with its key,
 * default, bounds or options (spec 1-core §3 and §5, 2-secondary §9), its card and when a change
 * takes effect; the keys, the value type of each, and the defaults. What a row is (its kinds and
 * labels) is definitions.ts; the settings screen's cards are settings-cards.ts.
 */
import type { MessageId } from '../i18n/i18n';
import { DEFAULT_LANGUAGE, LANGUAGE_LIST } from '../i18n/language-list';
import {
  labelled,
  type ApplyMode,
  type BooleanPreference,
  type NumberPreference,
  type OptionPreference,
  type PreferenceDefinition,
} from './definitions';
import { QUEUED_TRACK_NUM } from './numbers';
import type { PreferenceCard } from './settings-cards';

/** An option whose label is a message of the catalog. */
const option = <const V extends string>(value: V, labelId: MessageId) =>
  labelled({ value }, labelId);

const on = (
  label: MessageId,
  card: PreferenceCard,
  value: boolean,
  apply: ApplyMode = 'immediate',
): BooleanPreference => labelled({ kind: 'boolean' as const, card, apply, default: value }, label);

const range = (
  label: MessageId,
  card: PreferenceCard,
  value: number,
  [min, max, step]: [number, number, number],
  extra: { apply?: ApplyMode; unit?: 'ms' } = {},
): NumberPreference =>
  labelled(
    {
      kind: 'number' as const,
      card,
      apply: extra.apply ?? 'immediate',
      default: value,
      min,
      max,
      step,
      ...(extra.unit ? { unit: extra.unit } : {}),
    },
    label,
  );

const choice = <const V extends string>(
  label: MessageId,
  card: PreferenceCard,
  value: NoInfer<V>,
  options: readonly { value: V; readonly label: string }[],
  apply: ApplyMode = 'immediate',
): OptionPreference<V> =>
  labelled({ kind: 'option' as const, card, apply, default: value, options }, label);

/**
 * Every preference but the theme, in the order the settings cards list them. The downloader's
 * controls read their rows from here; the whole table, theme included, is
 * `createPreferenceTable`'s.
 */
export const PREFERENCES = {
  // Song queue behaviour
  dragSongBehaviour: on('preferences.dragSongBehaviour', 'queue', true),
  queuedTrackNum: range('preferences.queuedTrackNum', 'queue', QUEUED_TRACK_NUM.default, [
    QUEUED_TRACK_NUM.min,
    QUEUED_TRACK_NUM.max,
    QUEUED_TRACK_NUM.step,
  ]),
  recentTrackNum: range('preferences.recentTrackNum', 'queue', 5, [1, 100, 1]),
  popularTrackNum: range('preferences.popularTrackNum', 'queue', 5, [1, 100, 1]),
  randomTrackNum: range('preferences.randomTrackNum', 'queue', 10, [1, 100, 1]),

  // Lyrics settings
  lyricsOffset: range('preferences.lyricsOffset', 'lyrics', -1000, [-5000, 5000, 200], {
    unit: 'ms',
  }),
  lyricsBuffer: range('preferences.lyricsBuffer', 'lyrics', 4, [1, 10, 1]),
  lyricsProgressType: choice('preferences.lyricsProgressType', 'lyrics', 'instrumental', [
    option('none', 'preferences.lyricsProgressNone'),
    option('instrumental', 'preferences.lyricsProgressInstrumental'),
    option('all', 'preferences.lyricsProgressAll'),
  ]),
  lyricsCountdown: on('preferences.lyricsCountdown', 'lyrics', false),
  lyricsDebug: on('preferences.lyricsDebug', 'lyrics', false),

  // Display settings
  specialEffectsEnabled: on('preferences.specialEffectsEnabled', 'display', true),
  lowercaseAesthetic: on('preferences.lowercaseAesthetic', 'display', false, 'reload'),

  // Search settings
  searchRadioNum: range('preferences.searchRadioNum', 'search', 10, [1, 50, 1]),
  searchArtistNum: range('preferences.searchArtistNum', 'search', 5, [1, 50, 1]),
  searchTrackNum: range('preferences.searchTrackNum', 'search', 10, [1, 50, 1]),
  searchAlbumNum: range('preferences.searchAlbumNum', 'search', 10, [1, 50, 1]),
  searchPlaylistNum: range('preferences.searchPlaylistNum', 'search', 10, [1, 50, 1]),

  // Notification settings (take effect on Apply)
  notificationPosition: choice(
    'preferences.notificationPosition',
    'notification',
    'bottom-center',
    [
      option('bottom-left', 'preferences.positionBottomLeft'),
      option('bottom-center', 'preferences.positionBottomCenter'),
      option('bottom-right', 'preferences.positionBottomRight'),
      option('top-left', 'preferences.positionTopLeft'),
      option('top-center', 'preferences.positionTopCenter'),
      option('top-right', 'preferences.positionTopRight'),
    ],
    'on-apply',
  ),
  notificationTheme: choice(
    'preferences.notificationTheme',
    'notification',
    'colored',
    [
      option('colored', 'preferences.notificationThemeColored'),
      option('light', 'preferences.notificationThemeLight'),
      option('dark', 'preferences.notificationThemeDark'),
    ],
    'on-apply',
  ),
  notificationLimit: range('preferences.notificationLimit', 'notification', 5, [1, 10, 1], {
    apply: 'on-apply',
  }),
  notificationStack: on('preferences.notificationStack', 'notification', true, 'on-apply'),
  // 0 keeps a notification until it is dismissed (react-toastify's autoClose: false).
  notificationTimeout: range(
    'preferences.notificationTimeout',
    'notification',
    2500,
    [0, 10000, 250],
    {
      apply: 'on-apply',
      unit: 'ms',
    },
  ),

  // Sidebar settings (take effect on Apply)
  sidebarShowAvatars: on('preferences.sidebarShowAvatars', 'sidebar', true, 'on-apply'),
  sidebarShowTracks: on('preferences.sidebarShowTracks', 'sidebar', true, 'on-apply'),

  // The left column's "Hide servers" (not in the spec's table: the spec only says a collapsed
  // sidebar renders nothing). Remembered like every other preference, so the list stays hidden
  // after a reload, and Revert brings it back with the rest.
  serverListHidden: on('preferences.serverListHidden', 'layout', false),

  // Downloader page (2-secondary §2, §9). Auto retry and auto zip default off: both start work
  // the user did not ask for.
  downloadFormat: choice('preferences.downloadFormat', 'downloader', 'wav', [
    option('wav', 'preferences.formatWav'),
    option('mp3', 'preferences.formatMp3'),
    option('ogg', 'preferences.formatOgg'),
  ]),
  downloadAutoRetry: on('preferences.downloadAutoRetry', 'downloader', false),
  downloadAutoZip: on('preferences.downloadAutoZip', 'downloader', false),
  downloadRequestTimeout: range(
    'preferences.downloadRequestTimeout',
    'downloader',
    10000,
    [10000, 120000, 1000],
    {
      unit: 'ms',
    },
  ),
  downloadJobInterval: range('preferences.downloadJobInterval', 'downloader', 0, [0, 60000, 1000], {
    unit: 'ms',
  }),
} as const satisfies Record<string, PreferenceDefinition>;

/**
 * What the table needs to know of the themes (1-core §5): their ids with the labels the settings
 * screen shows, and the default. They belong to the theme registry (src/themes/themes.ts), and lib
 * imports nothing of ours, so the caller passes them in: the registry stays the only list of
 * theme ids, and these rules are tested on a registry of their own.
 */
export interface ThemeChoices {
  defaultId: string;
  options: readonly { value: string; label: string; labelId?: MessageId }[];
}

/**
 * The language choice: every language of src/lib/i18n/languages.ts, each named in
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
    theme: choice('preferences.theme', 'theme', themes.defaultId, themes.options),
    language: choice(
      'general.language',
      'display',
      languages.defaultCode ?? DEFAULT_LANGUAGE,
      LANGUAGE_LIST.filter((language) => languages.includeQa || !('qaOnly' in language)).map(
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
