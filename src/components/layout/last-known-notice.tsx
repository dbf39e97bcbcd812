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
 */
function LastKnownNotice({ since, className }: LastKnownNoticeProps) {
  return (
    <p
      data-slot="last-known-notice"
      className={cn('mb-4 flex items-center gap-2 text-sm text-muted-fg', className)}
    >
      <History className="size-4 shrink-0" aria-hidden />
      {t('connection.lastKnown', { time: since })}
    </p>
  );
}

export { LastKnownNotice };
