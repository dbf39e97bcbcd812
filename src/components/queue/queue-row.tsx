import { memo, useSyncExternalStore } from 'react';
import { EllipsisVertical, GripVertical, ListStart, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { CoverImage } from '@/components/ui/cover-image';
import type { PlayerTrack } from '@/components/player/track-types';
import { displayName } from '@/lib/format/display-name';
import { formatDuration } from '@/lib/format/duration';
import { cn } from '@/lib/ui/cn';
import { hasDetailView } from '@/lib/metadata/uri';
import { padNumber } from '@/lib/format/pad-number';
import { t } from '@/lib/i18n';
import { TOUCH_HIT_AREA } from '@/components/ui/touch-target';
import { createSelectionStore } from '@/lib/queue/selection-store';
import type { RowSelection } from './row-selection';
import { useLongPress } from './use-long-press';

/** The store a row reads when the list offers no selection (hooks run unconditionally). */
const NO_SELECTION = createSelectionStore();
const noop = () => {};

/** A click on one of the row's own controls (cover, buttons, menu, checkbox) is theirs. */
const onControl = (target: EventTarget) =>
  target instanceof Element && target.closest('button, a, [role="menuitem"]') !== null;

interface QueueRowProps {
  track: PlayerTrack;
  /** 1-based position in the queue (what a screen reader hears as "734 of 10,000"). */
  position: number;
  /** The queue's length on the server, for aria-setsize: only some rows are in the page. */
  setSize: number;
  /** This row is held by a drag: it shows as a faded gap where it would land. */
  held?: boolean;
  onPlayNext: (id: string) => void;
  onRemove: (id: string) => void;
  onOpen: (uri: string) => void;
  /** The row may be dragged (the drag handle shows). */
  draggable: boolean;
  /** The id of the text that tells how to move a track by keyboard (the handle's description). */
  handleDescriptionId?: string;
  /** Keyboard reordering from the handle: move this track one place up (-1) or down (+1). */
  onMoveBy?: (id: string, delta: -1 | 1) => void;
  /** A pointer pressed the drag handle (usePointerReorder). */
  onHandlePointerDown?: (event: React.PointerEvent<HTMLElement>, id: string) => void;
  /** Selecting many; undefined when this user may act on no selection. */
  selection?: RowSelection;
  /**
   * Play next and Remove sit in a row menu instead of two buttons (below `sm`, a phone's width:
   * the list reads PHONE_WIDTH_QUERY once for all its rows).
   */
  actionsInMenu?: boolean;
}

/**
 * A row's action controls, named in their `data-action`: the list carries the focus from one
 * form of the row to the other when the window crosses `sm` (use-row-action-focus.ts).
 */
export const ROW_ACTION = { menu: 'menu', playNext: 'play-next', remove: 'remove' } as const;

/**
 * A row's one height per breakpoint: three lines of text below Tailwind's `lg`, two from there.
 * The windowed list measures it once, from a gauge of this height (use-row-pitch.ts).
 */
export const QUEUE_ROW_HEIGHT = 'h-16 lg:h-13';

/**
 * One queued track: number (3 digits), cover (opens the metadata browser), title, artists, adder,
 * length, and Play next / Remove. Memoised with stable callbacks: an unchanged poll or a progress
 * tick re-renders no row.
 *
 * Its height is fixed per breakpoint (QUEUE_ROW_HEIGHT), as the windowed list expects: from
 * Tailwind's `lg` two lines of text (title; artists · adder) beside a length column; below it
 * three (title; artists; length · adder), so a narrow column never cuts the adder away. Below
 * `sm` (a phone) Play next and Remove move into a row menu ("More actions for …"), so the title
 * gets at least half the row. Only one of the two is mounted, not both with one hidden: a hidden
 * Radix menu in every row cost a sixth of the queue's first render and a third of select all
 * (docs/decisions/queue-row-pitch.md).
 */
export const QueueRow = memo(function QueueRow({
  track,
  position,
  setSize,
  held = false,
  onPlayNext,
  onRemove,
  onOpen,
  draggable,
  handleDescriptionId,
  onMoveBy,
  onHandlePointerDown,
  selection,
  actionsInMenu = false,
}: QueueRowProps) {
  const store = selection?.store ?? NO_SELECTION;
  // Each row reads only its own id: selecting all re-renders the rows in the DOM, no more.
  const selected = useSyncExternalStore(store.subscribe, () => store.has(track.id));
  const longPress = useLongPress(selection ? () => selection.onLongPress(track.id) : noop);
  const artists = track.artists.join(', ');
  const adder = displayName(track.discordUsername, track.discordDiscriminator);
  const duration = track.duration > 0 ? formatDuration(track.duration) : '–';
  const { swallowClick, ...pressHandlers } = longPress;
  const rowPointer = selection && {
    ...pressHandlers,
    // Ctrl/⌘-click toggles, Shift-click extends; in Select mode a plain tap toggles. The
    // keyboard has the checkbox (Space, Shift+↑/↓), so the row's click is a pointer shortcut.
    onClick(event: React.MouseEvent) {
      if (swallowClick() || onControl(event.target)) return;
      if (event.shiftKey) {
        event.preventDefault();
        selection.onPick(track.id, 'extend');
      } else if (event.ctrlKey || event.metaKey || selection.mode) {
        event.preventDefault();
        selection.onPick(track.id, 'toggle');
      }
    },
  };
  return (
    <li
      data-slot="queue-row"
      data-id={track.id}
      data-held={held || undefined}
      data-selected={selected || undefined}
      aria-setsize={setSize}
      aria-posinset={position}
      className={cn(
        'group flex items-center gap-2 rounded-md px-2 hover:bg-accent/50 sm:gap-3',
        QUEUE_ROW_HEIGHT,
        held && 'opacity-40',
        selected && 'bg-accent hover:bg-accent',
        selection?.mode && 'select-none',
      )}
      {...rowPointer}
    >
      {selection && (
        <Checkbox
          data-slot="queue-row-check"
          checked={selected}
          aria-label={t('selection.selectTitle', { title: track.name })}
          aria-keyshortcuts="Shift+ArrowUp Shift+ArrowDown"
          // A finger, and any pointer below sm (a phone-wide window: the title keeps half of
          // its row), sees the checkboxes in Select mode only (the header's Select, or a long
          // press); a mouse on a wider screen always has them. TOUCH_HIT_AREA makes each a
          // 44 × 44 target.
          className={cn(!selection.mode && 'max-sm:hidden pointer-coarse:hidden')}
          onClick={(event) => {
            event.preventDefault();
            selection.onPick(track.id, event.shiftKey ? 'extend' : 'toggle');
          }}
          onKeyDown={(event) => {
            if (!event.shiftKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
            event.preventDefault();
            selection.onExtendBy(track.id, event.key === 'ArrowUp' ? -1 : 1);
          }}
        />
      )}
      {draggable && (
        // A pointer drags the handle (usePointerReorder); a keyboard moves the track with the arrows.
        <button
          type="button"
          data-slot="queue-drag-handle"
          className="queue-drag-handle -m-1 cursor-grab touch-none rounded-sm p-1 text-muted-fg outline-none focus-visible:ring-2 focus-visible:ring-ring active:cursor-grabbing pointer-coarse:-m-3.5 pointer-coarse:p-3.5"
          aria-label={t('queue.move', { title: track.name })}
          aria-keyshortcuts="ArrowUp ArrowDown"
          // The instructions are its description (read after its name), not only a tooltip.
          aria-describedby={handleDescriptionId}
          title={t('queue.dragHint')}
          onPointerDown={(event) => onHandlePointerDown?.(event, track.id)}
          onKeyDown={(event) => {
            if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
            event.preventDefault();
            onMoveBy?.(track.id, event.key === 'ArrowUp' ? -1 : 1);
          }}
        >
          <GripVertical className="size-4" aria-hidden />
        </button>
      )}
      {/* Three digits' width on a phone (longer numbers widen it), room for five from sm up. */}
      <span className="min-w-[3ch] shrink-0 text-end font-mono text-xs text-muted-fg tabular-nums sm:w-9">
        {padNumber(position)}
      </span>
      {hasDetailView(track.uri) ? (
        <button
          type="button"
          // A finger's 44 px hit area around the 40 px cover (TOUCH_HIT_AREA, src/components/ui/touch-target.ts).
          className={`${TOUCH_HIT_AREA} shrink-0 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring`}
          onClick={() => onOpen(track.uri)}
          aria-label={t('ui.openDetailsOf', { title: track.name })}
        >
          <CoverImage src={track.imageUrl} alt="" className="size-10" />
        </button>
      ) : (
        <CoverImage src={track.imageUrl} alt="" className="size-10 shrink-0" />
      )}
      <div className="min-w-0 flex-1" data-slot="queue-row-text">
        <p className="truncate text-sm font-medium" data-slot="queue-row-title">
          {track.name}
        </p>
        <p className="truncate text-xs text-muted-fg">
          {artists}
          <span className="max-lg:hidden">
            {' · '}
            {adder}
          </span>
        </p>
        <p className="flex gap-1 text-xs text-muted-fg lg:hidden">
          <span className="shrink-0 font-mono tabular-nums">{duration}</span>
          <span aria-hidden className="shrink-0">
            ·
          </span>
          <span className="truncate">{adder}</span>
        </p>
      </div>
      <span className="shrink-0 font-mono text-xs text-muted-fg tabular-nums max-lg:hidden">
        {duration}
      </span>
      {actionsInMenu ? (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              data-action={ROW_ACTION.menu}
              aria-label={t('queue.moreActions', { title: track.name })}
            >
              <EllipsisVertical className="size-4" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => onPlayNext(track.id)}>
              <ListStart aria-hidden />
              {t('queue.playNext')}
            </DropdownMenuItem>
            <DropdownMenuItem variant="danger" onSelect={() => onRemove(track.id)}>
              <Trash2 aria-hidden />
              {t('queue.removeFromQueue')}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      ) : (
        <div className="flex shrink-0 gap-1">
          <Button
            variant="ghost"
            size="icon"
            data-action={ROW_ACTION.playNext}
            aria-label={t('queue.playTitleNext', { title: track.name })}
            title={t('queue.playNext')}
            onClick={() => onPlayNext(track.id)}
          >
            <ListStart className="size-4" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            data-action={ROW_ACTION.remove}
            aria-label={t('queue.removeTitle', { title: track.name })}
            title={t('queue.remove')}
            onClick={() => onRemove(track.id)}
          >
            <Trash2 className="size-4" />
          </Button>
        </div>
      )}
    </li>
  );
});
