import { ShieldAlert } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { t } from '@/lib/i18n';

/** What every admin failure shows (2-secondary §6, §8): a refusal, an error, a missing item. */
function AccessDenied({ className }: { className?: string }) {
  return (
    <div role="alert" data-slot="admin-access-denied" className={className}>
      <EmptyState
        icon={<ShieldAlert aria-hidden className="size-6" />}
        title={t('admin.accessDenied')}
      />
    </div>
  );
}

export { AccessDenied };
