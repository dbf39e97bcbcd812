import { ListPlus } from 'lucide-react';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/ui/cn';

interface LinkDropCueProps {
  /** A link or text from outside the page is being dragged over it. */
  visible: boolean;
  className?: string;
}

/**
 * Where a dragged link lands (2-secondary §5: a link dropped anywhere on the instance page is
 * queued): a frame over the whole window while the drag lasts. It takes no pointer events, so the
 * drop still reaches the page, and it is announced for screen readers.
 */
function LinkDropCue({ visible, className }: LinkDropCueProps) {
  return (
    <div
      data-slot="link-drop-cue"
      role="status"
      className={cn(
        'pointer-events-none fixed inset-2 z-50 place-items-center rounded-xl border-2 border-dashed border-primary bg-bg/85',
        visible ? 'grid' : 'hidden',
        className,
      )}
    >
      {visible && (
        <div className="grid max-w-sm justify-items-center gap-2 p-6 text-center">
          <ListPlus className="size-10 text-primary" aria-hidden />
          <p className="text-lg font-semibold text-fg">{t('instanceMessages.linkDropTitle')}</p>
          <p className="text-sm text-muted-fg">{t('instanceMessages.linkDropDetail')}</p>
        </div>
      )}
    </div>
  );
}

export { LinkDropCue };
