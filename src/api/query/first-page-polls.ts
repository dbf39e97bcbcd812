/**
 * The instance page's queue after "Load N more tracks" without asking for the whole queue every
 * second: an SWR middleware of the track-load poll that asks for the first page and joins it with
 * the rest it holds (src/lib/queue/first-page-merge.ts). swr-openapi asks for one key per hook;
 * this answers one key from the requests of another.
 */
import type { Middleware } from 'swr';
import {
  holdQueue,
  joinFirstPage,
  type HeldQueue,
  type QueueAnswer,
} from '@/lib/queue/first-page-merge';
import type { QueueTrack } from '@/lib/queue/order';
import { wholeQueueDue, type WholeQueueRefresh } from '@/lib/queue/whole-refresh';

type Answer = QueueAnswer<QueueTrack>;
/** The track-load read's SWR key, as swr-openapi builds it. */
type TrackLoadKey = readonly [
  string,
  string,
  { params: { path: { id: string; loadAll: boolean } } },
];
type Fetch = (key: TrackLoadKey) => Promise<Answer>;

/** The instance page's whole queue after "Load N more tracks", kept between first-page polls. */
export interface WholeQueueHolder {
  /**
   * The held queue may be out of date (a queue edit was answered, the tab was hidden): the next
   * poll asks for the whole queue.
   */
  doubt(): void;
  /**
   * The SWR middleware of the track-load poll that asks for the first page when it can; it goes
   * in the read's `requests` (reads.ts), inside the sharing step, so a join equal to the last
   * one is the cached answer itself and nothing renders.
   */
  middleware: Middleware;
}

/**
 * Once the page asks for the whole queue (loadAll=true), each poll asks for the first page
 * instead and joins it with the held rest (src/lib/queue/first-page-merge.ts); the whole queue
 * is asked for only when src/lib/queue/whole-refresh.ts says so, or when the join is not
 * certain. What the hook (and the queue's ledger) gets is always the whole queue, so the rest
 * of the page is unchanged. Polls without loadAll pass through.
 */
export function createWholeQueueHolder(now: () => number = Date.now): WholeQueueHolder {
  let tick = 0;
  let instanceId: string | undefined;
  let refresh: WholeQueueRefresh = { doubtedTick: 0 };
  let held: HeldQueue<QueueTrack> | undefined;
  /** The tick of the request the held queue reflects: an older answer never replaces it. */
  let heldTick = 0;

  /** Holds `next` unless a newer answer is held; says whether it did. */
  const hold = (next: HeldQueue<QueueTrack>, askedTick: number): boolean => {
    if (askedTick <= heldTick) return false;
    held = next;
    heldTick = askedTick;
    return true;
  };

  const askWhole = async (fetch: Fetch, key: TrackLoadKey): Promise<Answer> => {
    const askedAt = now();
    const askedTick = (tick += 1);
    const answer = await fetch(key);
    // The safety period runs from the whole answer the held rest comes from.
    if (hold(holdQueue(answer), askedTick)) {
      refresh = { ...refresh, held: { askedAt, askedTick, queued: answer.numTracks } };
    }
    return answer;
  };

  const join = (page: Answer, askedTick: number): Answer | undefined => {
    if (held === undefined) return undefined;
    const tracks = joinFirstPage(held, page);
    if (tracks === undefined) return undefined;
    hold({ tracks, durationDrift: held.durationDrift }, askedTick);
    return { ...page, tracks };
  };

  const poll = async (fetch: Fetch, key: TrackLoadKey): Promise<Answer> => {
    const [prefix, path, init] = key;
    const { params } = init;
    if (!params.path.loadAll) return fetch(key);
    if (params.path.id !== instanceId) {
      instanceId = params.path.id;
      refresh = { doubtedTick: refresh.doubtedTick };
      held = undefined;
    }
    if (wholeQueueDue(refresh, now())) return askWhole(fetch, key);
    const askedTick = (tick += 1);
    const pageParams = { ...params, path: { ...params.path, loadAll: false } };
    const pageKey: TrackLoadKey = [prefix, path, { ...init, params: pageParams }];
    const joined = join(await fetch(pageKey), askedTick);
    return joined ?? askWhole(fetch, key);
  };

  return {
    doubt() {
      tick += 1;
      refresh = { ...refresh, doubtedTick: tick };
    },
    middleware: (useSWRNext) => (key, fetcher, config) => {
      const polled =
        fetcher === null
          ? null
          : (((key: TrackLoadKey) => poll(fetcher as unknown as Fetch, key)) as typeof fetcher);
      return useSWRNext(key, polled, config);
    },
  };
}
