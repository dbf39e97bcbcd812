import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { ActionContext } from '@/api/actions/instance-action';
import { moveToTop, removeTrack, reorder } from '@/api/actions/queue';
import {
  draggableTracks,
  initialOptimisticQueue,
  optimisticQueueReducer,
  reorderIds,
  visibleQueue,
  type OptimisticQueue,
  type OptimisticQueueAction,
} from '@/lib/queue-order';

/** The reorder call waits this long after the last drop and sends only the final order. */
export const REORDER_DEBOUNCE_MS = 250;

interface QueueTrackLike {
  id: string;
  isPlaying: boolean;
  duration: number;
}

/**
 * The queue as shown: the server's list with the user's pending changes applied at once
 * (reorder, remove, play next), rolled back with the refusal toast when the server says no.
 * Reorders are sent debounced, as the new order of ids.
 */
export function useQueue<T extends QueueTrackLike>(
  server: readonly T[],
  ctx: ActionContext,
  instanceId: string,
) {
  type State = OptimisticQueue<T>;
  const [state, dispatch] = useReducer(
    optimisticQueueReducer as (s: State, a: OptimisticQueueAction<T>) => State,
    server,
    (tracks) => initialOptimisticQueue(tracks),
  );
  // A new server snapshot: adjust during render (React's pattern for derived state).
  const [seen, setSeen] = useState(server);
  if (seen !== server) {
    setSeen(server);
    dispatch({ type: 'server', tracks: server });
  }

  const visible = useMemo(() => visibleQueue(state), [state]);
  const draggable = useMemo(() => draggableTracks(visible), [visible]);
  const draggableRef = useRef(draggable);
  useEffect(() => {
    draggableRef.current = draggable;
  }, [draggable]);

  const nextKey = useRef(0);
  const pendingReorder = useRef<{ keys: number[]; order: string[]; timer: number } | null>(null);

  const flushReorder = useCallback(async () => {
    const batch = pendingReorder.current;
    if (batch === null) return;
    pendingReorder.current = null;
    const outcome = await reorder(ctx, instanceId, batch.order);
    dispatch({ type: outcome.status === 'done' ? 'succeed' : 'fail', keys: batch.keys });
  }, [ctx, instanceId]);

  useEffect(
    () => () => {
      // Leaving the page: send what the user did rather than drop it.
      if (pendingReorder.current) {
        window.clearTimeout(pendingReorder.current.timer);
        void flushReorder();
      }
    },
    [flushReorder],
  );

  const onReorder = useCallback(
    (from: number, to: number) => {
      const order = reorderIds(draggableRef.current, from, to).map(String);
      const key = ++nextKey.current;
      dispatch({ type: 'begin', key, op: { type: 'reorder', order } });
      const keys = [...(pendingReorder.current?.keys ?? []), key];
      if (pendingReorder.current) window.clearTimeout(pendingReorder.current.timer);
      const timer = window.setTimeout(() => void flushReorder(), REORDER_DEBOUNCE_MS);
      pendingReorder.current = { keys, order, timer };
    },
    [flushReorder],
  );

  const runOptimistic = useCallback(
    async (op: { type: 'remove' | 'play-next'; id: string }) => {
      const key = ++nextKey.current;
      dispatch({ type: 'begin', key, op });
      const outcome =
        op.type === 'remove'
          ? await removeTrack(ctx, instanceId, op.id)
          : await moveToTop(ctx, instanceId, op.id);
      dispatch({ type: outcome.status === 'done' ? 'succeed' : 'fail', keys: [key] });
    },
    [ctx, instanceId],
  );

  const onRemove = useCallback(
    (id: string) => void runOptimistic({ type: 'remove', id }),
    [runOptimistic],
  );
  const onPlayNext = useCallback(
    (id: string) => void runOptimistic({ type: 'play-next', id }),
    [runOptimistic],
  );

  return { visible, draggable, onReorder, onRemove, onPlayNext };
}
