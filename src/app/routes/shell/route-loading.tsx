import { Spinner } from '@/components/ui/spinner';
import { t } from '@/lib/i18n';

/**
 * The wait for a lazy screen's code on its first load: a spinner in the middle of the window, or of
 * the shell's main area when the shell is already up (a later navigation keeps the current screen
 * until the code is in).
 */
export function RouteLoading() {
  return (
    <div data-slot="route-loading" className="flex min-h-dvh items-center justify-center">
      <Spinner label={t('shell.loading')} className="size-6" />
    </div>
  );
}
