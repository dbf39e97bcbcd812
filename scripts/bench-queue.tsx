/**
 * Bench-only entry (scripts/bench-queue.html?tracks=N, driven by scripts/bench-queue.mjs): the
 * instance page's queue path with N queued tracks — the same structural sharing of each answer
 * as the 1 s poll (shareUnchanged with the last answer: parse, then keep what did not change), the queue's edit ledger told of
 * every poll (useQueueSync, observeAnswers, useQueue), header, now-playing card, lyrics and windowed queue panel as InstancePage, fed from
 * a state that stands in for SWR's data. Exposes window.__bench for the runner.
 */
import { useEffect, useMemo } from 'react';
import useSWR, { mutate } from 'swr';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import '@/themes/index.css';
import '@/themes/theme-styles';
import type { ActionContext } from '@/api/mutation/action-context';
import type { ApiClient } from '@/api/client';
import { shareUnchanged } from '@/api/query/share-answers';
import { observeAnswers } from '@/api/query/observe-answers';
import { useProgressSync } from '@/app/routes/instance/use-progress-sync';
import { useQueue, useQueueSync } from '@/app/routes/instance/use-queue';
import { InstanceHeader } from '@/components/instance/instance-header';
import { LyricsPanel } from '@/components/lyrics/lyrics-panel';
import { NowPlayingCard } from '@/components/player/now-playing-card';
import type { PlayerTrack } from '@/components/player/track-types';
import { QueuePanel } from '@/components/queue/queue-panel';
import { activateLanguage } from '@/lib/i18n';
import { playingTrack } from '@/lib/queue/order';
import { createSelectionStore } from '@/lib/queue/selection-store';
import type { QueueSync } from '@/lib/queue/sync-types';

const TRACKS = Number(new URLSearchParams(location.search).get('tracks') ?? 2000);

function makeResponse(updated: string) {
  const tracks = Array.from({ length: TRACKS + 1 }, (_, i): PlayerTrack => ({
    id: `q${i}`,
    name: `Track ${i}`,
    artists: ['Neon Harbor', 'Kestrel & Fox'],
    duration: 180_000 + (i % 90) * 1000,
    imageUrl: `/mock-assets/covers/album-${i % 12}.svg`,
    uri: `spotify:track:q${i}`,
    isPlaying: i === 0,
    streamingServiceType: 0,
    discordUsername: 'DJ Nova',
    discordDiscriminator: '4242',
    discordAvatarHash: null,
  }));
  return {
    instance: {
      name: 'Bench',
      voiceChannelName: 'Voice',
      playerStateType: 0,
      playerProgress: 0.1,
      playerProgressUpdated: updated,
      playerRate: 100,
      playerTempo: 100,
      lyrics: Array.from({ length: 60 }, (_, i) => ({ words: `Line ${i}`, startTimeMs: i * 4000 })),
    },
    tracks,
    numTracks: TRACKS,
    duration: tracks.slice(1).reduce((sum, t) => sum + t.duration, 0),
  };
}
type Response = ReturnType<typeof makeResponse>;

/** Every edit the bench sends is taken in the next task, as a quick server would. */
const taken = () =>
  new Promise((resolve) =>
    setTimeout(() => resolve({ data: undefined, response: new Response(null, { status: 200 }) })),
  );
const quickServer = { DELETE: taken, PUT: taken, POST: taken, GET: taken } as unknown as ApiClient;
const ctx: ActionContext = {
  confirm: async () => false,
  mutate,
  notify: { success: () => undefined, error: () => undefined, info: () => undefined },
  client: quickServer,
};
const noop = () => undefined;
/** The queue's selection, as the page offers it to a DJ. */
const selection = { store: createSelectionStore(), mode: false, onLongPress: noop };
/** The harness's queue sync, for the batch of the bench's selection section. */
let benchSync: QueueSync<PlayerTrack> | undefined;
const NO_USERS: never[] = [];
const lyricsSettings = {
  offsetMs: -1000,
  buffer: 4,
  progressType: 'all',
  countdown: false,
  debug: false,
} as const;

const KEY = 'bench';
/** What the next poll's fetch resolves to: the answer cache's result for the body's text. */
let nextAnswer: Response;
// The page's SWR settings for this poll (use-instance-tracks: identity compare), driven by hand.
const swrOptions = {
  compare: Object.is,
  revalidateOnMount: false,
  revalidateOnFocus: false,
  revalidateIfStale: false,
  dedupingInterval: 0,
};

type Track = Response['tracks'][number];

function Harness({ initial }: { initial: Response }) {
  const queueSync = useQueueSync<Track>();
  useEffect(() => {
    benchSync = queueSync;
  }, [queueSync]);
  const use = useMemo(
    () => [
      observeAnswers<Response>({
        requested: () => queueSync.requested(),
        answered: (answer, stamp) => queueSync.answered(answer.tracks, stamp),
      }),
    ],
    [queueSync],
  );
  const { data = initial } = useSWR(KEY, () => nextAnswer, {
    ...swrOptions,
    fallbackData: initial,
    use,
  });
  const current = playingTrack(data.tracks);
  const sync = useProgressSync(data.instance, current?.duration);
  const queue = useQueue(queueSync, data.tracks, ctx, 'bench');
  const { onPlayNext, onRemove, onReorder } = queue;
  const rowActions = useMemo(
    () => ({ onPlayNext, onRemove, onOpen: noop, onReorder }),
    [onPlayNext, onRemove, onReorder],
  );
  return (
    <div className="grid gap-4 p-4">
      <InstanceHeader
        name={data.instance.name}
        track={current}
        sync={sync}
        presentUsers={NO_USERS}
        canAdminView={false}
        canRestart={false}
        onAdminView={noop}
        onRestart={noop}
      />
      {current && sync && (
        <NowPlayingCard track={current} playerStateType={0} voiceChannelName="Voice" sync={sync} />
      )}
      <LyricsPanel lines={data.instance.lyrics} sync={sync} settings={lyricsSettings} />
      <QueuePanel
        tracks={queue.draggable}
        count={data.numTracks}
        durationMs={data.duration}
        moreToLoad={0}
        partyMode={false}
        onLoadMore={noop}
        onCommand={noop}
        rowActions={rowActions}
        selection={selection}
      />
    </div>
  );
}

interface PollFigures {
  /** Turning the body's bytes into text (what response.text() does). */
  readMs: number;
  /** The parse and the structural sharing with the last answer (shareUnchanged). */
  resolveMs: number;
  /** SWR's revalidation with that answer: its compare, and React's render if it changed. */
  reactMs: number;
  rendered: string[];
}

/** A held drag, from watchDrag() to the drop: what it cost and where the row landed. */
interface DragFigures {
  longTasks: number;
  longestTaskMs: number;
  /** The most queue rows in the page at once while the row was held. */
  peakRows: number;
  /** The track and position of the row under the pointer once it was let go. */
  landedId: string | undefined;
  landedPosition: number;
}

declare global {
  interface Window {
    __takeRendered: () => string[];
    /** The components that began a render since the last take: nothing above them rendered. */
    __takeRenderRoots: () => string[];
    __bench: {
      renderQueue(): number;
      unchangedPolls(count: number): Promise<PollFigures>;
      changedPoll(): Promise<PollFigures & { changedId: string }>;
      parseMs(): number;
      progressTicks(ms: number): Promise<{ commits: number; rendered: Record<string, number> }>;
      scrollToEnd(
        stepPx: number,
      ): Promise<{ longestTaskMs: number; longTasks: number; frames: number }>;
      watchDrag(): Promise<void>;
      dropped(y: number): Promise<DragFigures>;
      selectAll(): Promise<{ ms: number; rows: number; longestTaskMs: number }>;
      removeBatch(count: number): Promise<{
        ms: number;
        removed: number;
        longTasks: number;
        longestTaskMs: number;
      }>;
    };
  }
}

// The rows and header read the catalog (t()): English first, as src/main.tsx does before its
// first render. Without it the harness threw on its first render and measured an empty root.
await activateLanguage('en');
const root = createRoot(document.getElementById('root')!);
const updated = new Date().toISOString();
let response = makeResponse(updated);
let wire = new TextEncoder().encode(JSON.stringify(response));
/** The last answer, as SWR's cache holds it for the poll's key: what the next is shared with. */
let lastAnswer: Response | undefined;
const share = (next: Response): Response => (lastAnswer = shareUnchanged(lastAnswer, next));
const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * `count` polls as the page runs them, each stage timed over all of them (one poll's stages are
 * under the browser's 0.1 ms timer resolution): read each body as text, resolve it in the answer
 * cache, then SWR's revalidation with that answer (compare, and React if it changed).
 */
async function polls(count: number): Promise<PollFigures> {
  collectGarbage();
  let start = performance.now();
  const texts = Array.from({ length: count }, () => new TextDecoder().decode(wire));
  const readMs = (performance.now() - start) / count;
  collectGarbage();
  start = performance.now();
  const resolved = texts.map((text) => share(JSON.parse(text) as Response));
  const resolveMs = (performance.now() - start) / count;
  texts.length = 0;
  collectGarbage();
  start = performance.now();
  for (const answer of resolved) {
    nextAnswer = answer;
    await mutate(KEY);
  }
  const reactMs = (performance.now() - start) / count;
  // A changed answer commits after the revalidation settles: let it land before counting.
  await frame();
  return { readMs, resolveMs, reactMs, rendered: window.__takeRendered() };
}

/** A full collection where the bench's Chromium exposes gc (--js-flags=--expose-gc). */
function collectGarbage() {
  (globalThis as { gc?: () => void }).gc?.();
}

/**
 * A full collection, then a task of its own later: a long-task observer started in the task
 * that ran gc() reported that task, so the bench billed its own collection (50-80 ms) to the
 * stage it watched.
 */
async function collectGarbageApart() {
  collectGarbage();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Long tasks (PerformanceObserver 'longtask', over 50 ms) from `start()` until `stop()`. */
function watchLongTasks() {
  const tasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask', buffered: false });
  return async () => {
    // Long tasks are reported after they end: one more frame lets the last one arrive.
    await frame();
    await new Promise((resolve) => setTimeout(resolve, 100));
    observer.disconnect();
    return { longestTaskMs: Math.max(0, ...tasks), longTasks: tasks.length };
  };
}

let stopDragWatch: (() => Promise<Omit<DragFigures, 'landedId' | 'landedPosition'>>) | undefined;

window.__bench = {
  renderQueue() {
    const initial = share(JSON.parse(new TextDecoder().decode(wire)) as Response);
    nextAnswer = initial;
    const start = performance.now();
    flushSync(() => root.render(<Harness initial={initial} />));
    const ms = performance.now() - start;
    window.__takeRendered();
    return ms;
  },
  async unchangedPolls(count) {
    window.__takeRendered();
    return polls(count);
  },
  async changedPoll() {
    window.__takeRendered();
    // The fourth queued track (on screen) gets a new title: one row's worth of change.
    const tracks = response.tracks.map((track, index) =>
      index === 4 ? { ...track, name: `${track.name} (live)` } : track,
    );
    response = { ...response, tracks };
    wire = new TextEncoder().encode(JSON.stringify(response));
    return { ...(await polls(1)), changedId: tracks[4]!.id };
  },
  parseMs() {
    const text = new TextDecoder().decode(wire);
    const start = performance.now();
    JSON.parse(text);
    return performance.now() - start;
  },
  async progressTicks(ms) {
    window.__takeRenderRoots();
    const rendered: Record<string, number> = {};
    let commits = 0;
    const end = performance.now() + ms;
    while (performance.now() < end) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      // What a tick starts: the progress components' own insides (a slider's parts) follow them.
      const names = window.__takeRenderRoots();
      if (names.length > 0) commits += 1;
      for (const name of names) rendered[name] = (rendered[name] ?? 0) + 1;
    }
    return { commits, rendered };
  },
  async scrollToEnd(stepPx) {
    await collectGarbageApart();
    const stop = watchLongTasks();
    window.scrollTo(0, 0);
    let frames = 0;
    await frame();
    while (window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 1) {
      window.scrollBy(0, stepPx);
      frames += 1;
      await frame();
    }
    const tasks = await stop();
    window.scrollTo(0, 0);
    return { ...tasks, frames };
  },
  async watchDrag() {
    await collectGarbageApart();
    const stop = watchLongTasks();
    let peakRows = 0;
    let sampling = true;
    const sample = () => {
      peakRows = Math.max(peakRows, document.querySelectorAll('[data-slot="queue-row"]').length);
      if (sampling) requestAnimationFrame(sample);
    };
    sample();
    stopDragWatch = async () => {
      sampling = false;
      return { ...(await stop()), peakRows };
    };
  },
  async selectAll() {
    await collectGarbageApart();
    window.__takeRendered();
    const stop = watchLongTasks();
    const ids = (benchSync?.view() ?? []).filter((track) => !track.isPlaying).map((t) => t.id);
    const start = performance.now();
    flushSync(() => selection.store.selectAll(ids));
    const ms = performance.now() - start;
    const rows = window.__takeRendered().filter((name) => name === 'QueueRow').length;
    const { longestTaskMs } = await stop();
    flushSync(() => selection.store.clear());
    window.__takeRendered();
    return { ms, rows, longestTaskMs };
  },
  async removeBatch(count) {
    await collectGarbageApart();
    const sync = benchSync!;
    const ids = (sync.view() ?? [])
      .filter((track) => !track.isPlaying)
      .slice(0, count)
      .map((t) => t.id);
    const stop = watchLongTasks();
    const start = performance.now();
    const batch = sync.batch(sync.removals(ids))!;
    const outcome = await batch.outcome;
    await frame();
    const ms = performance.now() - start;
    return { ms, removed: outcome.done.length, ...(await stop()) };
  },
  async dropped(y) {
    await frame();
    const figures = await stopDragWatch!();
    // The row whose pitch holds the point (its box and the gap below it, as the list's own drop
    // target counts it): a point on the 2 px gap between two rows hit the list, not a row.
    const row = [
      ...document.querySelectorAll<HTMLElement>(
        '[data-slot="queue-list"] > [data-slot="queue-row"]',
      ),
    ].findLast((candidate) => candidate.getBoundingClientRect().top <= y);
    return {
      ...figures,
      landedId: row?.dataset.id,
      landedPosition: Number(row?.getAttribute('aria-posinset')),
    };
  },
};
