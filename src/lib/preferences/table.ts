/**
 * Every user preference the dashboard keeps in local storage: key, default, type, bounds or
 * options (spec 1-core §3 and §5, 2-secondary §9), where it sits on the settings screen, and when
 * a change takes effect. Values are stored as plain strings ("true", "2500", "bottom-center").
 * Nothing here touches `window`: callers pass the storage in.
 */
import { t, type MessageId } from '../i18n/i18n';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../i18n/languages';

/**
 * The cards of the settings screen, plus the downloader page for the download* keys and the
 * layout's own controls (the left column's "Hide servers"), which are set where they show.
 */
export type SettingsCard =
  'theme' | 'queue' | 'lyrics' | 'display' | 'search' | 'notification' | 'sidebar' | 'actions';
export type PreferenceCard = SettingsCard | 'downloader' | 'layout';

/**
 * Labels are read in the active language: each is a getter that looks its message up when read
 * (never when this module loads, before a language is active).
 */
function lazyText<K extends string>(ids: Record<K, MessageId>): Record<K, string> {
  const texts = {} as Record<K, string>;
  for (const key of Object.keys(ids) as K[]) {
    Object.defineProperty(texts, key, { enumerable: true, get: () => t(ids[key]) });
  }
  return texts;
}

/** Card titles as the settings screen shows them. */
export const SETTINGS_CARD_TITLES: Record<SettingsCard, string> = lazyText({
  theme: 'preferences.cardTheme',
  queue: 'preferences.cardQueue',
  lyrics: 'preferences.cardLyrics',
  display: 'preferences.cardDisplay',
  search: 'preferences.cardSearch',
  notification: 'preferences.cardNotification',
  sidebar: 'preferences.cardSidebar',
  actions: 'preferences.cardActions',
});

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

interface BasePreferenceLabel {
  /** In the active language (a getter over `labelId`). */
  readonly label: string;
  readonly labelId: MessageId;
}
interface BasePreference extends BasePreferenceLabel {
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
  /** Option labels in the active language, or names that are the same in every language. */
  options: readonly { value: V; readonly label: string; readonly labelId?: MessageId }[];
}
export type PreferenceDefinition = BooleanPreference | NumberPreference | OptionPreference;

/**
 * Gives a row or an option its label: the message id, and a getter reading the message when the
 * label is read. The getter is defined on the object itself (spreading it would read it once, at
 * module load) and is not enumerable: whatever copies or walks the table before a language is
 * active (Storybook's args) copies the id, which `preferenceLabel` and `optionLabel` read.
 */
function labelled<T extends object>(row: T, labelId: MessageId): T & BasePreferenceLabel {
  return Object.defineProperties(row, {
    labelId: { value: labelId, enumerable: true },
    label: { get: () => t(labelId), enumerable: false },
  }) as T & BasePreferenceLabel;
}

/** A preference's label in the active language. */
export function preferenceLabel(definition: Pick<BasePreferenceLabel, 'labelId'>): string {
  return t(definition.labelId);
}

/** An option's label in the active language (names such as a theme's or a language's as given). */
export function optionLabel(option: { readonly label: string; readonly labelId?: MessageId }) {
  return option.labelId ? t(option.labelId) : option.label;
}

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
  queuedTrackNum: range('preferences.queuedTrackNum', 'queue', 50, [1, 100, 1]),
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
    theme: choice('preferences.theme', 'theme', themes.defaultId, themes.options),
    language: choice(
      'general.language',
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
