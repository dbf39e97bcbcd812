/** The downloader's texts (2-secondary §4, §8) and the ones it adds of its own. */
import type { RunOutcome } from '../download-outcome';
import { UNSUPPORTED_SERVICE_MESSAGE, UNSUPPORTED_TYPE_MESSAGE } from '../downloader-drop';
import type { DownloaderLoss } from '../downloader-loss';

export const DOWNLOADER_MESSAGES = {
  heading: 'Downloader',
  dropHere: 'Drop a track or playlist here',
  dropHint: 'Drag and drop it from Spotify',
  fetchingMetadata: 'Fetching metadata...',
  failed: 'Something went wrong!',
  unsupportedService: UNSUPPORTED_SERVICE_MESSAGE,
  unsupportedType: UNSUPPORTED_TYPE_MESSAGE,
  ramUsage: 'RAM usage',
  // Card and badge statuses.
  downloading: 'Downloading...',
  downloaded: 'Downloaded',
  queued: 'Queued',
  pending: 'Pending...',
  jobFailed: 'Failed',
  // Ours: a failed single track or run offers to try again.
  retry: 'Retry',
  retryFailed: 'Retry failed',
  // Ours: asked before a new drop or leaving would lose something (downloader-loss.ts).
  replacePlaylistTitle: 'Replace this playlist?',
  replaceTrackTitle: 'Replace this track?',
  replace: 'Replace',
  leaveTitle: 'Leave the downloader?',
  leave: 'Leave',
  stay: 'Stay',
} as const;

/** The playlist card's status: all jobs pending, all completed, or anything between. */
export type PlaylistStatus =
  | typeof DOWNLOADER_MESSAGES.queued
  | typeof DOWNLOADER_MESSAGES.downloaded
  | typeof DOWNLOADER_MESSAGES.downloading;

/** A job's status badge when it shows no byte count. */
export type JobBadgeText =
  | typeof DOWNLOADER_MESSAGES.pending
  | typeof DOWNLOADER_MESSAGES.jobFailed
  | typeof DOWNLOADER_MESSAGES.queued;

/** What a new drop or leaving the screen would lose, in one sentence (ours). */
export function downloaderLossText(loss: DownloaderLoss): string {
  if (loss.kind === 'track') return 'The track still downloading stops and is not saved.';
  if (loss.heldTracks === 0) return "The current playlist's download in progress stops.";
  const held =
    loss.heldTracks === 1
      ? 'The 1 downloaded track of the current playlist is'
      : `The ${loss.heldTracks} downloaded tracks of the current playlist are`;
  const stops = loss.inProgress ? ', and the download in progress stops' : '';
  return `${held} held only in this tab's memory and will be lost${stops}.`;
}

/**
 * Once nothing runs and some jobs failed (ours: the spec's playlist status still reads
 * 'Downloading...' then, see download-outcome.ts).
 */
export function runOutcomeText({ failed, completed, queued }: RunOutcome): string {
  return queued === 0
    ? `The run has finished with ${failed} failed and ${completed} downloaded.`
    : `${failed} failed, ${completed} downloaded and ${queued} still queued.`;
}

/**
 * The zip stopped because the browser no longer holds some downloaded tracks (its Blob storage
 * was full: this machine's Chromium drops every held Blob past about 500 MB). Those tracks are
 * marked failed so Retry fetches them again.
 */
export function zipTracksLost(count: number): string {
  const tracks = count === 1 ? '1 downloaded track' : `${count} downloaded tracks`;
  return (
    `The browser dropped ${tracks} from memory, so no .zip was saved. ` +
    `They are marked Failed: retry them, or remove some tracks, and generate the .zip again.`
  );
}

/** The playlist's queue panel title. */
export function downloadQueueTitle(playlist: string, owner: string): string {
  return `Download Queue for ${playlist} by ${owner}`;
}

/** Asked before removing one job. */
export function confirmRemoveJob(name: string, artists: string): string {
  return `Are you sure you want to remove '${name}' by '${artists}'?`;
}

/** Slider labels of the downloader options. */
export function timeoutLabel(ms: number): string {
  return `Timeout: ${ms}ms`;
}
export function intervalLabel(ms: number): string {
  return `Interval: ${ms}ms`;
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
  const yesNo = (flag: boolean) => (flag ? 'on' : 'off');
  const tracks = settings.jobs === 1 ? '1 track' : `${settings.jobs} tracks`;
  return (
    `This will download ${tracks} into your browser's memory. ` +
    `Auto retry: ${yesNo(settings.autoRetry)}. Auto zip: ${yesNo(settings.autoZip)}. ` +
    `${timeoutLabel(settings.timeoutMs)}. ${intervalLabel(settings.intervalMs)}.`
  );
}
