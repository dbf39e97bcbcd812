/**
 * The downloader's job runner (2-secondary.md §4 "Downloader", §9): it moves the jobs through the
 * rules of job-rules.ts, one attempt (attempt.ts) at a time; the screen reads its state as
 * snapshots (job-store.ts).
 *
 * Rules (the spec's):
 * - while running, the byte count follows progress events;
 * - Run All runs the startable jobs one after another, waiting the interval between jobs;
 * - auto-retry: when a run ends and a job is neither completed nor running, another run starts;
 * - auto-zip: after the run, when at least one job is completed.
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
 */
import { attemptDownload, type DownloadFn, type SetTimer } from './attempt';
import { isStartable, type DownloadJob, type DownloadJobInput } from './job-rules';
import { JobStore, type JobRunnerSettings } from './job-store';
import { t } from '../i18n';
import { isAudioReadable } from './track-audio';

export const MAX_FRUITLESS_RUNS = 3;

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

export class JobRunner extends JobStore {
  private readonly deps: JobRunnerDeps;
  /** Aborted when the jobs are replaced or the runner disposed; ends every loop and request. */
  private lifetime = new AbortController();
  private disposed = false;

  constructor(
    deps: JobRunnerDeps,
    settings: JobRunnerSettings,
    jobs: readonly DownloadJobInput[] = [],
  ) {
    super(settings, jobs);
    this.deps = deps;
  }

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
    if (this.get().running || this.zipping || !this.find(key)) return false;
    this.jobs = this.jobs.filter((job) => job.key !== key);
    this.commit();
    return true;
  }

  /** Generate .zip File: needs a completed job, no run in progress and a zip dependency. */
  async generateZip(): Promise<boolean> {
    if (!this.get().canZip || !this.deps.zip || this.lifetime.signal.aborted) return false;
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
        throw new Error(t('downloader.zipTracksLost', { count: lost.size }));
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
    this.stopTelling();
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
}
