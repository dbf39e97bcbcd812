import { History } from 'lucide-react';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/ui/cn';

interface LastKnownNoticeProps {
  /** When what the page shows was last answered, as a time in the reader's language ("14:05"). */
  since: string;
  className?: string;
}

/**
 * "Last known state, from 14:05. Updating…": shown at the top of a signed-in page while what it
 * draws comes from the person's last visit and the server's live answer has not come yet. It is
 * no live region: it is there from the page's first frame and goes when the live answer comes.
 * It floats over the page, below the phone's header, so neither its coming nor its going moves
 * anything, and it takes no tap.
 */
function LastKnownNotice({ since, className }: LastKnownNoticeProps) {
  return (
    <p
      data-slot="last-known-notice"
      className={cn(
        'pointer-events-none fixed inset-x-0 top-16 z-30 mx-auto flex w-fit max-w-[calc(100%-2rem)] items-center gap-2 rounded-full border bg-card px-3 py-1 text-sm text-card-fg shadow-md md:top-2',
        className,
      )}
    >
      <History className="size-4 shrink-0" aria-hidden />
      {t('connection.lastKnown', { time: since })}
    </p>
  );
}

export { LastKnownNotice };
