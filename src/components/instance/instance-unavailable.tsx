import { memo } from 'react';
import { SearchX, ShieldAlert } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/ui/cn';

interface InstanceUnavailableProps {
  /** 'denied': the server exists, the user is not a member (403); 'not-found': no such server (404). */
  reason: 'denied' | 'not-found';
  /** The id from the address, named when nothing has it. */
  id: string;
  className?: string;
}

/** What the instance page shows instead of itself when the server said no: which no it was. */
export const InstanceUnavailable = memo(function InstanceUnavailable({
  reason,
  id,
  className,
}: InstanceUnavailableProps) {
  const denied = reason === 'denied';
  return (
    <div
      role="alert"
      data-slot="instance-unavailable"
      data-reason={reason}
      className={cn('w-full', className)}
    >
      <EmptyState
        icon={denied ? <ShieldAlert aria-hidden /> : <SearchX aria-hidden />}
        title={denied ? t('instanceMessages.deniedTitle') : t('instanceMessages.notFoundTitle')}
        description={
          denied ? t('instanceMessages.deniedDetail') : t('instanceMessages.notFound', { id })
        }
      />
    </div>
  );
});
