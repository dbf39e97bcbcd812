import type * as React from 'react';
import { Spinner } from '@/components/ui/spinner';
import { AccessDenied } from './access-denied';

interface AdminPageProps {
  title: React.ReactNode;
  /** Buttons beside the title (Create, …). */
  actions?: React.ReactNode;
  /** True while the first answer is on its way. */
  loading?: boolean;
  /** Any failure to read the page's data: the spec's one admin message instead of the page. */
  failed?: boolean;
  children?: React.ReactNode;
}

/** The frame of an admin screen: a heading, then a spinner, the refusal, or the content. */
function AdminPage({ title, actions, loading = false, failed = false, children }: AdminPageProps) {
  if (failed) return <AccessDenied />;
  return (
    <section data-slot="admin-page" className="grid min-w-0 gap-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="min-w-0 text-2xl font-semibold break-words">{title}</h1>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </header>
      {loading ? (
        <div className="flex justify-center p-8">
          <Spinner label="Loading" className="size-6" />
        </div>
      ) : (
        children
      )}
    </section>
  );
}

export { AdminPage, type AdminPageProps };
