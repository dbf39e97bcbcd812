import { Skeleton } from '@/components/ui/skeleton';
import { t } from '@/lib/i18n';

/** What the instance page shows while its first answer is on the way. */
export function InstancePageSkeleton() {
  return (
    <div
      data-slot="instance-page-skeleton"
      aria-busy="true"
      aria-label={t('instance.loadingServer')}
      role="status"
      className="grid gap-4"
    >
      <Skeleton className="h-8 w-64" />
      <div className="flex flex-col gap-4 lg:flex-row">
        <Skeleton className="aspect-square w-full max-w-80" />
        <div className="grid flex-1 gap-2">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      </div>
    </div>
  );
}
