import type * as React from 'react';
import { SWRConfig } from 'swr';
import { ConfirmProvider } from './confirm-provider';
import { swrOptions } from './swr-options';
import { ToastHost } from './toast-host';

/** Data fetching defaults, the confirm dialog and the toast area, around the whole app. */
export function AppProviders({ children }: { children: React.ReactNode }) {
  return (
    <SWRConfig value={swrOptions}>
      <ConfirmProvider>
        {children}
        <ToastHost />
      </ConfirmProvider>
    </SWRConfig>
  );
}
