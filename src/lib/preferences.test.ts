import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  createPreferenceTable,
  defaultPreferences,
  formatPreferenceValue,
  normalisePreference,
  parsePreference,
  PREFERENCE_KEYS,
  preferencesForCard,
  readPreferences,
  serialisePreference,
  SETTINGS_CARD_TITLES,
  SETTINGS_COLUMNS,
  writePreference,
  type PreferenceCard,
  type PreferenceDefinition,
  type PreferenceKey,
  type Preferences,
  type PreferenceStorage,
  type ReplacedPreference,
} from './preferences';

// A registry of its own: the real ids live in src/themes/themes.ts, which lib may not import.
const table = createPreferenceTable({
  defaultId: 'paper',
  options: [
    { value: 'paper', label: 'Paper' },
    { value: 'ink', label: 'Ink' },
    { value: 'sea-glass', label: 'Sea Glass' },
  ],
});
const PREFERENCES = table;
const DEFAULT_PREFERENCES = defaultPreferences(table);

class MemoryStorage implements PreferenceStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

function isValid(key: PreferenceKey, value: unknown): boolean {
  const d: PreferenceDefinition = PREFERENCES[key];
  if (d.kind === 'boolean') return typeof value === 'boolean';
  if (d.kind === 'option') return d.options.some((o) => o.value === value);
  return (
    typeof value === 'number' &&
    value >= d.min &&
    value <= d.max &&
    Number.isInteger(Math.round(((value - d.min) / d.step) * 1e9) / 1e9)
  );
}

describe('the spec table', () => {
  it('has every key of 1-core §3 with its default, plus the downloader keys', () => {
    expect(DEFAULT_PREFERENCES).toEqual({
      theme: 'paper',
      dragSongBehaviour: true,
      queuedTrackNum: 50,
      recentTrackNum: 5,
      popularTrackNum: 5,
      randomTrackNum: 10,
      lyricsOffset: -1000,
      lyricsBuffer: 4,
      lyricsProgressType: 'instrumental',
      lyricsCountdown: false,
      lyricsDebug: false,
      specialEffectsEnabled: true,
      lowercaseAesthetic: false,
      searchRadioNum: 10,
      searchArtistNum: 5,
      searchTrackNum: 10,
      searchAlbumNum: 10,
      searchPlaylistNum: 10,
      notificationPosition: 'bottom-center',
      notificationTheme: 'colored',
      notificationLimit: 5,
      notificationStack: true,
      notificationTimeout: 2500,
      sidebarShowAvatars: true,
      sidebarShowTracks: true,
      downloadFormat: 'wav',
      downloadAutoRetry: false,
      downloadAutoZip: false,
      downloadRequestTimeout: 10000,
      downloadJobInterval: 0,
    });
  });

  it('has the slider bounds and steps of the spec', () => {
    const bounds = (key: PreferenceKey) => {
      const d: PreferenceDefinition = PREFERENCES[key];
      return d.kind === 'number' ? [d.min, d.max, d.step] : null;
    };
    expect(bounds('lyricsOffset')).toEqual([-5000, 5000, 200]);
    expect(bounds('lyricsBuffer')).toEqual([1, 10, 1]);
    for (const key of [
      'queuedTrackNum',
      'popularTrackNum',
      'recentTrackNum',
      'randomTrackNum',
    ] as const) {
      expect(bounds(key)).toEqual([1, 100, 1]);
    }
    for (const key of PREFERENCE_KEYS.filter((k) => /^search.*Num$/.test(k))) {
      expect(bounds(key)).toEqual([1, 50, 1]);
    }
    expect(bounds('notificationLimit')).toEqual([1, 10, 1]);
    expect(bounds('notificationTimeout')).toEqual([0, 10000, 250]);
    expect(bounds('downloadRequestTimeout')).toEqual([10000, 120000, 1000]);
    expect(bounds('downloadJobInterval')).toEqual([0, 60000, 1000]);
  });

  it('has the option lists of the spec', () => {
    const values = (key: PreferenceKey) => {
      const d: PreferenceDefinition = PREFERENCES[key];
      return d.kind === 'option' ? d.options.map((o) => o.value) : null;
    };
    expect(values('lyricsProgressType')).toEqual(['none', 'instrumental', 'all']);
    expect(values('notificationPosition')).toEqual([
      'bottom-left',
      'bottom-center',
      'bottom-right',
      'top-left',
      'top-center',
      'top-right',
    ]);
    expect(values('notificationTheme')).toEqual(['colored', 'light', 'dark']);
    expect(values('downloadFormat')).toEqual(['wav', 'mp3', 'ogg']);
    // The theme row is the registry it was given, labels included.
    expect(values('theme')).toEqual(['paper', 'ink', 'sea-glass']);
    expect(PREFERENCES.theme.options.map((o) => o.label)).toEqual(['Paper', 'Ink', 'Sea Glass']);
    expect(PREFERENCES.downloadFormat.options.map((o) => o.label)).toEqual([
      'Waveform (.wav)',
      'MP3 (.mp3)',
      'Ogg (.ogg)',
    ]);
  });

  it('types each value from its definition', () => {
    expectTypeOf<Preferences['theme']>().toEqualTypeOf<string>();
    expectTypeOf<Preferences['lyricsProgressType']>().toEqualTypeOf<
      'none' | 'instrumental' | 'all'
    >();
    expectTypeOf<Preferences['lyricsOffset']>().toEqualTypeOf<number>();
    expectTypeOf<Preferences['sidebarShowTracks']>().toEqualTypeOf<boolean>();
  });
});

describe('the settings screen layout', () => {
  it('has four columns of the spec cards', () => {
    expect(
      SETTINGS_COLUMNS.map((column) => column.map((card) => SETTINGS_CARD_TITLES[card])),
    ).toEqual([
      ['Theme', 'Song queue behaviour', 'Lyrics settings'],
      ['Display settings', 'Search settings'],
      ['Notification settings', 'Sidebar settings'],
      ['Actions'],
    ]);
  });

  it('puts every key on exactly one card and the download keys on the downloader page', () => {
    const cards = SETTINGS_COLUMNS.flat();
    const placed = [...cards, 'downloader' as const].flatMap((card: PreferenceCard) =>
      preferencesForCard(table, card),
    );
    expect([...placed].sort()).toEqual([...PREFERENCE_KEYS].sort());
    expect(preferencesForCard(table, 'downloader').every((key) => key.startsWith('download'))).toBe(
      true,
    );
    expect(preferencesForCard(table, 'notification')).toEqual([
      'notificationPosition',
      'notificationTheme',
      'notificationLimit',
      'notificationStack',
      'notificationTimeout',
    ]);
    expect(preferencesForCard(table, 'actions')).toEqual([]);
  });

  it('applies notification and sidebar settings on Apply and reloads for lowercase aesthetic', () => {
    for (const key of PREFERENCE_KEYS) {
      const expected = /^(notification|sidebar)/.test(key)
        ? 'on-apply'
        : key === 'lowercaseAesthetic'
          ? 'reload'
          : 'immediate';
      expect(PREFERENCES[key].apply, key).toBe(expected);
    }
  });
});

describe('parsePreference', () => {
  it('reads stored strings', () => {
    expect(parsePreference(table, 'sidebarShowAvatars', 'false')).toBe(false);
    expect(parsePreference(table, 'lyricsCountdown', 'true')).toBe(true);
    expect(parsePreference(table, 'queuedTrackNum', '75')).toBe(75);
    expect(parsePreference(table, 'lyricsOffset', '-2200')).toBe(-2200);
    expect(parsePreference(table, 'theme', 'sea-glass')).toBe('sea-glass');
  });

  it('clamps out-of-range numbers and snaps to the step', () => {
    expect(parsePreference(table, 'queuedTrackNum', '500')).toBe(100);
    expect(parsePreference(table, 'queuedTrackNum', '0')).toBe(1);
    expect(parsePreference(table, 'lyricsOffset', '-9000')).toBe(-5000);
    expect(parsePreference(table, 'lyricsOffset', '-1050')).toBe(-1000);
    expect(parsePreference(table, 'notificationTimeout', '2600')).toBe(2500);
    expect(parsePreference(table, 'downloadRequestTimeout', '1')).toBe(10000);
  });

  it('gives the default for missing or junk values', () => {
    expect(parsePreference(table, 'queuedTrackNum', null)).toBe(50);
    expect(parsePreference(table, 'queuedTrackNum', '')).toBe(50);
    expect(parsePreference(table, 'queuedTrackNum', 'many')).toBe(50);
    expect(parsePreference(table, 'queuedTrackNum', 'Infinity')).toBe(50);
    expect(parsePreference(table, 'dragSongBehaviour', 'yes')).toBe(true);
    expect(parsePreference(table, 'theme', 'solarized')).toBe('paper');
    expect(parsePreference(table, 'notificationPosition', 'middle')).toBe('bottom-center');
  });

  it('never throws and always returns a valid value, whatever is stored', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PREFERENCE_KEYS),
        fc.oneof(fc.string(), fc.double().map(String), fc.constant(null)),
        (key, raw) => {
          expect(isValid(key, parsePreference(table, key, raw))).toBe(true);
        },
      ),
    );
  });

  it('reads back exactly what was serialised', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PREFERENCE_KEYS), fc.anything(), (key, anything) => {
        const value = normalisePreference(table, key, anything);
        expect(isValid(key, value)).toBe(true);
        expect(parsePreference(table, key, serialisePreference(table, key, value))).toBe(value);
      }),
    );
  });
});

describe('readPreferences', () => {
  it('creates every missing key with its default', () => {
    const storage = new MemoryStorage();
    expect(readPreferences(table, storage)).toEqual(DEFAULT_PREFERENCES);
    expect(storage.items.get('notificationTimeout')).toBe('2500');
    expect(storage.items.get('theme')).toBe('paper');
    expect(storage.items.get('lyricsDebug')).toBe('false');
    expect(storage.items.size).toBe(PREFERENCE_KEYS.length);
  });

  it('keeps valid values, repairs junk and leaves other keys alone', () => {
    const storage = new MemoryStorage();
    storage.setItem('theme', 'ink');
    storage.setItem('queuedTrackNum', '900');
    storage.setItem('sidebarShowTracks', 'maybe');
    storage.setItem('someoneElse', 'x');
    const prefs = readPreferences(table, storage);
    expect(prefs.theme).toBe('ink');
    expect(prefs.queuedTrackNum).toBe(100);
    expect(prefs.sidebarShowTracks).toBe(true);
    expect(storage.items.get('queuedTrackNum')).toBe('100');
    expect(storage.items.get('sidebarShowTracks')).toBe('true');
    expect(storage.items.get('someoneElse')).toBe('x');
  });

  it('reports every stored value it replaced, and not the keys it created', () => {
    const storage = new MemoryStorage();
    storage.setItem('theme', 'solarized');
    storage.setItem('lyricsBuffer', '40');
    storage.setItem('searchTrackNum', '20');
    const replaced: ReplacedPreference[] = [];
    const prefs = readPreferences(table, storage, (entry) => replaced.push(entry));
    expect(prefs.theme).toBe('paper');
    expect(replaced).toEqual([
      { key: 'theme', stored: 'solarized', used: 'paper' },
      { key: 'lyricsBuffer', stored: '40', used: '10' },
    ]);
    expect(storage.items.get('theme')).toBe('paper');
  });

  it('gives defaults when storage throws', () => {
    const broken: PreferenceStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readPreferences(table, broken)).toEqual(DEFAULT_PREFERENCES);
    expect(writePreference(table, broken, 'lyricsBuffer', 7)).toBe(7);
  });

  it('returns only valid values for any stored content', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...PREFERENCE_KEYS), fc.string()), (stored) => {
        const storage = new MemoryStorage();
        for (const [key, value] of Object.entries(stored)) storage.setItem(key, value);
        const prefs = readPreferences(table, storage);
        for (const key of PREFERENCE_KEYS) {
          expect(isValid(key, prefs[key])).toBe(true);
          expect(storage.getItem(key)).toBe(String(prefs[key]));
        }
      }),
    );
  });
});

describe('writePreference', () => {
  it('stores the normalised value and returns it', () => {
    const storage = new MemoryStorage();
    expect(writePreference(table, storage, 'searchTrackNum', 80)).toBe(50);
    expect(storage.getItem('searchTrackNum')).toBe('50');
    expect(writePreference(table, storage, 'notificationTheme', 'dark')).toBe('dark');
    expect(storage.getItem('notificationTheme')).toBe('dark');
  });
});

describe('formatPreferenceValue', () => {
  it('shows what the settings and downloader screens print', () => {
    expect(formatPreferenceValue(table, 'downloadRequestTimeout', 15000)).toBe('15000ms');
    expect(formatPreferenceValue(table, 'lyricsOffset', -1000)).toBe('-1000ms');
    expect(formatPreferenceValue(table, 'lyricsBuffer', 4)).toBe('4');
    expect(formatPreferenceValue(table, 'notificationStack', false)).toBe('Off');
    expect(formatPreferenceValue(table, 'notificationPosition', 'top-right')).toBe('Top right');
    expect(formatPreferenceValue(table, 'theme', 'sea-glass')).toBe('Sea Glass');
  });
});
