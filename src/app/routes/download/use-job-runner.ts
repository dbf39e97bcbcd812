import * as React from 'react';
import { createTrackDownloader, type AudioFormat } from '@/api/actions/download-track';
import { JobRunner, type DownloadJob, type JobRunnerSettings } from '@/lib/download-jobs';
import { saveFile } from './save-file';

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

export interface ZipTarget {
  playlistName: string;
  ownerName: string;
  format: AudioFormat;
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
            // Loaded with the first archive, not with the screen.
            const { buildPlaylistZip, completedZipTracks } = await import('@/lib/zip-archive');
            const { playlistName, ownerName, format } = latest.get();
            // Headers around the tracks' own Blobs: ready at once, whatever the size.
            const archive = buildPlaylistZip(completedZipTracks(completed), {
              playlistName,
              ownerName,
              extension: format,
            });
            onProgress(1);
            saveFile(archive.content, archive.fileName);
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

  const snapshot = React.useSyncExternalStore(runner.subscribe, runner.getSnapshot);
  return { runner, snapshot };
}
