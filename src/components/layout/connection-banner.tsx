import { WifiOff } from 'lucide-react';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/ui/cn';

interface ConnectionBannerProps {
  /** `offline`: the browser says it has no network; `unreachable`: requests get no answer. */
  kind: 'unreachable' | 'offline';
  /** Since when, as a time in the reader's language ("14:05"). */
  since: string;
  className?: string;
}

/**
 * "Cannot reach the server · No answer since 14:05. What you see is the last known state." Shown
 * at the top of every signed-in page while the dashboard cannot reach the server, so a lost
 * connection does not look like a frozen bot.
 * It is no live region itself: the page announces it once when it appears (a polite
 * announcement), so a screen reader does not hear it again with every failed poll. It stays in
 * view while the page scrolls, below the phone's header.
 */
function ConnectionBanner({ kind, since, className }: ConnectionBannerProps) {
  return (
    <div
      data-slot="connection-banner"
      data-kind={kind}
      className={cn(
        'sticky top-16 z-30 mb-4 flex items-start gap-3 rounded-lg border border-warning bg-card p-3 text-card-fg shadow-md md:top-2',
        className,
      )}
    >
      <WifiOff className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden />
      <div className="grid gap-0.5">
        <p className="font-semibold">
          {kind === 'offline' ? t('connection.offlineTitle') : t('connection.unreachableTitle')}
        </p>
        <p className="text-sm text-muted-fg">{t('connection.since', { time: since })}</p>
      </div>
    </div>
  );
}

export { ConnectionBanner, type ConnectionBannerProps };

/** What the banner says, as one line: what the page announces when it appears. */
export function connectionBannerText(kind: ConnectionBannerProps['kind'], since: string): string {
  const title =
    kind === 'offline' ? t('connection.offlineTitle') : t('connection.unreachableTitle');
  return `${title}. ${t('connection.since', { time: since })}`;
}
