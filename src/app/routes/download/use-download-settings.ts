import * as React from 'react';
import {
  parsePreference,
  writePreference,
  type PreferenceKey,
  type Preferences,
} from '@/lib/preferences';

/** The downloader page state that survives a reload (2-secondary §3), under the download* keys. */
export const DOWNLOAD_KEYS = [
  'downloadFormat',
  'downloadAutoRetry',
  'downloadAutoZip',
  'downloadRequestTimeout',
  'downloadJobInterval',
] as const satisfies readonly PreferenceKey[];

export type DownloadSettings = Pick<Preferences, (typeof DOWNLOAD_KEYS)[number]>;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // Storage disabled: defaults for this page load.
  }
}

function readSettings(): DownloadSettings {
  const store = storage();
  const read = <K extends (typeof DOWNLOAD_KEYS)[number]>(key: K) => {
    let raw: string | null = null;
    try {
      raw = store?.getItem(key) ?? null;
    } catch {
      raw = null;
    }
    return parsePreference(key, raw);
  };
  return {
    downloadFormat: read('downloadFormat'),
    downloadAutoRetry: read('downloadAutoRetry'),
    downloadAutoZip: read('downloadAutoZip'),
    downloadRequestTimeout: read('downloadRequestTimeout'),
    downloadJobInterval: read('downloadJobInterval'),
  };
}

/** The five settings, read once from local storage; every change is saved at once. */
export function useDownloadSettings() {
  const [settings, setSettings] = React.useState(readSettings);
  const update = React.useCallback(
    <K extends keyof DownloadSettings>(key: K, value: DownloadSettings[K]) => {
      const store = storage();
      const valid = store ? writePreference(store, key, value as Preferences[K]) : value;
      setSettings((previous) => ({ ...previous, [key]: valid }));
    },
    [],
  );
  return [settings, update] as const;
}
