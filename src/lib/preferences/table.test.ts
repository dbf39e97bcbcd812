import { describe, expect, expectTypeOf, it } from 'vitest';
import { isSettingsCard, SETTINGS_CARD_TITLES, SETTINGS_COLUMNS } from './settings-cards';
import { t } from '../i18n/i18n';
import {
  PREFERENCE_KEYS,
  preferencesForCard,
  type PreferenceCard,
  type PreferenceDefinition,
  type PreferenceKey,
  type Preferences,
} from './index';
import { table, DEFAULT_PREFERENCES } from './test-kit';

describe('the spec table', () => {
  it('has every key of 1-core §3 with its default, plus the downloader and layout keys', () => {
    expect(DEFAULT_PREFERENCES).toEqual({
      theme: 'paper',
      language: 'en',
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
      serverListHidden: false,
      downloadFormat: 'wav',
      downloadAutoRetry: false,
      downloadAutoZip: false,
      downloadRequestTimeout: 10000,
      downloadJobInterval: 0,
    });
  });

  it('has the slider bounds and steps of the spec', () => {
    const bounds = (key: PreferenceKey) => {
      const d: PreferenceDefinition = table[key];
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
      const d: PreferenceDefinition = table[key];
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
    expect(table.theme.options.map((o) => o.label)).toEqual(['Paper', 'Ink', 'Sea Glass']);
    expect(table.downloadFormat.options.map((o) => o.label)).toEqual([
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
      SETTINGS_COLUMNS.map((column) => column.map((card) => t(SETTINGS_CARD_TITLES[card]))),
    ).toEqual([
      ['Theme', 'Song queue behaviour', 'Lyrics settings'],
      ['Display settings', 'Search settings'],
      ['Notification settings', 'Sidebar settings'],
      ['Actions'],
    ]);
  });

  it('puts every key on exactly one card and the download keys on the downloader page', () => {
    const cards = SETTINGS_COLUMNS.flat();
    const placed = [...cards, 'downloader' as const, 'layout' as const].flatMap(
      (card: PreferenceCard) => preferencesForCard(table, card),
    );
    // The layout's own controls are set where they show, not on the settings screen.
    expect(preferencesForCard(table, 'layout')).toEqual(['serverListHidden']);
    expect(cards.some((card) => !isSettingsCard(card))).toBe(false);
    expect(isSettingsCard('layout') || isSettingsCard('downloader')).toBe(false);
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

  it('applies notification and sidebar settings on Apply and reloads for lowercase aesthetic and language', () => {
    for (const key of PREFERENCE_KEYS) {
      const expected = /^(notification|sidebar)/.test(key)
        ? 'on-apply'
        : key === 'lowercaseAesthetic' || key === 'language'
          ? 'reload'
          : 'immediate';
      expect(table[key].apply, key).toBe(expected);
    }
  });
});
