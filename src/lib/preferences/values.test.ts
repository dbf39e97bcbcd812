import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatPreferenceValue,
  normalisePreference,
  parsePreference,
  PREFERENCE_KEYS,
  serialisePreference,
} from './index';
import { table, isValid } from './test-kit';

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
