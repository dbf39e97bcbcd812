import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ActionContext } from '@/api/mutation/action-context';
import {
  moveToTop,
  removeTrack,
  reorder,
  restoreTrack,
  type RemovedQueueTrack,
} from '@/api/instances/queue-actions';
import { draggableTracks, type QueueTrack } from '@/lib/queue/order';
import { createQueueSync } from '@/lib/queue/sync';
import type { QueueSync } from '@/lib/queue/sync-types';

interface QueueTrackLike extends QueueTrack {
  id: string;
  uri: string;
  streamingServiceType: RemovedQueueTrack['streamingServiceType'];
}

interface Sender {
  ctx: ActionContext;
  instanceId: string;
}

/** The queue sync of one instance page, sending its edits through the page's actions. */
export interface PageQueueSync<T extends QueueTrackLike> extends QueueSync<T> {
  /** The action context and instance the edits are sent with (the latest render's). */
  connect(sender: Sender): void;
}

/**
 * `onEditAnswered` hears of every edit the server answered, before the ledger settles it: the
 * poll's next answer must then be the whole queue (src/api/query/first-page-polls.ts).
 */
function createPageQueueSync<T extends QueueTrackLike>(
  onEditAnswered: () => void,
): PageQueueSync<T> {
  let sender: Sender | null = null;
  // An edit's window events (reorder, removeTrack, …) are the page's refresh after it, as for
  // every action; they are held until the ledger has settled the edit, so the poll they start is
  // stamped after it and taken (a poll asked before the settle is ignored, edit-ledger.ts).
  let held: Event[] = [];
  const holder: EventTarget = {
    dispatchEvent: (event) => {
      held.push(event);
      return true;
    },
    addEventListener: () => {},
    removeEventListener: () => {},
  };
  const raiseHeld = () => {
    const events = held;
    held = [];
    const target = sender?.ctx.events ?? window;
    for (const event of events) target.dispatchEvent(event);
  };
  const sync = createQueueSync<T>({
    send: async (request) => {
      if (sender === null) return false;
      // A batch's edits say nothing each and raise no event each: the batch toasts and raises
      // once when it is over (use-queue-selection.tsx).
      const ctx = request.batched
        ? { ...sender.ctx, notify: QUIET, events: DISCARD }
        : { ...sender.ctx, events: holder };
      const { instanceId } = sender;
      if (request.type === 'restore') {
        // The removed track object the page showed (T), with its uri and service.
        const track = request.track as T;
        const restored = await restoreTrack(ctx, instanceId, track, request.place, request.known);
        onEditAnswered();
        return restored.status === 'done' ? { ok: true, id: restored.id } : false;
      }
      const { undo } = request.type === 'remove' ? request : {};
      const outcome =
        request.type === 'reorder'
          ? await reorder(ctx, instanceId, request.order)
          : request.type === 'remove'
            ? await removeTrack(
                ctx,
                instanceId,
                request.id,
                undo === undefined ? undefined : () => sync.restore(undo),
              )
            : await moveToTop(ctx, instanceId, request.id);
      onEditAnswered();
      return { ok: outcome.status === 'done', refused: outcome.status === 'refused' };
    },
    onSettled: raiseHeld,
  });
  return {
    ...sync,
    connect: (next) => {
      sender = next;
    },
  };
}

/**
 * The page's queue edits and polls in one place (src/lib/queue/sync.ts). Made before the poll's
 * hook, which tells it of each request and answer (`requested`, `answered`); `useQueue` then
 * connects it to the action context, which needs the poll's revalidate.
 */
export function useQueueSync<T extends QueueTrackLike>(
  onEditAnswered: () => void = noop,
): PageQueueSync<T> {
  const [sync] = useState(() => createPageQueueSync<T>(onEditAnswered));
  // Leaving the page: send what the user did rather than drop it.
  useEffect(() => () => sync.flush(), [sync]);
  return sync;
}

/**
 * The queue as shown: the server's list with the user's pending edits (reorder, remove, play
 * next) applied at once, rolled back with the refusal toast when the server says no, and never
 * replaced by a poll that was asked before the server answered an edit (README "Queue edits and
 * polls"). `server` is the poll's tracks as the page has them, shown until the first answer.
 */
export function useQueue<T extends QueueTrackLike>(
  sync: PageQueueSync<T>,
  server: readonly T[] | undefined,
  ctx: ActionContext,
  instanceId: string,
) {
  useLayoutEffect(() => {
    sync.connect({ ctx, instanceId });
  }, [sync, ctx, instanceId]);
  useLayoutEffect(() => {
    if (server !== undefined) sync.seed(server);
  }, [sync, server]);
  const view = useSyncExternalStore(sync.subscribe, sync.view);
  const visible = view ?? server ?? NO_TRACKS;
  const draggable = useMemo(() => draggableTracks(visible), [visible]);

  const onReorder = useCallback((from: number, to: number) => sync.move(from, to), [sync]);
  const onRemove = useCallback((id: string) => sync.remove(id), [sync]);
  const onPlayNext = useCallback((id: string) => sync.playNext(id), [sync]);

  return { visible, draggable, onReorder, onRemove, onPlayNext };
}

const NO_TRACKS: readonly never[] = [];
const QUIET = { success: () => {}, error: () => {}, info: () => {} };
const DISCARD: EventTarget = {
  dispatchEvent: () => true,
  addEventListener: () => {},
  removeEventListener: () => {},
};
const noop = () => {};
