/**
 * The job runner's state and how the screen reads it: an immutable snapshot that changes
 * identity only when something in it changed, for useSyncExternalStore(store.subscribe,
 * store.get). A job object changes identity only when that job changed, so rows can be
 * memoised. What moves the state is the runner (runner.ts).
 */
import {
  bytesInMemory,
  isStartable,
  jobCounters,
  patchJob,
  pendingJobs,
  playlistStatus,
  type DownloadJob,
  type DownloadJobInput,
  type JobCounters,
} from './job-rules';
import type { PlaylistStatus } from '../messages';
import { createStore, type Store } from '../state/store';

export interface JobRunnerSettings {
  intervalMs: number;
  timeoutMs: number;
  autoRetry: boolean;
  autoZip: boolean;
}

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

export class JobStore {
  protected jobs: readonly DownloadJob[];
  protected settings: Readonly<JobRunnerSettings>;
  /** The Run All in progress, auto-retries and auto-zip included. */
  protected sequence: Promise<void> | undefined;
  /** True while Run All's runs go on (false again during its auto-zip). */
  protected runActive = false;
  /** The jobs of single downloads (Download now, Retry) going on. */
  protected readonly singles = new Set<string>();
  protected zipping = false;
  protected zipProgress: number | undefined;
  protected zipError: string | undefined;
  protected runs = 0;
  protected autoRetryGaveUp = false;
  private nextKey = 0;
  /** Once the runner is disposed its snapshot stays as it was and no one is told of changes. */
  private stopped = false;
  private readonly snapshot: Store<JobRunnerSnapshot>;
  readonly subscribe: (listener: () => void) => () => void;
  readonly get: () => JobRunnerSnapshot;

  constructor(settings: JobRunnerSettings, jobs: readonly DownloadJobInput[]) {
    this.settings = Object.freeze({ ...settings });
    this.jobs = this.makeJobs(jobs);
    this.snapshot = createStore(this.buildSnapshot(), sameSnapshot);
    this.subscribe = this.snapshot.subscribe;
    this.get = this.snapshot.get;
  }

  /** Settings apply from the next decision on (the next wait, request or retry). */
  updateSettings(patch: Partial<JobRunnerSettings>): void {
    const next = { ...this.settings, ...patch };
    const keys = Object.keys(next) as (keyof JobRunnerSettings)[];
    if (keys.every((key) => next[key] === this.settings[key])) return;
    this.settings = Object.freeze(next);
    this.commit();
  }

  /** No one is told of changes any more (the runner is disposed). */
  protected stopTelling(): void {
    this.stopped = true;
  }

  protected makeJobs(inputs: readonly DownloadJobInput[]): DownloadJob[] {
    const jobs = pendingJobs(inputs, this.nextKey);
    this.nextKey += jobs.length;
    return jobs;
  }

  protected find(key: string): DownloadJob | undefined {
    return this.jobs.find((job) => job.key === key);
  }

  protected stillStartable(key: string): boolean {
    const job = this.find(key);
    return job !== undefined && isStartable(job);
  }

  protected countCompleted(): number {
    return this.jobs.filter((job) => job.status === 'completed').length;
  }

  protected patch(key: string, changes: Partial<DownloadJob>): void {
    this.jobs = patchJob(this.jobs, key, changes);
    this.commit();
  }

  /** A new snapshot for the subscribers, when anything in it changed. */
  protected commit(): void {
    if (!this.stopped) this.snapshot.set(this.buildSnapshot());
  }

  private buildSnapshot(): JobRunnerSnapshot {
    const { jobs, zipping } = this;
    const counters = jobCounters(jobs);
    const running = this.runActive || this.singles.size > 0 || counters.running > 0;
    return Object.freeze({
      jobs,
      settings: this.settings,
      running,
      zipping,
      zipProgress: this.zipProgress,
      zipError: this.zipError,
      runs: this.runs,
      autoRetryGaveUp: this.autoRetryGaveUp,
      counters,
      playlistStatus: playlistStatus(jobs),
      bytesInMemory: bytesInMemory(jobs),
      canRunAll: this.sequence === undefined && !zipping && jobs.some(isStartable),
      canZip: !running && !zipping && counters.completed > 0,
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
