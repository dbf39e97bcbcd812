import type * as React from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { t } from '@/lib/i18n';

interface InstancePageSkeletonProps {
  /** Drawn in the cover's place, the now-playing card's size: the first-paint frame's picture
   *  the boot script fills once the track's answer is in (src/app/boot/early-cover.ts). */
  cover?: React.ReactNode;
}

/** What the instance page shows while its first answer is on the way. */
export function InstancePageSkeleton({ cover }: InstancePageSkeletonProps) {
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
        {/* The now-playing card's box (now-playing-card.tsx), so its cover lands where this was. */}
        <Skeleton className="aspect-square w-full max-w-80 overflow-hidden max-sm:aspect-[4/3] max-sm:max-w-none">
          {cover}
        </Skeleton>
        <div className="grid flex-1 gap-2">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      </div>
    </div>
  );
}
