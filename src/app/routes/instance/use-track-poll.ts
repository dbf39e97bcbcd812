import { useCallback, useEffect, useMemo, useState } from 'react';
import { createWholeQueueHolder } from '@/api/query/first-page-polls';
import { lastKnownSince } from '@/api/query/last-known';
import { useInstanceTracks, type InstanceTrack } from '@/api/instances/use-instance-tracks';
import { usePreferences } from '@/app/providers/preferences-store';
import { useReachability } from '@/api/reachability/use-reachability';
import { playingTrack } from '@/lib/queue/order';
import { useProgressSync } from './use-progress-sync';
import { useQueueSync, type PageQueueSync } from './use-queue';

/** What the queue section changes about the poll, and the queue's edits the poll is told of. */
export interface QueuePollControls {
  sync: PageQueueSync<InstanceTrack>;
  /** 'Load N more tracks' was pressed and that answer is on its way. */
  loadingMore: boolean;
  onLoadMore: () => void;
  /** Polling pauses while a queue row is held. */
  onDragStart: () => void;
  onDragEnd: () => void;
}

/**
 * The instance page's 1 s track-load poll (queue, player, lyrics, audits) and what every section
 * reads from it: the playing track, kept the same object while unchanged, and its progress sync.
 */
export function useTrackPoll(instanceId: string) {
  const { queuedTrackNum } = usePreferences();
  const [loadAll, setLoadAll] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [wholeQueue] = useState(() => createWholeQueueHolder());
  const sync = useQueueSync<InstanceTrack>(wholeQueue.doubt);
  const { data, error, mutate, isValidating } = useInstanceTracks(instanceId, {
    loadAll,
    queuedTrackNum,
    paused: dragging,
    answers: sync,
    wholeQueue,
  });
  // No poll goes out while the tab is hidden: the first one back asks for the whole queue.
  useEffect(() => {
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') wholeQueue.doubt();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => document.removeEventListener('visibilitychange', onVisibilityChange);
  }, [wholeQueue]);
  const revalidate = useCallback(() => void mutate(), [mutate]);
  // The poll's answer keeps an unchanged track as the same object (share-answers.ts).
  const current = playingTrack(data?.tracks ?? NO_TRACKS);
  // The page may draw the person's last visit until the live answer comes (last-known.ts).
  const lastKnownAt = lastKnownSince(data);
  // While the server cannot be reached, or the answer is the last visit's, the progress stands
  // where it was last known: nothing says the track played on.
  const { unreachableSince } = useReachability();
  const progress = useProgressSync(
    data?.instance,
    current?.duration,
    unreachableSince ?? lastKnownAt ?? null,
  );
  const loadingMore = loadAll && isValidating;
  const onLoadMore = useCallback(() => setLoadAll(true), []);
  const onDragStart = useCallback(() => setDragging(true), []);
  const onDragEnd = useCallback(() => setDragging(false), []);
  const queue = useMemo<QueuePollControls>(
    () => ({ sync, loadingMore, onLoadMore, onDragStart, onDragEnd }),
    [sync, loadingMore, onLoadMore, onDragStart, onDragEnd],
  );
  return { data, error, revalidate, current, progress, queue, lastKnownAt };
}

const NO_TRACKS: readonly never[] = [];
