import * as React from 'react';
import { createTrackDownloader } from '@/api/metadata/download-track';
import type { DownloadJob } from '@/lib/downloader/job-rules';
import { JobRunner } from '@/lib/downloader/runner';
import type { JobRunnerSettings } from '@/lib/downloader/job-store';
import { savePlaylistZip, type ZipTarget } from './save-playlist-zip';

export type { ZipTarget } from './save-playlist-zip';

/** Holds the newest value for callbacks that outlive a render (the runner's dependencies). */
class Latest<T> {
  constructor(private value: T) {}
  get(): T {
    return this.value;
  }
  set(value: T): void {
    this.value = value;
  }
}

/**
 * One JobRunner for the screen's lifetime, subscribed with useSyncExternalStore. The download
 * and zip dependencies read the current format and playlist through refs, so the runner never
 * has to be rebuilt (which would drop the tracks in memory).
 */
export function useJobRunner(settings: JobRunnerSettings, target: ZipTarget) {
  const [latest] = React.useState(() => new Latest(target));
  React.useEffect(() => {
    latest.set(target);
  });

  const [runner] = React.useState(
    () =>
      new JobRunner(
        {
          download: (track, options) => createTrackDownloader(latest.get().format)(track, options),
          zip: async (completed: readonly DownloadJob[], onProgress) => {
            await savePlaylistZip(completed, latest.get());
            onProgress(1);
          },
        },
        settings,
      ),
  );

  React.useEffect(() => {
    runner.updateSettings(settings);
  }, [runner, settings]);

  // Leaving the screen stops every request. The dispose waits a microtask so React's development
  // double mount (mount, unmount, mount in one go) keeps the same live runner.
  const mountCount = React.useRef(0);
  React.useEffect(() => {
    mountCount.current += 1;
    return () => {
      mountCount.current -= 1;
      queueMicrotask(() => {
        if (mountCount.current === 0) runner.dispose();
      });
    };
  }, [runner]);

  const snapshot = React.useSyncExternalStore(runner.subscribe, runner.get);
  return { runner, snapshot };
}
