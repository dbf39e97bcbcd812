import { lazy, Suspense } from 'react';
import type { InstanceTracksData } from '@/api/instances/use-instance-tracks';
import { Spinner } from '@/components/ui/spinner';
import { t } from '@/lib/i18n';
import { loadChunk } from '@/lib/scheduling/load-chunk';

/**
 * The Activity tab is never on the first screen (a tab shows only when chosen) and brings the
 * audit events' zod schemas: its code is fetched right after the page's first frame with data,
 * not with the route's chunks the first screen waits for.
 */
const importActivity = () => loadChunk(() => import('./activity-section'));

const ActivitySection = lazy(async () => ({ default: (await importActivity()).ActivitySection }));

/** Fetches the tab's code ahead of the tab (the browser keeps the module for the tab's import). */
export function preloadActivityTab(): void {
  void importActivity().catch(() => undefined);
}

/** The Activity tab's content: a spinner until its code is in. */
export function ActivityTab({ entries }: { entries: InstanceTracksData['instance']['audits'] }) {
  return (
    <Suspense
      fallback={
        <div className="flex justify-center p-4">
          <Spinner label={t('shell.loading')} className="size-5" />
        </div>
      }
    >
      <ActivitySection entries={entries} />
    </Suspense>
  );
}
