import { memo } from 'react';
import { ListEnd, ListStart } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CoverImage } from '@/components/ui/cover-image';
import { cn } from '@/lib/ui/cn';
import {
  ENQUEUE_DRAG_TYPE,
  enqueueDragData,
  type EnqueueItem,
  type EnqueueRequest,
} from '@/lib/queue/enqueue-drop';
import { t } from '@/lib/i18n';
import { TOUCH_HIT_AREA } from '@/components/ui/touch-target';

interface SearchResultRowProps {
  title: string;
  subtitle: string;
  imageUrl: string | null;
  /** What the result queues; drag it onto the queue or use the buttons. */
  enqueue: EnqueueItem;
  onEnqueue: (request: EnqueueRequest) => void;
  /** Opens the metadata browser from the image (not for radios). */
  onOpen?: (uri: string) => void;
  /** Tracks can also be played next. */
  canPlayNext?: boolean;
  /** Shown when the remote image is missing (radio default image). */
  fallbackImage?: string;
  className?: string;
}

/** One search result: image, title, subtitle, Queue (and Play next for tracks); draggable. */
export const SearchResultRow = memo(function SearchResultRow({
  title,
  subtitle,
  imageUrl,
  enqueue,
  onEnqueue,
  onOpen,
  canPlayNext = false,
  fallbackImage,
  className,
}: SearchResultRowProps) {
  const image = <CoverImage src={imageUrl ?? fallbackImage} alt="" className="size-10" />;
  return (
    // Dragging onto the queue is a pointer shortcut for the Queue / Play next buttons.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      data-slot="search-result"
      draggable
      onDragStart={(event) => {
        event.dataTransfer.setData(ENQUEUE_DRAG_TYPE, enqueueDragData(enqueue));
        event.dataTransfer.effectAllowed = 'copy';
      }}
      className={cn('flex items-center gap-3 rounded-md px-2 py-1 hover:bg-accent/50', className)}
    >
      {onOpen ? (
        <button
          type="button"
          // A finger's 44 px hit area around the 40 px cover (TOUCH_HIT_AREA, src/components/ui/touch-target.ts).
          className={`${TOUCH_HIT_AREA} shrink-0 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring`}
          onClick={() => onOpen(enqueue.uri)}
          aria-label={t('ui.openDetailsOf', { title })}
        >
          {image}
        </button>
      ) : (
        image
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">{title}</p>
        <p className="truncate text-xs text-muted-fg">{subtitle}</p>
      </div>
      {canPlayNext && (
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('queue.playTitleNext', { title })}
          title={t('queue.playNext')}
          onClick={() => onEnqueue({ ...enqueue, next: true })}
        >
          <ListStart className="size-4" />
        </Button>
      )}
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('search.enqueueTitle', { title })}
        title={t('search.enqueue')}
        onClick={() => onEnqueue({ ...enqueue, next: false })}
      >
        <ListEnd className="size-4" />
      </Button>
    </li>
  );
});
