import { appHref } from '@/app/base-path';
import { ErrorPage } from '@/components/layout/error-page';

/** Whatever a route throws ends here, so a failure is a readable page and never a white screen. */
export function RouteErrorPage({ error }: { error: unknown }) {
  return <ErrorPage message={describeError(error)} homeHref={appHref('home')} />;
}

function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null && 'statusText' in error) {
    return String((error as { statusText: unknown }).statusText);
  }
  return String(error);
}
