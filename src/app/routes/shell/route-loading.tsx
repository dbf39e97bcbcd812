import { Spinner } from '@/components/ui/spinner';
import { t } from '@/lib/i18n';

/** The first load's wait for a lazy screen's code: a spinner in the middle of the window. */
export function RouteLoading() {
  return (
    <div data-slot="route-loading" className="flex min-h-dvh items-center justify-center">
      <Spinner label={t('shell.loading')} className="size-6" />
    </div>
  );
}
