// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createPreferencesStore, usePreference } from './preferences-store';
import { defaultThemeId, themes } from '@/themes/themes';

// Any theme but the default, from the registry (theme ids live only in src/themes).
const otherThemeId = themes.find((theme) => theme.id !== defaultThemeId)!.id;

/** A storage of the test's own: what the store read and wrote, as local storage holds it. */
function fakeStorage(stored: Record<string, string> = {}) {
  const items = new Map(Object.entries(stored));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    clear: () => items.clear(),
  };
}

describe('preferences store', () => {
  it('creates every missing key with its default when it is made', () => {
    const storage = fakeStorage({ queuedTrackNum: '20' });
    const store = createPreferencesStore(storage);
    expect(store.get().queuedTrackNum).toBe(20);
    expect(storage.getItem('theme')).toBe(defaultThemeId);
    expect(storage.getItem('notificationTimeout')).toBe('2500');
    expect(storage.getItem('sidebarShowAvatars')).toBe('true');
  });

  it('falls back to the default theme for an unknown stored id and says so in the console', () => {
    const storage = fakeStorage({ theme: 'solarized' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createPreferencesStore(storage);
    expect(store.get().theme).toBe(defaultThemeId);
    expect(storage.getItem('theme')).toBe(defaultThemeId);
    expect(warn.mock.calls).toEqual([
      [
        `Saved setting "theme" was "solarized", which is not a valid value: using "${defaultThemeId}".`,
      ],
    ]);
    warn.mockRestore();
  });

  it('saves a change at once and re-renders every reader', () => {
    const storage = fakeStorage();
    const store = createPreferencesStore(storage);
    const { result } = renderHook(() => usePreference('theme', store));
    expect(result.current).toBe(defaultThemeId);
    act(() => store.set('theme', otherThemeId));
    expect(result.current).toBe(otherThemeId);
    expect(storage.getItem('theme')).toBe(otherThemeId);
  });

  it("follows another tab's change", () => {
    const storage = fakeStorage();
    const otherTabs = new EventTarget();
    const store = createPreferencesStore(storage, otherTabs);
    const listener = vi.fn<() => void>();
    store.subscribe(listener);

    storage.setItem('theme', otherThemeId);
    otherTabs.dispatchEvent(new Event('storage'));
    expect(store.get().theme).toBe(otherThemeId);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps the values it was made with for settings that wait for Apply', () => {
    const store = createPreferencesStore(fakeStorage());
    expect(store.atLoad().notificationPosition).toBe('bottom-center');
    store.set('notificationPosition', 'top-left');
    expect(store.get().notificationPosition).toBe('top-left');
    expect(store.atLoad().notificationPosition).toBe('bottom-center');
  });

  it('revert clears all of storage, not only our keys, and reads defaults again', () => {
    const storage = fakeStorage({ someoneElse: 'x' });
    const store = createPreferencesStore(storage);
    store.set('lyricsOffset', 2000);
    store.clearAll();
    expect(storage.getItem('someoneElse')).toBeNull();
    expect(store.get().lyricsOffset).toBe(-1000);
  });
});
