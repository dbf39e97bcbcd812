import { cn } from '@/lib/ui/cn';
import { TOUCH_HEIGHT } from './touch-target';

interface ToastWithActionProps {
  message: string;
  /** The button's text (e.g. "Undo"). */
  actionLabel: string;
  /** Runs the action; the toast closes first. */
  onAction: () => void;
  /** react-toastify's close of this toast (passed to a toast's content function). */
  closeToast?: () => void;
  className?: string;
}

/**
 * A toast's content with one button beside its message, offered for the toast's lifetime (the
 * queue's "Track removed from queue" with Undo). The button takes the toast's own colours (an
 * outline in its text colour), so it reads on every toast theme, and is 44 px tall under a
 * finger.
 */
function ToastWithAction({
  message,
  actionLabel,
  onAction,
  closeToast,
  className,
}: ToastWithActionProps) {
  return (
    // pe-4: room at the end for the toast's close button (absolutely placed in the corner), so
    // the ✕ never touches the action under a thumb.
    <div data-slot="toast-with-action" className={cn('flex items-center gap-3 pe-4', className)}>
      <span className="min-w-0 flex-1">{message}</span>
      <button
        type="button"
        data-slot="toast-action"
        className={`inline-flex h-9 shrink-0 items-center rounded-md border border-current px-3 text-sm font-semibold outline-none hover:bg-current/10 focus-visible:ring-2 focus-visible:ring-current ${TOUCH_HEIGHT} pointer-coarse:px-4`}
        onClick={(event) => {
          event.stopPropagation();
          closeToast?.();
          onAction();
        }}
      >
        {actionLabel}
      </button>
    </div>
  );
}

export { ToastWithAction };
