import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PREFERENCE_KEYS,
  readPreferences,
  writePreference,
  type PreferenceStorage,
  type ReplacedPreference,
} from './index';
import { table, DEFAULT_PREFERENCES, MemoryStorage, isValid } from './test-kit';

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
