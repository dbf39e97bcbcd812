/**
 * The user's preferences as a store over local storage (src/lib/preferences/ holds keys,
 * defaults and bounds). Reading creates every missing key with its default. Components read
 * with `usePreference(key)`; writes go through `setPreference` so every reader updates at once,
 * in this tab and, through the `storage` event, in the others.
 */
import { useSyncExternalStore } from 'react';
import {
  createPreferenceTable,
  defaultPreferences,
  describeReplacedPreference,
  readPreferences,
  writePreference,
  type PreferenceKey,
  type Preferences,
  type PreferenceStorage,
  type ReplacedPreference,
} from '@/lib/preferences';
import { matchLanguage } from '@/lib/i18n';
import { createStore } from '@/lib/state/store';
import { themeChoices } from '@/themes/themes';

/** The app's preferences table: src/lib/preferences/'s rules with the theme registry's ids. */
export const preferenceTable = createPreferenceTable(themeChoices, {
  defaultCode: matchLanguage(typeof navigator === 'undefined' ? [] : navigator.languages),
  includeQa: import.meta.env.DEV,
});
const DEFAULT_PREFERENCES = defaultPreferences(preferenceTable);

/**
 * A stored value that was not valid (an id of a theme this build does not have, a hand-edited
 * number) falls back to the default, as the spec's defaults say, and says so in the console: the
 * settings screen then shows the value in effect, and the console tells what was replaced.
 */
function warnReplaced(replaced: ReplacedPreference) {
  console.warn(describeReplacedPreference(replaced));
}

/** Storage a store can empty all of ("Revert settings"). */
type ClearableStorage = PreferenceStorage & { clear(): void };

/** Local storage when the browser allows it; otherwise a throwaway map (private modes, Node). */
function browserStorage(): ClearableStorage {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // Accessing localStorage itself throws when storage is disabled.
  }
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    clear: () => map.clear(),
  };
}

/**
 * A store of the preferences in `storage`, read when it is made. `events` is where another tab's
 * change is heard (the window's `storage` event): the store reads storage again and tells its
 * listeners.
 */
export function createPreferencesStore(
  storage: ClearableStorage,
  events?: Pick<EventTarget, 'addEventListener'>,
) {
  const read = () => readPreferences(preferenceTable, storage, warnReplaced);
  const values = createStore(read());
  const atLoad = values.get();
  events?.addEventListener('storage', () => values.set(read()));
  return {
    /** Every preference, valid and complete. */
    get: values.get,
    set<K extends PreferenceKey>(key: K, value: Preferences[K]): void {
      const stored = writePreference(preferenceTable, storage, key, value);
      values.set({ ...values.get(), [key]: stored });
    },
    /**
     * The preferences as they were when the store was made (the page's load, for the app's).
     * Notification and sidebar settings read these: a change to them is saved at once but takes
     * effect when Apply reloads the page.
     */
    atLoad: () => atLoad,
    /** "Revert settings": clears all of storage, as the spec says, and starts from defaults. */
    clearAll(): void {
      try {
        storage.clear();
      } catch {
        // Nothing stored that we could remove.
      }
      values.set(read());
    },
    /** Calls `listener` after every change (this tab or another). Returns the unsubscribe. */
    subscribe: values.subscribe,
  };
}

type PreferencesStore = ReturnType<typeof createPreferencesStore>;

/** The app's one store: local storage, read when the page loads; it follows the other tabs. */
export const preferences = createPreferencesStore(
  browserStorage(),
  typeof window === 'undefined' ? undefined : window,
);

export function usePreferences(store: PreferencesStore = preferences): Preferences {
  return useSyncExternalStore(store.subscribe, store.get, () => DEFAULT_PREFERENCES);
}

export function usePreference<K extends PreferenceKey>(
  key: K,
  store: PreferencesStore = preferences,
): Preferences[K] {
  return useSyncExternalStore(
    store.subscribe,
    () => store.get()[key],
    () => DEFAULT_PREFERENCES[key],
  );
}
