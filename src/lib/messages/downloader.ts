/**
 * The downloader's texts (2-secondary §4, §8) and the ones it adds of its own. Every text is
 * looked up in the active language's catalog when it is read (getters and functions), never when
 * this module loads.
 */
import type { RunOutcome } from '../downloader/outcome';
import type { DownloaderLoss } from '../downloader/loss';
import { t, type MessageId } from '../i18n';

export const DOWNLOADER_MESSAGES = {
  get heading() {
    return t('downloader.heading');
  },
  get dropHere() {
    return t('downloader.dropHere');
  },
  get dropHint() {
    return t('downloader.dropHint');
  },
  get fetchingMetadata() {
    return t('downloader.fetchingMetadata');
  },
  get failed() {
    return t('downloader.failed');
  },
  get unsupportedService() {
    return t('downloader.unsupportedService');
  },
  get unsupportedType() {
    return t('downloader.unsupportedType');
  },
  get ramUsage() {
    return t('downloader.ramUsage');
  },
  // Card and badge statuses (the words of the codes below).
  get downloading() {
    return t('downloader.statusDownloading');
  },
  get downloaded() {
    return t('downloader.statusDownloaded');
  },
  get queued() {
    return t('downloader.statusQueued');
  },
  get pending() {
    return t('downloader.statusPending');
  },
  get jobFailed() {
    return t('downloader.statusFailed');
  },
  // Ours: a failed single track or run offers to try again.
  get retry() {
    return t('downloader.retry');
  },
  get retryFailed() {
    return t('downloader.retryFailed');
  },
  // Ours: asked before a new drop or leaving would lose something (downloader-loss.ts).
  get replacePlaylistTitle() {
    return t('downloader.replacePlaylistTitle');
  },
  get replaceTrackTitle() {
    return t('downloader.replaceTrackTitle');
  },
  get replace() {
    return t('downloader.replace');
  },
  get leaveTitle() {
    return t('downloader.leaveTitle');
  },
  get leave() {
    return t('downloader.leave');
  },
  get stay() {
    return t('downloader.stay');
  },
};

/** The playlist card's status: all jobs pending, all completed, or anything between. */
export type PlaylistStatus = 'queued' | 'downloaded' | 'downloading';

/** 'Queued', 'Downloaded' or 'Downloading...' in the active language. */
export function playlistStatusText(status: PlaylistStatus): string {
  if (status === 'queued') return DOWNLOADER_MESSAGES.queued;
  if (status === 'downloaded') return DOWNLOADER_MESSAGES.downloaded;
  return DOWNLOADER_MESSAGES.downloading;
}

/** A job's status badge when it shows no byte count. */
export type JobBadgeState = 'pending' | 'failed' | 'queued';

/** 'Pending...', 'Failed' or 'Queued' in the active language. */
export function jobBadgeText(state: JobBadgeState): string {
  if (state === 'pending') return DOWNLOADER_MESSAGES.pending;
  if (state === 'failed') return DOWNLOADER_MESSAGES.jobFailed;
  return DOWNLOADER_MESSAGES.queued;
}

/** A single track's download: on its way, saved, or failed. */
export type TrackDownloadStatus = 'downloading' | 'downloaded' | 'failed';

/** 'Downloading...', 'Downloaded' or 'Failed' in the active language. */
export function trackDownloadStatusText(status: TrackDownloadStatus): string {
  if (status === 'downloading') return DOWNLOADER_MESSAGES.downloading;
  if (status === 'downloaded') return DOWNLOADER_MESSAGES.downloaded;
  return DOWNLOADER_MESSAGES.jobFailed;
}

/** What a new drop or leaving would lose, in one sentence (ours). */
export function downloaderLossText(loss: DownloaderLoss): string {
  if (loss.kind === 'track') return t('downloader.lossTrack');
  if (loss.heldTracks === 0) return t('downloader.lossRun');
  return loss.inProgress
    ? t('downloader.lossHeldAndRun', { count: loss.heldTracks })
    : t('downloader.lossHeld', { count: loss.heldTracks });
}

/**
 * Once nothing runs and some jobs failed (ours: the spec's playlist status still reads
 * 'Downloading...' then, see download-outcome.ts).
 */
export function runOutcomeText({ failed, completed, queued }: RunOutcome): string {
  return queued === 0
    ? t('downloader.runFinished', { failed, completed })
    : t('downloader.runStopped', { failed, completed, queued });
}

/**
 * The zip stopped because the browser no longer holds some downloaded tracks (its Blob storage
 * was full: this machine's Chromium drops every held Blob past about 500 MB). Those tracks are
 * marked failed so Retry fetches them again.
 */
export function zipTracksLost(count: number): string {
  return t('downloader.zipTracksLost', { count });
}

/** The playlist's queue panel title. */
export function downloadQueueTitle(playlist: string, owner: string): string {
  return t('downloader.queueTitle', { playlist, owner });
}

/** Asked before removing one job. */
export function confirmRemoveJob(name: string, artists: string): string {
  return t('downloader.confirmRemoveJob', { name, artists });
}

/** Slider labels of the downloader options. */
export function timeoutLabel(ms: number): string {
  return t('downloader.timeoutLabel', { ms });
}
export function intervalLabel(ms: number): string {
  return t('downloader.intervalLabel', { ms });
}

export interface RunAllSettings {
  jobs: number;
  autoRetry: boolean;
  autoZip: boolean;
  timeoutMs: number;
  intervalMs: number;
}

/**
 * Asked before Run All: the job count, the current settings, and that the tracks are
 * downloaded into browser memory (2-secondary §4; the exact wording is ours).
 */
export function confirmRunAll(settings: RunAllSettings): string {
  const onOff = (flag: boolean) => (flag ? 'on' : 'off');
  return t('downloader.confirmRunAll', {
    count: settings.jobs,
    autoRetry: onOff(settings.autoRetry),
    autoZip: onOff(settings.autoZip),
    timeoutMs: settings.timeoutMs,
    intervalMs: settings.intervalMs,
  });
}

/** A job row's action, named with its track for screen readers ("Retry: Song by Artist"). */
export type JobActionName = 'downloadNow' | 'addToDownloads' | 'retry' | 'remove';

const JOB_ACTION_TEXT = {
  downloadNow: 'downloader.downloadNow',
  addToDownloads: 'downloader.addToDownloads',
  retry: 'downloader.retry',
  remove: 'downloader.remove',
} as const satisfies Record<JobActionName, MessageId>;

const JOB_ACTION_LABEL = {
  downloadNow: 'downloader.downloadNowLabel',
  addToDownloads: 'downloader.addToDownloadsLabel',
  retry: 'downloader.retryLabel',
  remove: 'downloader.removeLabel',
} as const satisfies Record<JobActionName, MessageId>;

/** The visible word of a job row's action ('Download now'). */
export function jobActionText(action: JobActionName): string {
  return t(JOB_ACTION_TEXT[action]);
}

/** The action with its track, for its accessible name ('Download now: Song by Artist'). */
export function jobActionLabel(action: JobActionName, name: string, artists: string): string {
  return t(JOB_ACTION_LABEL[action], { name, artists });
}
