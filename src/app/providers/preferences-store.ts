/**
 * The user's preferences as a store over local storage (src/lib/preferences/ holds keys,
 * defaults and bounds). The first read creates every missing key with its default. Components
 * read with `usePreference(key)`; writes go through `setPreference` so every reader updates at
 * once, in this tab and, through the `storage` event, in the others.
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

/** Local storage when the browser allows it; otherwise a throwaway map (private modes, tests). */
function browserStorage(): PreferenceStorage & { clear(): void } {
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

const listeners = new Set<() => void>();
let snapshot: Preferences | null = null;

function notify() {
  for (const listener of listeners) listener();
}

/** Every preference, valid and complete (reads storage once, then keeps the snapshot). */
export function getPreferences(): Preferences {
  snapshot ??= readPreferences(preferenceTable, browserStorage(), warnReplaced);
  return snapshot;
}

export function setPreference<K extends PreferenceKey>(key: K, value: Preferences[K]): void {
  const stored = writePreference(preferenceTable, browserStorage(), key, value);
  snapshot = { ...getPreferences(), [key]: stored };
  notify();
}

let atLoad: Preferences | null = null;

/**
 * The preferences as they were when the page loaded. Notification and sidebar settings read
 * these: a change to them is saved at once but takes effect when Apply reloads the page.
 */
export function preferencesAtLoad(): Preferences {
  atLoad ??= getPreferences();
  return atLoad;
}

/** "Revert settings": clears all local storage, as the spec says, and starts from defaults. */
export function clearAllPreferences(): void {
  try {
    browserStorage().clear();
  } catch {
    // Nothing stored that we could remove.
  }
  snapshot = null;
  notify();
}

/** Calls `listener` after every change (this tab or another). Returns the unsubscribe. */
export function subscribePreferences(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed a setting: re-read so this one follows.
  const onStorage = () => {
    snapshot = null;
    listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

export function usePreferences(): Preferences {
  return useSyncExternalStore(subscribePreferences, getPreferences, () => DEFAULT_PREFERENCES);
}

export function usePreference<K extends PreferenceKey>(key: K): Preferences[K] {
  return useSyncExternalStore(
    subscribePreferences,
    () => getPreferences()[key],
    () => DEFAULT_PREFERENCES[key],
  );
}
