/**
 * The downloader's texts that need a choice (2-secondary §4, §8, and its own): a status code's
 * word, a sentence picked by counts, the Run All question's settings, a job action's words.
 */
import type { RunOutcome } from '../downloader/outcome';
import type { DownloaderLoss } from '../downloader/loss';
import { t, type MessageId } from '../i18n';

/** The playlist card's status: all jobs pending, all completed, or anything between. */
export type PlaylistStatus = 'queued' | 'downloaded' | 'downloading';

/** 'Queued', 'Downloaded' or 'Downloading...' in the active language. */
export function playlistStatusText(status: PlaylistStatus): string {
  if (status === 'queued') return t('downloader.statusQueued');
  if (status === 'downloaded') return t('downloader.statusDownloaded');
  return t('downloader.statusDownloading');
}

/** A job's status badge when it shows no byte count. */
export type JobBadgeState = 'pending' | 'failed' | 'queued';

/** 'Pending...', 'Failed' or 'Queued' in the active language. */
export function jobBadgeText(state: JobBadgeState): string {
  if (state === 'pending') return t('downloader.statusPending');
  if (state === 'failed') return t('downloader.statusFailed');
  return t('downloader.statusQueued');
}

/** A single track's download: on its way, saved, or failed. */
export type TrackDownloadStatus = 'downloading' | 'downloaded' | 'failed';

/** 'Downloading...', 'Downloaded' or 'Failed' in the active language. */
export function trackDownloadStatusText(status: TrackDownloadStatus): string {
  if (status === 'downloading') return t('downloader.statusDownloading');
  if (status === 'downloaded') return t('downloader.statusDownloaded');
  return t('downloader.statusFailed');
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
 * 'Downloading...' then, see src/lib/downloader/outcome.ts).
 */
export function runOutcomeText({ failed, completed, queued }: RunOutcome): string {
  return queued === 0
    ? t('downloader.runFinished', { failed, completed })
    : t('downloader.runStopped', { failed, completed, queued });
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
