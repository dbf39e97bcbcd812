import { useCallback, useMemo } from 'react';
import { clearQueue, shuffle, togglePartyMode } from '@/api/instances/queue-actions';
import type { InstanceTracksData } from '@/api/instances/use-instance-tracks';
import { useAnnounce } from '@/app/providers/announcer-provider';
import { usePreferences } from '@/app/providers/preferences-store';
import { QueuePanel, type QueueCommand } from '@/components/queue/queue-panel';
import type { EnqueueItem } from '@/lib/queue/enqueue-drop';
import { moreToLoad } from '@/lib/queue/order';
import { useInstancePage } from './instance-page-context';
import { SavedQueuesSection } from './saved-queues-section';
import { useQueue } from './use-queue';
import { useQueueSelection } from './use-queue-selection';
import type { QueuePollControls } from './use-track-poll';

interface QueueSectionProps {
  data: InstanceTracksData;
  poll: QueuePollControls;
  /** Set (the instance is offline): the queue's commands are disabled and say why. */
  disabledReason?: string;
  /** The queue shown is the last visit's: rows cannot be moved until the live answer comes. */
  orderLocked?: boolean;
}

/**
 * The queue: its header's commands, the rows with the user's pending edits applied, 'Load N
 * more tracks', and search results dropped on it (next or at the end, as the user chose).
 */
export function QueueSection({ data, poll, disabledReason, orderLocked }: QueueSectionProps) {
  const { instanceId, ctx, openDetails, enqueue } = useInstancePage();
  const { dragSongBehaviour } = usePreferences();
  const queue = useQueue(poll.sync, data.tracks, ctx, instanceId);
  const { onPlayNext, onRemove, onReorder } = queue;
  const { onDragStart, onDragEnd } = poll;
  const onAnnounce = useAnnounce();
  const rowActions = useMemo(
    () => ({
      onPlayNext,
      onRemove,
      onOpen: openDetails,
      onReorder,
      onDragStart,
      onDragEnd,
      onAnnounce,
    }),
    [onPlayNext, onRemove, openDetails, onReorder, onDragStart, onDragEnd, onAnnounce],
  );
  const onCommand = useCallback(
    (command: QueueCommand) => {
      if (command === 'partyMode') void togglePartyMode(ctx, instanceId);
      else if (command === 'shuffle') void shuffle(ctx, instanceId);
      else void clearQueue(ctx, instanceId, command === 'clearMine');
    },
    [ctx, instanceId],
  );
  const onDropEnqueue = useCallback(
    (item: EnqueueItem) => enqueue({ ...item, next: dragSongBehaviour }),
    [enqueue, dragSongBehaviour],
  );
  const tracks = queue.draggable;
  const more = moreToLoad(tracks, data.numTracks);
  const selecting = useQueueSelection({
    sync: poll.sync,
    tracks,
    moreToLoad: more,
    count: data.numTracks,
    roles: data.roles,
    ctx,
    onLoadMore: poll.onLoadMore,
    loadingMore: poll.loadingMore,
    onAnnounce,
    disabledReason,
  });
  return (
    <QueuePanel
      tracks={tracks}
      count={data.numTracks}
      durationMs={data.duration}
      moreToLoad={more}
      loadingMore={poll.loadingMore}
      partyMode={data.instance.playerPartyMode}
      onLoadMore={poll.onLoadMore}
      onCommand={onCommand}
      rowActions={rowActions}
      onDropEnqueue={onDropEnqueue}
      disabledReason={disabledReason}
      orderLocked={orderLocked}
      headerExtra={
        <SavedQueuesSection
          serverName={data.instance.name}
          queueCount={data.numTracks}
          disabledReason={disabledReason}
        />
      }
      {...selecting}
    />
  );
}
