import { memo } from 'react';
import { PlugZap } from 'lucide-react';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/ui/cn';

interface OfflineNoticeProps {
  name: string;
  /** Disabled controls point their description here. */
  id?: string;
  className?: string;
}

/** "Basement is offline": why the page's controls are disabled, said once at the top. */
export const OfflineNotice = memo(function OfflineNotice({
  name,
  id,
  className,
}: OfflineNoticeProps) {
  return (
    <div
      data-slot="offline-notice"
      role="status"
      className={cn(
        'flex items-start gap-3 rounded-lg border border-danger bg-card p-4 text-card-fg',
        className,
      )}
    >
      <PlugZap className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden />
      <div className="grid gap-1">
        <p className="font-semibold">{t('instanceMessages.offlineTitle', { name })}</p>
        <p id={id} className="text-sm text-muted-fg">
          {t('instanceMessages.offlineDetail')}
        </p>
      </div>
    </div>
  );
});
