import { TriangleAlert } from 'lucide-react';

/** Spec 1 §2's title; kept equal to lib/messages by a test (the table stays out of the entry). */
const ERROR_PAGE_TITLE = 'Unexpected Application Error!';

interface ErrorPageProps {
  /** The failure's message, shown as text (never as HTML). */
  message: string;
}

function ErrorPage({ message }: ErrorPageProps) {
  return (
    <main data-slot="error-page" className="grid min-h-dvh place-items-center bg-bg p-6 text-fg">
      <div
        role="alert"
        className="max-w-xl rounded-lg border border-border bg-card p-8 text-card-fg shadow-md"
      >
        <TriangleAlert className="mb-4 size-8 text-danger" aria-hidden />
        <h1 className="font-display text-2xl font-bold">{ERROR_PAGE_TITLE}</h1>
        <pre className="mt-4 whitespace-pre-wrap break-words font-mono text-sm text-muted-fg">
          {message}
        </pre>
        <a className="mt-6 inline-block text-primary underline underline-offset-4" href="/home">
          Back to the dashboard
        </a>
      </div>
    </main>
  );
}

export { ErrorPage, ERROR_PAGE_TITLE, type ErrorPageProps };
