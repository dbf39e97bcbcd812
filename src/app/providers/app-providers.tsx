import * as React from 'react';
import { SWRConfig } from 'swr';
import { AnnouncerProvider } from './announcer-provider';
import { ConfirmProvider } from './confirm-provider';
import { swrOptions } from './swr-options';
import { loadChunk } from '@/lib/scheduling/load-chunk';

// The toast area arrives just after the first screen: react-toastify stays out of the first
// download, and toasts raised before it mounts wait in react-toastify's queue.
const ToastHost = React.lazy(async () => ({
  default: (await loadChunk(() => import('./toast-host'))).ToastHost,
}));

/**
 * Data fetching defaults, the live region, the confirm dialog and the toast area, around the
 * whole app.
 */
export function AppProviders({ children }: { children: React.ReactNode }) {
  return (
    <SWRConfig value={swrOptions}>
      <AnnouncerProvider>
        <ConfirmProvider>
          {children}
          <React.Suspense fallback={null}>
            <ToastHost />
          </React.Suspense>
        </ConfirmProvider>
      </AnnouncerProvider>
    </SWRConfig>
  );
}
