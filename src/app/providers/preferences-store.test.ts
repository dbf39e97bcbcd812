// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultThemeId, themes } from '@/themes/themes';

// Any theme but the default, from the registry (theme ids live only in src/themes).
const otherThemeId = themes.find((theme) => theme.id !== defaultThemeId)!.id;

// A fresh module per test: the store keeps its snapshot in module state, as in the app.
async function loadStore() {
  vi.resetModules();
  return import('./preferences-store');
}

afterEach(() => localStorage.clear());

describe('preferences store', () => {
  it('creates every missing key with its default on first read', async () => {
    localStorage.setItem('queuedTrackNum', '20');
    const store = await loadStore();
    const prefs = store.getPreferences();
    expect(prefs.queuedTrackNum).toBe(20);
    expect(localStorage.getItem('theme')).toBe(defaultThemeId);
    expect(localStorage.getItem('notificationTimeout')).toBe('2500');
    expect(localStorage.getItem('sidebarShowAvatars')).toBe('true');
  });

  it('falls back to the default theme for an unknown stored id and says so in the console', async () => {
    localStorage.setItem('theme', 'solarized');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = await loadStore();
    expect(store.getPreferences().theme).toBe(defaultThemeId);
    expect(localStorage.getItem('theme')).toBe(defaultThemeId);
    expect(warn.mock.calls).toEqual([
      [
        `Saved setting "theme" was "solarized", which is not a valid value: using "${defaultThemeId}".`,
      ],
    ]);
    warn.mockRestore();
  });

  it('saves a change at once and re-renders every reader', async () => {
    const store = await loadStore();
    const { result } = renderHook(() => store.usePreference('theme'));
    expect(result.current).toBe(defaultThemeId);
    act(() => store.setPreference('theme', otherThemeId));
    expect(result.current).toBe(otherThemeId);
    expect(localStorage.getItem('theme')).toBe(otherThemeId);
  });

  it('keeps the values of page load for settings that wait for Apply', async () => {
    const store = await loadStore();
    expect(store.preferencesAtLoad().notificationPosition).toBe('bottom-center');
    store.setPreference('notificationPosition', 'top-left');
    expect(store.getPreferences().notificationPosition).toBe('top-left');
    expect(store.preferencesAtLoad().notificationPosition).toBe('bottom-center');
  });

  it('revert clears all local storage, not only our keys, and reads defaults again', async () => {
    localStorage.setItem('someoneElse', 'x');
    const store = await loadStore();
    store.setPreference('lyricsOffset', 2000);
    store.clearAllPreferences();
    expect(localStorage.getItem('someoneElse')).toBeNull();
    expect(store.getPreferences().lyricsOffset).toBe(-1000);
  });
});
