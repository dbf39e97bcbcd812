import type * as React from 'react';
import { ErrorMessage } from '@/components/ui/error-message';
import { Spinner } from '@/components/ui/spinner';
import { AccessDenied } from './access-denied';
import { AdminNotFound, type AdminNotFoundProps } from './admin-not-found';
import { t } from '@/lib/i18n';

/**
 * Why an admin page cannot show: refused (403, the spec's one admin message), not there (404,
 * with a way back), or any other failure with its detail.
 */
export type AdminFailure =
  | { kind: 'denied' }
  | ({ kind: 'not-found' } & Pick<AdminNotFoundProps, 'message' | 'back'>)
  | { kind: 'error'; detail: string };

interface AdminPageProps {
  title: React.ReactNode;
  /** Buttons beside the title (Create, …). */
  actions?: React.ReactNode;
  /** True while the first answer is on its way. */
  loading?: boolean;
  /** Why the page's data could not be read, shown instead of the page. */
  failure?: AdminFailure | null;
  children?: React.ReactNode;
}

/** The frame of an admin screen: a heading, then a spinner, the refusal, or the content. */
function AdminPage({ title, actions, loading = false, failure = null, children }: AdminPageProps) {
  if (failure?.kind === 'denied') return <AccessDenied />;
  if (failure?.kind === 'not-found')
    return <AdminNotFound message={failure.message} back={failure.back} />;
  if (failure?.kind === 'error')
    return <ErrorMessage>{t('admin.loadFailed', { detail: failure.detail })}</ErrorMessage>;
  return (
    <section data-slot="admin-page" className="grid min-w-0 gap-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="min-w-0 text-2xl font-semibold break-words">{title}</h1>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </header>
      {loading ? (
        <div className="flex justify-center p-8">
          <Spinner label={t('admin.loading')} className="size-6" />
        </div>
      ) : (
        children
      )}
    </section>
  );
}

export { AdminPage };
