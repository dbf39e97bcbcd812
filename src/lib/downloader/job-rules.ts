/**
 * The downloader's jobs (2-secondary.md §4 "Downloader", §9) and the spec's rules about them, as
 * pure functions. One request is attempt.ts; the runner that moves jobs through these rules is
 * runner.ts.
 *
 * Rules (the spec's):
 * - pending, failed or any other non-completed, non-running job becomes running when started
 *   (Run All, Retry, Download now);
 * - running → completed only on status 200 with at least MIN_AUDIO_BYTES bytes; → failed on any
 *   other status, fewer bytes, an error or the timeout;
 * - zip needs a completed job and no run in progress; remove is refused while a run or zip is.
 *
 * Jobs have a `key` of their own: a playlist may hold the same track twice. `sequence` is the
 * 1-based position in the playlist and stays put when other jobs are removed (zip numbering).
 */
import type { JobBadgeState, PlaylistStatus } from '../messages';
import type { TrackAudio } from './track-audio';

const MIN_AUDIO_BYTES = 1000;

type JobStatus = 'pending' | 'running' | 'completed' | 'failed';
/** 'lost': downloaded, then dropped by the browser before the zip (see isAudioReadable). */
export type JobFailure = 'status' | 'too-small' | 'timeout' | 'error' | 'lost';

export interface DownloadJobInput {
  /** The track id sent as trackId to GET /api/download. */
  id: string;
  uri: string;
  name: string;
  /** Artist names joined with ', '. */
  artists: string;
  imageUrl?: string;
  duration: number;
}

export interface DownloadJob extends DownloadJobInput {
  key: string;
  sequence: number;
  status: JobStatus;
  numBytesDownloaded: number;
  /** The audio once completed: a Blob with its length and CRC-32 (track-audio.ts). */
  data: TrackAudio | undefined;
  failure: JobFailure | undefined;
  /** The HTTP status of the last attempt, when one came back. */
  httpStatus: number | undefined;
}

export interface JobCounters {
  queued: number;
  running: number;
  completed: number;
  failed: number;
}

/** Run All, Retry and Download now start any job that is neither completed nor running. */
export function isStartable(job: Pick<DownloadJob, 'status'>): boolean {
  return job.status !== 'completed' && job.status !== 'running';
}

/** The outcome of a finished request. */
export function judgeResponse(
  status: number,
  byteLength: number,
): { ok: true } | { ok: false; failure: JobFailure } {
  if (status !== 200) return { ok: false, failure: 'status' };
  if (!(byteLength >= MIN_AUDIO_BYTES)) return { ok: false, failure: 'too-small' };
  return { ok: true };
}

export function jobCounters(jobs: readonly DownloadJob[]): JobCounters {
  const counters = { queued: 0, running: 0, completed: 0, failed: 0 };
  for (const job of jobs) {
    if (job.status === 'pending') counters.queued++;
    else counters[job.status]++;
  }
  return counters;
}

/**
 * 'queued' if all are pending, 'downloaded' if all are completed, else 'downloading' (shown as
 * 'Queued', 'Downloaded' and 'Downloading...', see playlistStatusText).
 */
export function playlistStatus(jobs: readonly Pick<DownloadJob, 'status'>[]): PlaylistStatus {
  if (jobs.every((job) => job.status === 'pending')) return 'queued';
  if (jobs.every((job) => job.status === 'completed')) return 'downloaded';
  return 'downloading';
}

/** Bytes, or a state whose word the badge shows (jobBadgeText: 'Pending...', 'Failed', 'Queued'). */
export type JobBadge = { kind: 'bytes'; bytes: number } | { kind: 'state'; state: JobBadgeState };

/** The status badge: bytes (or 'pending' before any) while running or completed. */
export function jobBadge(job: Pick<DownloadJob, 'status' | 'numBytesDownloaded'>): JobBadge {
  switch (job.status) {
    case 'running':
    case 'completed':
      return job.numBytesDownloaded > 0
        ? { kind: 'bytes', bytes: job.numBytesDownloaded }
        : { kind: 'state', state: 'pending' };
    case 'failed':
      return { kind: 'state', state: 'failed' };
    default:
      return { kind: 'state', state: 'queued' };
  }
}

export interface RowActions {
  /** 'Download now': pending jobs only. */
  downloadNow: boolean;
  /** 'Add to Downloads': completed jobs that hold data. */
  addToDownloads: boolean;
  /** 'Retry': failed jobs only. */
  retry: boolean;
  /** 'Remove' is shown always and enabled when no run or zip is in progress. */
  removeEnabled: boolean;
}

export function rowActions(
  job: DownloadJob,
  state: { running: boolean; zipping: boolean },
): RowActions {
  return {
    downloadNow: job.status === 'pending',
    addToDownloads: job.status === 'completed' && (job.data?.byteLength ?? 0) > 0,
    retry: job.status === 'failed',
    removeEnabled: !state.running && !state.zipping,
  };
}

/** Fresh pending jobs for a playlist's tracks, keyed from `firstKey` on. */
export function pendingJobs(inputs: readonly DownloadJobInput[], firstKey: number): DownloadJob[] {
  return inputs.map((input, index) =>
    Object.freeze({
      ...input,
      key: `job-${firstKey + index}`,
      sequence: index + 1,
      status: 'pending' as const,
      numBytesDownloaded: 0,
      data: undefined,
      failure: undefined,
      httpStatus: undefined,
    }),
  );
}

/** The jobs with one of them changed: a new object for that job only, so rows can be memoised. */
export function patchJob(
  jobs: readonly DownloadJob[],
  key: string,
  changes: Partial<DownloadJob>,
): DownloadJob[] {
  return jobs.map((job) => (job.key === key ? Object.freeze({ ...job, ...changes }) : job));
}

/** 'RAM usage': bytes held for completed jobs and received by running ones. */
export function bytesInMemory(jobs: readonly DownloadJob[]): number {
  return jobs.reduce(
    (sum, job) =>
      job.status === 'running' || job.status === 'completed' ? sum + job.numBytesDownloaded : sum,
    0,
  );
}
