/**
 * The downloader's job state machine (2-secondary.md §4 "Downloader", §9) as plain logic, plus a
 * JobRunner the screen subscribes to with useSyncExternalStore(runner.subscribe,
 * runner.getSnapshot). The snapshot is immutable and changes identity only when something changed;
 * a job object changes identity only when that job changed, so rows can be memoised.
 *
 * Rules (the spec's):
 * - pending, failed or any other non-completed, non-running job becomes running when started
 *   (Run All, Retry, Download now);
 * - running → completed only on status 200 with at least MIN_AUDIO_BYTES bytes; → failed on any
 *   other status, fewer bytes, an error or the timeout (an AbortController aborts the request);
 * - while running, the byte count follows progress events;
 * - Run All runs the startable jobs one after another, waiting the interval between jobs;
 * - auto-retry: when a run ends and a job is neither completed nor running, another run starts;
 * - auto-zip: after the run, when at least one job is completed;
 * - zip needs a completed job and no run in progress; remove is refused while a run or zip is.
 *
 * Decisions:
 * - A run in progress means Run All (with its auto-retries) or any single download (Download
 *   now, Retry) still going: zipping then would leave a finishing track out.
 * - Auto-retry gives up after MAX_FRUITLESS_RUNS consecutive runs that complete nothing new: a
 *   track the server can never deliver must not be requested forever. Any run that completes a
 *   job resets the count, so slow but progressing playlists keep going; the snapshot says
 *   `autoRetryGaveUp` so the screen can tell the user.
 * - The interval also separates the last job of a run from the first job of its auto-retry (it is
 *   there to spare the server); an interval of 0 does not wait at all.
 * - With auto-retry on, auto-zip happens once, after the last run, not after every retry.
 * - A failed job drops its partial bytes (they are not kept in memory), so its count reads 0.
 * - Jobs have a `key` of their own: a playlist may hold the same track twice. `sequence` is the
 *   1-based position in the playlist and stays put when other jobs are removed (zip numbering).
 */
import { zipTracksLost } from './messages';
import { audioFromBytes, isAudioReadable, isTrackAudio, type TrackAudio } from './track-audio';

export const MIN_AUDIO_BYTES = 1000;
export const MAX_FRUITLESS_RUNS = 3;

export type JobStatus = 'pending' | 'running' | 'completed' | 'failed';
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

/** What a download function may answer with: the collected audio, or plain bytes (tests). */
export type DownloadData = TrackAudio | Uint8Array | ArrayBuffer | ArrayBufferView;

export interface DownloadResponse {
  status: number;
  data: DownloadData | null | undefined;
}

export interface DownloadOptions {
  signal: AbortSignal;
  timeoutMs: number;
  /** Bytes received so far. */
  onProgress: (loadedBytes: number) => void;
}

export type DownloadFn = (
  track: Pick<DownloadJobInput, 'id' | 'uri'>,
  options: DownloadOptions,
) => Promise<DownloadResponse>;

export interface JobRunnerSettings {
  intervalMs: number;
  timeoutMs: number;
  autoRetry: boolean;
  autoZip: boolean;
}

/** Cancels the timer. */
export type SetTimer = (callback: () => void, ms: number) => () => void;

export interface JobRunnerDeps {
  download: DownloadFn;
  /** Waits `ms`; should resolve early when `signal` aborts. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** Builds and saves the archive of the completed jobs. */
  zip?: (
    completed: readonly DownloadJob[],
    onProgress: (fraction: number) => void,
  ) => Promise<void>;
  setTimer?: SetTimer;
}

export interface JobCounters {
  queued: number;
  running: number;
  completed: number;
  failed: number;
}

export const PLAYLIST_STATUS = {
  queued: 'Queued',
  downloaded: 'Downloaded',
  downloading: 'Downloading...',
} as const;
export type PlaylistStatus = (typeof PLAYLIST_STATUS)[keyof typeof PLAYLIST_STATUS];

export interface JobRunnerSnapshot {
  jobs: readonly DownloadJob[];
  settings: Readonly<JobRunnerSettings>;
  /** Run All (with its auto-retries) or a single download is in progress. */
  running: boolean;
  zipping: boolean;
  /** 0..1 while zipping. */
  zipProgress: number | undefined;
  zipError: string | undefined;
  /** Runs started by the last Run All, auto-retries included. */
  runs: number;
  autoRetryGaveUp: boolean;
  counters: JobCounters;
  playlistStatus: PlaylistStatus;
  /** 'RAM usage': bytes held for completed jobs and received by running ones. */
  bytesInMemory: number;
  canRunAll: boolean;
  canZip: boolean;
}

// ---------------------------------------------------------------- pure rules

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

/** 'Queued' if all are pending, 'Downloaded' if all are completed, else 'Downloading...'. */
export function playlistStatus(jobs: readonly Pick<DownloadJob, 'status'>[]): PlaylistStatus {
  if (jobs.every((job) => job.status === 'pending')) return PLAYLIST_STATUS.queued;
  if (jobs.every((job) => job.status === 'completed')) return PLAYLIST_STATUS.downloaded;
  return PLAYLIST_STATUS.downloading;
}

export type JobBadge =
  { kind: 'bytes'; bytes: number } | { kind: 'text'; text: 'Pending...' | 'Failed' | 'Queued' };

/** The status badge: bytes (or 'Pending...' before any) while running or completed. */
export function jobBadge(job: Pick<DownloadJob, 'status' | 'numBytesDownloaded'>): JobBadge {
  switch (job.status) {
    case 'running':
    case 'completed':
      return job.numBytesDownloaded > 0
        ? { kind: 'bytes', bytes: job.numBytesDownloaded }
        : { kind: 'text', text: 'Pending...' };
    case 'failed':
      return { kind: 'text', text: 'Failed' };
    default:
      return { kind: 'text', text: 'Queued' };
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
  state: Pick<JobRunnerSnapshot, 'running' | 'zipping'>,
): RowActions {
  return {
    downloadNow: job.status === 'pending',
    addToDownloads: job.status === 'completed' && (job.data?.byteLength ?? 0) > 0,
    retry: job.status === 'failed',
    removeEnabled: !state.running && !state.zipping,
  };
}

/** The answer as TrackAudio: collected audio as is, plain bytes checksummed into a Blob. */
export function toAudio(data: DownloadData | null | undefined): TrackAudio {
  if (data == null) return audioFromBytes(new Uint8Array(0));
  if (isTrackAudio(data)) return data;
  if (data instanceof Uint8Array) return audioFromBytes(data);
  if (ArrayBuffer.isView(data))
    return audioFromBytes(new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
  return audioFromBytes(new Uint8Array(data));
}

export type AttemptResult =
  | { ok: true; data: TrackAudio; httpStatus: number }
  | { ok: false; failure: JobFailure; httpStatus: number | undefined };

const defaultSetTimer: SetTimer = (callback, ms) => {
  const timer = setTimeout(callback, ms);
  return () => clearTimeout(timer);
};

/**
 * One download with the spec's validity rule and a timeout through AbortController (no timeout
 * when timeoutMs is 0 or not finite). Also serves the single-track download. Never throws.
 */
export async function attemptDownload(
  download: DownloadFn,
  track: Pick<DownloadJobInput, 'id' | 'uri'>,
  options: {
    timeoutMs: number;
    onProgress?: (loadedBytes: number) => void;
    signal?: AbortSignal;
    setTimer?: SetTimer;
  },
): Promise<AttemptResult> {
  const controller = new AbortController();
  let timedOut = false;
  const stopTimer =
    options.timeoutMs > 0 && Number.isFinite(options.timeoutMs)
      ? (options.setTimer ?? defaultSetTimer)(() => {
          timedOut = true;
          controller.abort(new DOMException('Download timed out', 'TimeoutError'));
        }, options.timeoutMs)
      : () => {};
  const forwardAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', forwardAbort, { once: true });
  if (options.signal?.aborted) forwardAbort();
  try {
    const response = await download(track, {
      signal: controller.signal,
      timeoutMs: options.timeoutMs,
      onProgress: (loaded) => {
        if (!controller.signal.aborted) options.onProgress?.(loaded);
      },
    });
    // A download function that ignores the signal may still answer after the timeout.
    if (timedOut) return { ok: false, failure: 'timeout', httpStatus: undefined };
    const data = toAudio(response.data);
    const verdict = judgeResponse(response.status, data.byteLength);
    return verdict.ok
      ? { ok: true, data, httpStatus: response.status }
      : { ok: false, failure: verdict.failure, httpStatus: response.status };
  } catch {
    return { ok: false, failure: timedOut ? 'timeout' : 'error', httpStatus: undefined };
  } finally {
    stopTimer();
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

/** Tracks whose audio is probed per task before a zip (see lostJobKeys). */
export const PROBES_PER_TASK = 16;

/** The jobs whose audio the browser can no longer read. */
async function lostJobKeys(jobs: readonly DownloadJob[]): Promise<Set<string>> {
  const lost = new Set<string>();
  // A few probes per task: each read registers a Blob slice with the browser, and 200 started
  // at once held Chromium's main thread for over 100 ms (the Chromium zip bench's long task).
  for (let start = 0; start < jobs.length; start += PROBES_PER_TASK) {
    const batch = jobs.slice(start, start + PROBES_PER_TASK);
    const readable = await Promise.all(
      batch.map((job) => (job.data ? isAudioReadable(job.data) : Promise.resolve(true))),
    );
    batch.forEach((job, index) => {
      if (!readable[index]) lost.add(job.key);
    });
  }
  return lost;
}

// ---------------------------------------------------------------- the runner

const defaultSleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

export class JobRunner {
  private jobs: readonly DownloadJob[] = [];
  private settings: Readonly<JobRunnerSettings>;
  private readonly deps: JobRunnerDeps;
  private readonly listeners = new Set<() => void>();
  private snapshot: JobRunnerSnapshot;
  /** Aborted when the jobs are replaced or the runner disposed; ends every loop and request. */
  private lifetime = new AbortController();
  /** The Run All in progress, auto-retries and auto-zip included. */
  private sequence: Promise<void> | undefined;
  /** True while Run All's runs go on (false again during its auto-zip). */
  private runActive = false;
  private readonly singles = new Set<string>();
  private zipping = false;
  private zipProgress: number | undefined;
  private zipError: string | undefined;
  private runs = 0;
  private autoRetryGaveUp = false;
  private nextKey = 0;
  private disposed = false;

  constructor(
    deps: JobRunnerDeps,
    settings: JobRunnerSettings,
    jobs: readonly DownloadJobInput[] = [],
  ) {
    this.deps = deps;
    this.settings = Object.freeze({ ...settings });
    this.jobs = this.makeJobs(jobs);
    this.snapshot = this.buildSnapshot();
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): JobRunnerSnapshot => this.snapshot;

  /** A new playlist: stops everything in progress and starts over with pending jobs. */
  setJobs(inputs: readonly DownloadJobInput[]): void {
    if (this.disposed) return;
    this.lifetime.abort();
    this.lifetime = new AbortController();
    this.sequence = undefined;
    this.runActive = false;
    this.singles.clear();
    this.zipping = false;
    this.zipProgress = undefined;
    this.zipError = undefined;
    this.runs = 0;
    this.autoRetryGaveUp = false;
    this.jobs = this.makeJobs(inputs);
    this.commit();
  }

  /** Settings apply from the next decision on (the next wait, request or retry). */
  updateSettings(patch: Partial<JobRunnerSettings>): void {
    const next = { ...this.settings, ...patch };
    const keys = Object.keys(next) as (keyof JobRunnerSettings)[];
    if (keys.every((key) => next[key] === this.settings[key])) return;
    this.settings = Object.freeze(next);
    this.commit();
  }

  /** Run All Jobs (the caller asks for confirmation first). Resolves when the run, its
   *  auto-retries and the auto-zip are over. A second call while running joins the first. */
  runAll(): Promise<void> {
    return this.startSequence(undefined);
  }

  /** Retry failed: a run of the failed jobs only (auto-retry and auto-zip as for Run All). */
  retryFailed(): Promise<void> {
    if (this.sequence) return this.sequence;
    const failed = this.jobs.filter((job) => job.status === 'failed').map((job) => job.key);
    return failed.length > 0 ? this.startSequence(new Set(failed)) : Promise.resolve();
  }

  /** A run of the startable jobs, or of those among `scope`. */
  private startSequence(scope: ReadonlySet<string> | undefined): Promise<void> {
    if (this.sequence) return this.sequence;
    if (this.zipping || this.lifetime.signal.aborted) return Promise.resolve();
    const lifetime = this.lifetime.signal;
    this.runActive = true;
    const sequence = this.runSequence(lifetime, scope).finally(() => {
      if (this.sequence === sequence) this.sequence = undefined;
      if (!lifetime.aborted) {
        this.runActive = false;
        this.commit();
      }
    });
    this.sequence = sequence;
    return sequence;
  }

  /** Download now / Retry for one job. Resolves when it has finished. */
  async start(key: string): Promise<void> {
    const job = this.find(key);
    if (!job || !isStartable(job) || this.lifetime.signal.aborted) return;
    this.singles.add(key);
    try {
      await this.runJob(key, this.lifetime.signal);
    } finally {
      this.singles.delete(key);
      this.commit();
    }
  }

  /** Removes a job (after the caller's confirmation); refused while a run or zip is in progress. */
  remove(key: string): boolean {
    if (this.snapshot.running || this.zipping || !this.find(key)) return false;
    this.jobs = this.jobs.filter((job) => job.key !== key);
    this.commit();
    return true;
  }

  /** Generate .zip File: needs a completed job, no run in progress and a zip dependency. */
  async generateZip(): Promise<boolean> {
    if (!this.snapshot.canZip || !this.deps.zip || this.lifetime.signal.aborted) return false;
    const lifetime = this.lifetime.signal;
    this.zipping = true;
    this.zipProgress = 0;
    this.zipError = undefined;
    this.commit();
    try {
      const completed = this.jobs.filter((job) => job.status === 'completed');
      // Nothing completed is silently left out of the zip or saved broken: tracks the browser
      // dropped go back to failed (Retry fetches them again) and the zip stops with a message.
      const lost = await lostJobKeys(completed);
      if (lifetime.aborted) return false;
      if (lost.size > 0) {
        this.jobs = this.jobs.map((job) =>
          lost.has(job.key)
            ? { ...job, status: 'failed', failure: 'lost', data: undefined, numBytesDownloaded: 0 }
            : job,
        );
        throw new Error(zipTracksLost(lost.size));
      }
      await this.deps.zip(completed, (fraction) => {
        if (lifetime.aborted) return;
        this.zipProgress = Math.min(1, Math.max(0, fraction));
        this.commit();
      });
      return !lifetime.aborted;
    } catch (error) {
      if (!lifetime.aborted) this.zipError = error instanceof Error ? error.message : String(error);
      return false;
    } finally {
      if (!lifetime.aborted) {
        this.zipping = false;
        this.zipProgress = undefined;
        this.commit();
      }
    }
  }

  /** Stops everything (leaving the page): no request starts afterwards, not even from setJobs. */
  dispose(): void {
    this.disposed = true;
    this.lifetime.abort();
    this.listeners.clear();
  }

  private async runSequence(
    lifetime: AbortSignal,
    scope: ReadonlySet<string> | undefined,
  ): Promise<void> {
    this.runs = 0;
    this.autoRetryGaveUp = false;
    let fruitless = 0;
    let first = true;
    const inScope = (job: DownloadJob) => isStartable(job) && (!scope || scope.has(job.key));
    for (;;) {
      const keys = this.jobs.filter(inScope).map((job) => job.key);
      if (keys.length === 0) break;
      this.runs++;
      this.commit();
      const completedBefore = this.countCompleted();
      for (const key of keys) {
        if (!this.stillStartable(key)) continue;
        if (!first && this.settings.intervalMs > 0) {
          await (this.deps.sleep ?? defaultSleep)(this.settings.intervalMs, lifetime);
        }
        if (lifetime.aborted) return;
        if (!this.stillStartable(key)) continue;
        first = false;
        await this.runJob(key, lifetime);
        if (lifetime.aborted) return;
      }
      fruitless = this.countCompleted() > completedBefore ? 0 : fruitless + 1;
      if (!this.settings.autoRetry) break;
      if (!this.jobs.some(inScope)) break;
      if (fruitless >= MAX_FRUITLESS_RUNS) {
        this.autoRetryGaveUp = true;
        break;
      }
    }
    if (lifetime.aborted) return;
    // The run is over: let the zip see "no run in progress".
    this.runActive = false;
    this.commit();
    if (this.settings.autoZip && this.countCompleted() > 0) await this.generateZip();
  }

  private async runJob(key: string, lifetime: AbortSignal): Promise<void> {
    const job = this.find(key);
    if (!job) return;
    this.patch(key, {
      status: 'running',
      numBytesDownloaded: 0,
      data: undefined,
      failure: undefined,
      httpStatus: undefined,
    });
    const result = await attemptDownload(this.deps.download, job, {
      timeoutMs: this.settings.timeoutMs,
      signal: lifetime,
      setTimer: this.deps.setTimer,
      onProgress: (loaded) => {
        if (!lifetime.aborted && this.find(key)?.status === 'running') {
          this.patch(key, { numBytesDownloaded: Math.max(0, loaded) });
        }
      },
    });
    if (lifetime.aborted) return;
    this.patch(
      key,
      result.ok
        ? {
            status: 'completed',
            data: result.data,
            numBytesDownloaded: result.data.byteLength,
            httpStatus: result.httpStatus,
          }
        : {
            status: 'failed',
            data: undefined,
            numBytesDownloaded: 0,
            failure: result.failure,
            httpStatus: result.httpStatus,
          },
    );
  }

  private makeJobs(inputs: readonly DownloadJobInput[]): DownloadJob[] {
    return inputs.map((input, index) =>
      Object.freeze({
        ...input,
        key: `job-${this.nextKey++}`,
        sequence: index + 1,
        status: 'pending' as const,
        numBytesDownloaded: 0,
        data: undefined,
        failure: undefined,
        httpStatus: undefined,
      }),
    );
  }

  private find(key: string): DownloadJob | undefined {
    return this.jobs.find((job) => job.key === key);
  }

  private stillStartable(key: string): boolean {
    const job = this.find(key);
    return job !== undefined && isStartable(job);
  }

  private countCompleted(): number {
    return this.jobs.filter((job) => job.status === 'completed').length;
  }

  private patch(key: string, changes: Partial<DownloadJob>): void {
    this.jobs = this.jobs.map((job) =>
      job.key === key ? Object.freeze({ ...job, ...changes }) : job,
    );
    this.commit();
  }

  private commit(): void {
    const next = this.buildSnapshot();
    if (sameSnapshot(this.snapshot, next)) return;
    this.snapshot = next;
    for (const listener of [...this.listeners]) listener();
  }

  private buildSnapshot(): JobRunnerSnapshot {
    const jobs = this.jobs;
    const counters = jobCounters(jobs);
    const running = this.runActive || this.singles.size > 0 || counters.running > 0;
    return Object.freeze({
      jobs,
      settings: this.settings,
      running,
      zipping: this.zipping,
      zipProgress: this.zipProgress,
      zipError: this.zipError,
      runs: this.runs,
      autoRetryGaveUp: this.autoRetryGaveUp,
      counters,
      playlistStatus: playlistStatus(jobs),
      bytesInMemory: jobs.reduce(
        (sum, job) =>
          job.status === 'running' || job.status === 'completed'
            ? sum + job.numBytesDownloaded
            : sum,
        0,
      ),
      canRunAll: this.sequence === undefined && !this.zipping && jobs.some(isStartable),
      canZip: !running && !this.zipping && counters.completed > 0,
    });
  }
}

function sameSnapshot(a: JobRunnerSnapshot, b: JobRunnerSnapshot): boolean {
  return (Object.keys(a) as (keyof JobRunnerSnapshot)[]).every((key) =>
    key === 'counters'
      ? (Object.keys(a.counters) as (keyof JobCounters)[]).every(
          (name) => a.counters[name] === b.counters[name],
        )
      : a[key] === b[key],
  );
}
