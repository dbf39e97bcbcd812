import * as React from 'react';
import { showToast } from '@/app/show-toast';
import { createTrackDownloader, type AudioFormat } from '@/api/metadata/download-track';
import {
  readDownloadPlaylistMetadata,
  type DownloaderPlaylistMetadata,
} from '@/api/metadata/use-download-playlist-metadata';
import {
  readDownloadTrackMetadata,
  type DownloaderTrackMetadata,
} from '@/api/metadata/use-download-track-metadata';
import { attemptDownload } from '@/lib/downloader/attempt';
import { isStartable, type DownloadJob } from '@/lib/downloader/job-rules';
import { t } from '@/lib/i18n';
import { downloaderLoss } from '@/lib/downloader/loss';
import {
  leaveDialog,
  removeJobDialog,
  replaceDialog,
  runAllDialog,
} from '@/components/downloader/downloader-dialogs';
import { preferences, usePreference } from '@/app/providers/preferences-store';
import { useConfirmDialog } from '@/app/providers/confirm-provider';
import { joinArtists, singleTrackFileName } from '@/lib/zip/naming';
import type { TrackAudio } from '@/lib/downloader/track-audio';
import { AUDIO_MIME, saveFile } from './save-file';
import { useJobRunner } from './use-job-runner';

export type TrackTarget = {
  kind: 'track';
  id: string;
  format: AudioFormat;
  phase: 'metadata' | 'downloading' | 'downloaded' | 'failed';
  /** null when the lookup failed: the file is then named 'output'. */
  metadata: DownloaderTrackMetadata | null;
  bytes: number;
};

type PlaylistTarget = {
  kind: 'playlist';
  id: string;
  phase: 'metadata' | 'ready' | 'failed';
  metadata: DownloaderPlaylistMetadata | null;
};

export type Target = { kind: 'none' } | TrackTarget | PlaylistTarget;

/** The track's audio typed for saving: a Blob of its Blob, so the bytes are not copied. */
function toBlob(audio: TrackAudio, format: AudioFormat): Blob {
  return new Blob([audio.blob], { type: AUDIO_MIME[format] });
}

/** The downloader's state and what the screen's controls do. */
export function useDownloader() {
  const format = usePreference('downloadFormat');
  const autoRetry = usePreference('downloadAutoRetry');
  const autoZip = usePreference('downloadAutoZip');
  const timeoutMs = usePreference('downloadRequestTimeout');
  const intervalMs = usePreference('downloadJobInterval');
  const confirm = useConfirmDialog();

  const [target, setTarget] = React.useState<Target>({ kind: 'none' });
  const settings = React.useMemo(
    () => ({ autoRetry, autoZip, timeoutMs, intervalMs }),
    [autoRetry, autoZip, timeoutMs, intervalMs],
  );
  const playlist = target.kind === 'playlist' ? target.metadata : null;
  const { runner, snapshot } = useJobRunner(settings, {
    playlistName: playlist?.name ?? '',
    ownerName: playlist?.ownerName ?? '',
    format,
  });

  // Each drop gets a number; an answer for an older drop is ignored. The drop's controller
  // aborts its lookups and single download when another drop replaces it or the user leaves.
  const dropSeq = React.useRef(0);
  const dropAbort = React.useRef<AbortController | null>(null);
  const nextDrop = () => {
    dropAbort.current?.abort();
    const controller = new AbortController();
    dropAbort.current = controller;
    return { seq: ++dropSeq.current, signal: controller.signal };
  };

  const trackBusy =
    target.kind === 'track' && target.phase !== 'downloaded' && target.phase !== 'failed';
  // What a new drop or leaving would lose (nothing once a single track is saved or failed).
  const loss = downloaderLoss({
    heldTracks: snapshot.counters.completed,
    playlistBusy: snapshot.running || snapshot.zipping,
    trackBusy,
  });

  /** A single track replaces whatever was there; Retry passes the metadata it already has. */
  const startTrack = async (id: string, known?: DownloaderTrackMetadata) => {
    const { seq, signal } = nextDrop();
    const trackFormat = format;
    // The playlist it replaces goes with its jobs and audio: nothing of it may linger.
    runner.setJobs([]);
    setTarget({
      kind: 'track',
      id,
      format: trackFormat,
      phase: known ? 'downloading' : 'metadata',
      metadata: known ?? null,
      bytes: 0,
    });
    let metadata: DownloaderTrackMetadata | null = known ?? null;
    if (!known) {
      try {
        metadata = await readDownloadTrackMetadata(id, signal);
      } catch {
        metadata = null; // Still downloaded, named 'output' (2-secondary §4).
      }
    }
    if (seq !== dropSeq.current) return;
    setTarget({ kind: 'track', id, format: trackFormat, phase: 'downloading', metadata, bytes: 0 });
    const result = await attemptDownload(
      createTrackDownloader(trackFormat),
      { id, uri: metadata?.uri ?? `spotify:track:${id}` },
      {
        timeoutMs,
        signal,
        onProgress: (bytes) => {
          if (seq === dropSeq.current) {
            setTarget((current) => (current.kind === 'track' ? { ...current, bytes } : current));
          }
        },
      },
    );
    if (seq !== dropSeq.current) return;
    if (result.ok) {
      saveFile(
        toBlob(result.data, trackFormat),
        singleTrackFileName(
          metadata ? { title: metadata.title, artists: metadata.artists } : null,
          trackFormat,
        ),
      );
      setTarget((current) =>
        current.kind === 'track'
          ? { ...current, phase: 'downloaded', bytes: result.data.byteLength }
          : current,
      );
    } else {
      showToast('error', t('downloader.failed'));
      setTarget((current) =>
        current.kind === 'track' ? { ...current, phase: 'failed' } : current,
      );
    }
  };

  const startPlaylist = async (id: string) => {
    const { seq, signal } = nextDrop();
    runner.setJobs([]);
    setTarget({ kind: 'playlist', id, phase: 'metadata', metadata: null });
    try {
      const metadata = await readDownloadPlaylistMetadata(id, signal);
      if (seq !== dropSeq.current) return;
      runner.setJobs(
        metadata.tracks.map((track) => ({
          id: track.id,
          uri: track.uri,
          name: track.title,
          artists: joinArtists(track.artists),
          imageUrl: track.imageUrl ?? undefined,
          duration: track.duration,
        })),
      );
      setTarget({ kind: 'playlist', id, phase: 'ready', metadata });
    } catch {
      if (seq !== dropSeq.current) return;
      showToast('error', t('downloader.failed'));
      setTarget({ kind: 'playlist', id, phase: 'failed', metadata: null });
    }
  };

  /** A valid drop. Replacing what would be lost (held tracks, a download going on) asks first. */
  const open = async (kind: 'track' | 'playlist', id: string) => {
    if (loss && !(await confirm(replaceDialog(loss)))) return;
    if (kind === 'track') void startTrack(id);
    else void startPlaylist(id);
  };

  const runAll = async () => {
    const jobs = snapshot.jobs.filter(isStartable).length;
    const go = await confirm(runAllDialog({ jobs, autoRetry, autoZip, timeoutMs, intervalMs }));
    if (go) void runner.runAll();
  };

  const jobAction = async (
    action: 'download-now' | 'add-to-downloads' | 'retry' | 'remove',
    job: DownloadJob,
  ) => {
    switch (action) {
      case 'download-now':
      case 'retry':
        void runner.start(job.key);
        return;
      case 'add-to-downloads':
        if (job.data) {
          saveFile(
            toBlob(job.data, format),
            singleTrackFileName({ title: job.name, artists: job.artists }, format),
          );
        }
        return;
      case 'remove':
        if (await confirm(removeJobDialog(job.name, job.artists))) {
          runner.remove(job.key);
        }
    }
  };

  // One callback identity for every table row (rows are memoised), always running the latest code.
  const latestJobAction = React.useRef(jobAction);
  React.useEffect(() => {
    latestJobAction.current = jobAction;
  });
  const stableJobAction = React.useCallback(
    (action: Parameters<typeof jobAction>[0], job: DownloadJob) =>
      void latestJobAction.current(action, job),
    [],
  );

  /** Ends the current drop: its lookups and single download stop, and their answers (aborted
   *  requests included) are ignored, so no failure toast follows. */
  const endDrop = () => {
    dropSeq.current++;
    dropAbort.current?.abort();
  };

  // The screen going away ends the drop.
  React.useEffect(
    () => () => {
      dropSeq.current++;
      dropAbort.current?.abort();
    },
    [],
  );

  return {
    target,
    snapshot,
    format,
    settings,
    /** Something in memory or on its way that leaving the page would lose. */
    unsaved: loss !== undefined,
    /** The question before leaving inside the app, while something would be lost. */
    leaveDialog: loss ? leaveDialog(loss) : undefined,
    /**
     * The user chose Leave: stop every request now. The screen stays mounted until the next
     * route has loaded (a lazy chunk), and the runner must not start another download meanwhile.
     */
    stop: () => {
      endDrop();
      runner.dispose();
    },
    setFormat: (value: AudioFormat) => preferences.set('downloadFormat', value),
    setOption: <K extends keyof typeof settings>(key: K, value: (typeof settings)[K]) => {
      const keys = {
        autoRetry: 'downloadAutoRetry',
        autoZip: 'downloadAutoZip',
        timeoutMs: 'downloadRequestTimeout',
        intervalMs: 'downloadJobInterval',
      } as const;
      preferences.set(keys[key], value as never);
    },
    open,
    runAll,
    retryFailed: () => void runner.retryFailed(),
    /** Retry of a failed single track, with the metadata it already has. */
    retryTrack: () => {
      if (target.kind === 'track' && target.phase === 'failed') {
        void startTrack(target.id, target.metadata ?? undefined);
      }
    },
    generateZip: () => void runner.generateZip(),
    jobAction: stableJobAction,
  };
}
