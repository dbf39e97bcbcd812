import { TriangleAlert } from 'lucide-react';
import { t } from '@/lib/i18n';

interface ErrorPageProps {
  /** The failure's message, shown as text (never as HTML). */
  message: string;
  /** Where "back to the dashboard" goes, under the base path (a full load: the app failed). */
  homeHref?: string;
}

function ErrorPage({ message, homeHref = '/home' }: ErrorPageProps) {
  return (
    <main data-slot="error-page" className="grid min-h-dvh place-items-center bg-bg p-6 text-fg">
      <div
        role="alert"
        className="max-w-xl rounded-lg border border-border bg-card p-8 text-card-fg shadow-md"
      >
        <TriangleAlert className="mb-4 size-8 text-danger" aria-hidden />
        <h1 className="font-display text-2xl font-bold">{t('error.unexpectedTitle')}</h1>
        <pre className="mt-4 whitespace-pre-wrap break-words font-mono text-sm text-muted-fg">
          {message}
        </pre>
        <a className="mt-6 inline-block text-primary underline underline-offset-4" href={homeHref}>
          {t('error.backToDashboard')}
        </a>
      </div>
    </main>
  );
}

export { ErrorPage };
