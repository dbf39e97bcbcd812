/**
 * Selecting many queued tracks and acting once: the selection (a store the rows
 * read by their own id), the touch Select mode, Ctrl/⌘+A and Escape, what is said in the live
 * region, and the batches the bar starts through the queue's edit ledger (src/lib/queue/sync.ts),
 * each told in one toast.
 *
 * Decisions:
 * - The bar offers only what the caller's roles on this instance allow (the track-load answer's
 *   `roles`): Remove (web:queue:delete), Play next (web:queue:top), Move to top and Move to bottom
 *   (web:queue:reorder). With none of them there is nothing to select for, and no checkbox shows.
 * - Play next is the spec's Play next call per track, sent last first so they reach the top in
 *   the order they had; Move to top and Move to bottom are one reorder (the drag's call), so
 *   they need a different permission and cost one request. Move to bottom waits for the whole
 *   queue: a reorder of the loaded tracks would leave the unloaded ones after them.
 * - Acting clears the selection and leaves Select mode: the tracks acted on are told in the toast.
 */
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { raiseActionEvent, type ActionContext } from '@/api/mutation/action-context';
import { notSentWhileUnreachable } from '@/api/mutation/run-action';
import type { ListSelection } from '@/components/queue/virtual-queue-list';
import { SelectionBar, type SelectionActs } from '@/components/queue/selection-bar';
import { hasRole, permission } from '@/lib/admin/permissions';
import { t } from '@/lib/i18n';
import { ACTIONS, batchSummary, BATCH_ACTION, type BatchKind } from '@/lib/messages';
import type { QueueOp, RemovedTrack } from '@/lib/queue/order';
import { inQueueOrder } from '@/lib/queue/selection';
import { createSelectionStore } from '@/lib/queue/selection-store';
import type { BatchOutcome, QueueBatch, QueueSync } from '@/lib/queue/sync-types';

interface SelectableTrack {
  id: string;
}

interface QueueSelectionOptions<T extends SelectableTrack> {
  sync: Pick<QueueSync<T>, 'batch' | 'removals' | 'restoreAll'>;
  /** The queued tracks as shown (without the playing one). */
  tracks: readonly T[];
  /** Queued tracks on the server not loaded yet. */
  moreToLoad: number;
  /** Queued tracks on the server. */
  count: number;
  roles: readonly string[];
  ctx: ActionContext;
  onLoadMore: () => void;
  loadingMore: boolean;
  onAnnounce: (message: string) => void;
  disabledReason?: string;
}

const subscribeNothing = () => () => {};

const may = (roles: readonly string[], action: 'delete' | 'top' | 'reorder') =>
  hasRole(roles, permission('queue', action));

export function useQueueSelection<T extends SelectableTrack>({
  sync,
  tracks,
  moreToLoad,
  count,
  roles,
  ctx,
  onLoadMore,
  loadingMore,
  onAnnounce,
  disabledReason,
}: QueueSelectionOptions<T>) {
  const [store] = useState(createSelectionStore);
  const [mode, setMode] = useState(false);
  // Ctrl/⌘+A selected only the loaded tracks (said in the bar while more are still to load).
  const [partial, setPartial] = useState(false);
  const selectRest = useRef(false);
  const [running, setRunning] = useState<QueueBatch | null>(null);
  const selected = useSyncExternalStore(store.subscribe, store.size);
  // The running batch's progress: the ledger tells no one of an edit that changes nothing shown.
  const settled = useSyncExternalStore(
    running?.subscribe ?? subscribeNothing,
    () => running?.progress().settled ?? 0,
  );
  const ids = useCallback(() => tracks.map((track) => track.id), [tracks]);

  // A poll or someone else's edit: a removed track leaves the selection, a moved one stays.
  // After "Load and select the rest", the whole queue is selected once it is in.
  useEffect(() => {
    if (selectRest.current && moreToLoad === 0) {
      selectRest.current = false;
      store.selectAll(ids());
    } else if (store.size() > 0) store.keepQueued(ids());
  }, [store, ids, moreToLoad]);

  // Said in the live region: how many are selected, or that the selection is gone.
  useEffect(() => {
    let last = store.size();
    return store.subscribe(() => {
      const size = store.size();
      if (size === last) return;
      last = size;
      if (size === 0) setPartial(false);
      onAnnounce(size === 0 ? t('selection.cleared') : t('selection.count', { count: size }));
    });
  }, [store, onAnnounce]);

  const canRemove = may(roles, 'delete');
  const canPlayNext = may(roles, 'top');
  const canMove = may(roles, 'reorder');
  const offered = canRemove || canPlayNext || canMove;

  const onLongPress = useCallback(
    (id: string) => {
      setMode(true);
      if (!store.has(id)) store.toggle(id);
    },
    [store],
  );
  const list = useMemo<ListSelection | undefined>(
    () => (offered ? { store, mode, onLongPress } : undefined),
    [offered, store, mode, onLongPress],
  );

  const onSelectionMode = useCallback(() => {
    setMode((on) => {
      if (on) store.clear();
      return !on;
    });
  }, [store]);
  const onSelectAll = useCallback(() => {
    store.selectAll(ids());
    setPartial(true);
  }, [store, ids]);
  const onClearSelection = useCallback(() => {
    if (store.size() === 0) return false;
    store.clear();
    return true;
  }, [store]);

  /** Starts a batch on the selection and tells how it went, once. */
  const run = (kind: BatchKind, ops: readonly QueueOp[], tracksActedOn: number) => {
    // Nothing is sent while the server cannot be reached, said once; the selection stays.
    if (notSentWhileUnreachable(ctx) !== undefined) return;
    const batch = sync.batch(ops);
    store.clear();
    setMode(false);
    if (batch === undefined) return;
    follow(batch, (outcome) => tell(kind, outcome, ops.length, tracksActedOn));
  };

  /** Shows the batch's progress and Cancel in the bar until it is over. */
  const follow = (batch: QueueBatch, done: (outcome: BatchOutcome) => void) => {
    setRunning(batch);
    void batch.outcome.then((outcome) => {
      setRunning((current) => (current === batch ? null : current));
      done(outcome);
    });
  };

  const tell = (kind: BatchKind, outcome: BatchOutcome, edits: number, total: number) => {
    // A move is one reorder for all its tracks: its one answer counts for every track.
    const per = edits === 1 ? total : 1;
    const counts = {
      total,
      done: outcome.done.length * per,
      refused: outcome.refused * per,
      failed: outcome.failed * per,
      cancelled: outcome.cancelled * per,
    };
    const summary = batchSummary(kind, counts);
    if (outcome.done.length > 0) {
      const event = ACTIONS[BATCH_ACTION[kind]].event;
      if (event !== null) raiseActionEvent(ctx, event);
    }
    const removed = outcome.done.flatMap((op) =>
      op.type === 'remove' && op.undo !== undefined ? [op.undo] : [],
    );
    // Undo puts back what was removed, also when the rest of the batch was refused or failed.
    const action =
      kind === 'remove' && removed.length > 0
        ? { label: t('queue.undo'), run: () => undo(removed) }
        : undefined;
    if (summary.ok) ctx.notify.success(summary.text, action);
    else ctx.notify.error(summary.text, action);
  };

  const undo = (removed: readonly RemovedTrack[]) => {
    if (notSentWhileUnreachable(ctx) !== undefined) return;
    const batch = sync.restoreAll(removed);
    if (batch === undefined) return;
    follow(batch, (outcome) => tell('restore', outcome, removed.length, removed.length));
  };

  const chosen = () => inQueueOrder(store.get(), ids()).map(String);
  const acts: SelectionActs = {
    onRemove: canRemove
      ? () => {
          const picked = chosen();
          run('remove', sync.removals(picked), picked.length);
        }
      : undefined,
    onPlayNext: canPlayNext
      ? () => {
          // Last first: each goes to the top, so the first selected ends up first.
          const picked = chosen();
          const ops = picked.reverse().map((id): QueueOp => ({ type: 'play-next', id }));
          run('playNext', ops, ops.length);
        }
      : undefined,
    onMoveToTop: canMove ? () => move('moveToTop') : undefined,
    onMoveToBottom: canMove ? () => move('moveToBottom') : undefined,
  };
  const move = (kind: 'moveToTop' | 'moveToBottom') => {
    const picked = new Set(chosen());
    const mine = [...picked];
    const others = ids().filter((id) => !picked.has(id));
    const order = kind === 'moveToTop' ? [...mine, ...others] : [...others, ...mine];
    run(kind, [{ type: 'reorder', order }], mine.length);
  };

  const bar =
    selected > 0 || running !== null ? (
      <SelectionBar
        count={selected}
        onClear={() => store.clear()}
        partOf={partial && moreToLoad > 0 ? count : undefined}
        onLoadRest={() => {
          selectRest.current = true;
          onLoadMore();
        }}
        loadingRest={loadingMore}
        {...acts}
        moveToBottomBlockedBy={moreToLoad > 0 ? t('selection.loadAllFirst') : undefined}
        progress={running ? { settled, total: running.progress().total } : undefined}
        onCancel={running?.cancel}
        disabledReason={disabledReason}
      />
    ) : undefined;

  return {
    selection: list,
    selectionBar: bar,
    onSelectionMode: offered ? onSelectionMode : undefined,
    onSelectAll,
    onClearSelection,
  };
}
