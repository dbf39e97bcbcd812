import type { QueuePanelState } from '@/components/downloader/download-queue-panel';
import { jobCounters, type DownloadJob } from '@/lib/downloader/job-rules';
import { audioFromBytes } from '@/lib/downloader/track-audio';

/** Story data for the downloader's presentational parts (the screen story uses the mock). */

const TRACKS = [
  ['Broken Rivers', 'The Velvet Satellites', 295_000],
  ['Lucky Fever', 'Maya Lin, Kofi', 201_000],
  ['Neon Harbor', 'Sven', 248_000],
  ['Quiet Hours?', 'Zoë & the Paper Moons', 312_000],
  [
    'A Very Long Title That Keeps Going Well Past The Width Of The Column',
    'Lena Listener',
    180_000,
  ],
] as const;

const cover = (index: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="hsl(${index * 67} 60% 45%)"/></svg>`,
  )}`;

export const TRACK_COVER = cover(1);

export function makeJob(index: number, changes: Partial<DownloadJob> = {}): DownloadJob {
  const [name, artists, duration] = TRACKS[index % TRACKS.length]!;
  return {
    key: `job-${index}`,
    sequence: index + 1,
    id: `track-${index}`,
    uri: `spotify:track:track-${index}`,
    name,
    artists,
    duration,
    imageUrl: index === 2 ? undefined : cover(index),
    status: 'pending',
    numBytesDownloaded: 0,
    data: undefined,
    failure: undefined,
    httpStatus: undefined,
    ...changes,
  };
}

export const completed = (index: number, bytes = 3_456_789) =>
  makeJob(index, {
    status: 'completed',
    numBytesDownloaded: bytes,
    data: audioFromBytes(new Uint8Array(16)),
    httpStatus: 200,
  });

/** One job of every state: pending, running before any byte, running, completed, failed. */
export const JOBS_OF_EVERY_STATE: DownloadJob[] = [
  makeJob(0),
  makeJob(1, { status: 'running' }),
  makeJob(2, { status: 'running', numBytesDownloaded: 1_234_567 }),
  completed(3),
  makeJob(4, { status: 'failed', failure: 'status', httpStatus: 502 }),
];

type PanelState = QueuePanelState;

/** The queue panel's state for a set of jobs, derived with the runner's own rules. */
export function panelState(jobs: DownloadJob[], changes: Partial<PanelState> = {}): PanelState {
  const counters = jobCounters(jobs);
  const running = changes.running ?? counters.running > 0;
  const zipping = changes.zipping ?? false;
  return {
    jobs,
    running,
    zipping,
    zipProgress: undefined,
    zipError: undefined,
    autoRetryGaveUp: false,
    counters,
    bytesInMemory: jobs.reduce(
      (sum, job) =>
        job.status === 'running' || job.status === 'completed' ? sum + job.numBytesDownloaded : sum,
      0,
    ),
    canRunAll: !running && !zipping && jobs.some((job) => job.status !== 'completed'),
    canZip: !running && !zipping && counters.completed > 0,
    ...changes,
  };
}
