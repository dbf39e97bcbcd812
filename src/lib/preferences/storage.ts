/** Reading and writing the preferences in local storage (passed in: nothing here touches `window`). */
import {
  PREFERENCE_KEYS,
  type PreferenceKey,
  type Preferences,
  type PreferenceTable,
} from './table';
import { normalisePreference, parsePreference, serialisePreference } from './values';

/** The part of the Web Storage API the preferences need. */
export interface PreferenceStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** A stored value that did not parse as itself and was replaced (see `readPreferences`). */
export interface ReplacedPreference {
  key: PreferenceKey;
  stored: string;
  used: string;
}

/**
 * The console line for a replaced value: for whoever looks into why a setting is not what was
 * saved (not a message the screens show, so not in lib/messages/, which the first screen does not
 * load).
 */
export function describeReplacedPreference({ key, stored, used }: ReplacedPreference): string {
  return `Saved setting "${key}" was "${stored}", which is not a valid value: using "${used}".`;
}

/**
 * Reads every preference. A missing key is created with its default and a junk value is
 * rewritten with the value it parses to, so storage always holds valid strings afterwards.
 * Storage that throws (disabled, full, private mode) gives defaults instead of an error.
 * `onReplaced` hears of every stored value that was replaced (an unknown theme id, a number out
 * of bounds), so a replacement leaves a trace instead of passing silently.
 */
export function readPreferences(
  table: PreferenceTable,
  storage: PreferenceStorage,
  onReplaced?: (replaced: ReplacedPreference) => void,
): Preferences {
  const result: Record<string, unknown> = {};
  for (const key of PREFERENCE_KEYS) {
    let raw: string | null = null;
    try {
      raw = storage.getItem(key);
    } catch {
      raw = null;
    }
    const value = parsePreference(table, key, raw);
    result[key] = value;
    const stored = serialisePreference(table, key, value);
    if (raw !== null && raw !== stored) onReplaced?.({ key, stored: raw, used: stored });
    if (raw !== stored) {
      try {
        storage.setItem(key, stored);
      } catch {
        // Nothing to do: the value still applies for this page load.
      }
    }
  }
  return result as Preferences;
}

/** Saves one preference (normalised) and returns the value actually stored. */
export function writePreference<K extends PreferenceKey>(
  table: PreferenceTable,
  storage: PreferenceStorage,
  key: K,
  value: Preferences[K],
): Preferences[K] {
  const valid = normalisePreference(table, key, value);
  try {
    storage.setItem(key, String(valid));
  } catch {
    // Storage refused (full or disabled); the caller still gets the value in effect.
  }
  return valid;
}
