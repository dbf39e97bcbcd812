import * as React from 'react';
import { toast } from 'react-toastify';
import { createTrackDownloader, type AudioFormat } from '@/api/actions/download-track';
import {
  downloadPlaylistMetadataQuery,
  type DownloaderPlaylistMetadata,
} from '@/api/hooks/use-download-playlist-metadata';
import {
  downloadTrackMetadataQuery,
  type DownloaderTrackMetadata,
} from '@/api/hooks/use-download-track-metadata';
import { attemptDownload, isStartable, type DownloadJob } from '@/lib/download-jobs';
import { DOWNLOADER_MESSAGES } from '@/lib/messages';
import {
  removeJobDialog,
  replacePlaylistDialog,
  runAllDialog,
} from '@/components/downloader/downloader-dialogs';
import { setPreference, usePreference } from '@/app/providers/preferences-store';
import { useConfirmDialog } from '@/app/providers/confirm-provider';
import { joinArtists, singleTrackFileName } from '@/lib/zip-naming';
import type { TrackAudio } from '@/lib/track-audio';
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

export type PlaylistTarget = {
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

  // Each drop gets a number; an answer for an older drop is ignored.
  const dropSeq = React.useRef(0);
  const singleAbort = React.useRef<AbortController | null>(null);

  const trackBusy =
    target.kind === 'track' && target.phase !== 'downloaded' && target.phase !== 'failed';
  const hasDataInMemory = snapshot.bytesInMemory > 0;

  const startTrack = async (id: string) => {
    const seq = ++dropSeq.current;
    const trackFormat = format;
    singleAbort.current?.abort();
    const controller = new AbortController();
    singleAbort.current = controller;
    setTarget({
      kind: 'track',
      id,
      format: trackFormat,
      phase: 'metadata',
      metadata: null,
      bytes: 0,
    });
    let metadata: DownloaderTrackMetadata | null = null;
    try {
      metadata = await downloadTrackMetadataQuery.fetch({ path: { id } }, controller.signal);
    } catch {
      metadata = null; // Still downloaded, named 'output' (2-secondary §4).
    }
    if (seq !== dropSeq.current) return;
    setTarget({ kind: 'track', id, format: trackFormat, phase: 'downloading', metadata, bytes: 0 });
    const result = await attemptDownload(
      createTrackDownloader(trackFormat),
      { id, uri: metadata?.uri ?? `spotify:track:${id}` },
      {
        timeoutMs,
        signal: controller.signal,
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
      toast.error(DOWNLOADER_MESSAGES.failed);
      setTarget((current) =>
        current.kind === 'track' ? { ...current, phase: 'failed' } : current,
      );
    }
  };

  const startPlaylist = async (id: string) => {
    const seq = ++dropSeq.current;
    singleAbort.current?.abort();
    runner.setJobs([]);
    setTarget({ kind: 'playlist', id, phase: 'metadata', metadata: null });
    try {
      const metadata = await downloadPlaylistMetadataQuery.fetch({ path: { id } });
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
      toast.error(DOWNLOADER_MESSAGES.failed);
      setTarget({ kind: 'playlist', id, phase: 'failed', metadata: null });
    }
  };

  /** A valid drop. Replacing a playlist that holds downloaded tracks asks first. */
  const open = async (kind: 'track' | 'playlist', id: string) => {
    if (hasDataInMemory || snapshot.running || snapshot.zipping) {
      const replace = await confirm(replacePlaylistDialog(snapshot.counters.completed));
      if (!replace) return;
    }
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

  // Stop the single download when the screen goes away.
  React.useEffect(() => () => singleAbort.current?.abort(), []);

  return {
    target,
    snapshot,
    format,
    settings,
    /** Something in memory or on its way that leaving the page would lose. */
    unsaved: hasDataInMemory || snapshot.running || trackBusy,
    setFormat: (value: AudioFormat) => setPreference('downloadFormat', value),
    setOption: <K extends keyof typeof settings>(key: K, value: (typeof settings)[K]) => {
      const keys = {
        autoRetry: 'downloadAutoRetry',
        autoZip: 'downloadAutoZip',
        timeoutMs: 'downloadRequestTimeout',
        intervalMs: 'downloadJobInterval',
      } as const;
      setPreference(keys[key], value as never);
    },
    open,
    runAll,
    generateZip: () => void runner.generateZip(),
    jobAction: stableJobAction,
  };
}
