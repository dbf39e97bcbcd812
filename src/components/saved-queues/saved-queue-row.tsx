import { memo, useId } from 'react';
import { Download, ListPlus, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { formatDate } from '@/lib/format/date';
import { formatDurationLong } from '@/lib/format/duration';
import { t } from '@/lib/i18n';
import type { SavedQueueSummary } from '@/lib/saved-queues/types';

export type SavedQueueCommand = 'add' | 'rename' | 'export' | 'delete';

interface SavedQueueRowProps {
  queue: SavedQueueSummary;
  onCommand: (command: SavedQueueCommand, queue: SavedQueueSummary) => void;
  /** Set: why "Add to this server's queue" cannot run now (offline, a push under way). */
  addDisabledReason?: string;
}

/** One saved queue: its name and size, "Add to this server's queue" and a menu of the rest. */
export const SavedQueueRow = memo(function SavedQueueRow({
  queue,
  onCommand,
  addDisabledReason,
}: SavedQueueRowProps) {
  const { name } = queue;
  const nameId = useId();
  return (
    <li data-slot="saved-queue-row" className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
      <div className="min-w-0 flex-[1_1_12rem]">
        <p id={nameId} className="truncate font-medium" dir="auto">
          {name}
        </p>
        <p className="text-sm text-muted-fg">
          {t('savedQueues.summary', {
            count: queue.trackCount,
            duration: formatDurationLong(queue.durationMs),
            date: formatDate(queue.savedAt),
          })}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <Button
          variant="secondary"
          size="sm"
          // The visible words are its name (WCAG 2.5.3); which queue it adds is its description.
          aria-describedby={nameId}
          disabled={addDisabledReason !== undefined}
          title={addDisabledReason}
          aria-description={addDisabledReason}
          onClick={() => onCommand('add', queue)}
        >
          <ListPlus className="size-4" aria-hidden />
          {t('savedQueues.addToQueue')}
        </Button>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" aria-label={t('savedQueues.moreActions', { name })}>
              <MoreHorizontal className="size-4" aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => onCommand('rename', queue)}>
              <Pencil className="size-4" aria-hidden />
              {t('savedQueues.rename')}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onCommand('export', queue)}>
              <Download className="size-4" aria-hidden />
              {t('savedQueues.export')}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onCommand('delete', queue)}>
              <Trash2 className="size-4" aria-hidden />
              {t('savedQueues.delete')}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </li>
  );
});
