import type * as React from 'react';
import { SWRConfig } from 'swr';
import { createMockApi, type MockApiOptions } from '../../mock-api/create-mock-api';
import { createMockHandlers } from '../../mock-api/msw-handlers';
import { AnnouncerProvider } from '@/app/providers/announcer-provider';
import { ConfirmProvider } from '@/app/providers/confirm-provider';
import { Toaster } from '@/components/ui/toaster';

type PersonaId = Parameters<ReturnType<typeof createMockApi>['signIn']>[0];

interface MswContext {
  use: (...handlers: ReturnType<typeof createMockHandlers>) => void;
}

/**
 * Screen stories answer from a fresh mock backend through MSW, signed in as `persona`, so a
 * screen story and the running app show the same thing.
 */
export async function serveMockBackendAs(
  msw: MswContext,
  persona: PersonaId,
  /** Knobs of the mock, e.g. `{ queueTracks: 10_000 }` for a big server's queue. */
  env: MockApiOptions['env'] = {},
): Promise<void> {
  const api = createMockApi({ mount: 'msw', env });
  msw.use(...createMockHandlers(api));
  document.cookie = `token=${(await api.signIn(persona)).jwt}; path=/`;
}

/** The app's providers around a screen, with an SWR cache of its own per story. */
export function ScreenProviders({ children }: { children: React.ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <AnnouncerProvider>
        <ConfirmProvider>
          {children}
          <Toaster />
        </ConfirmProvider>
      </AnnouncerProvider>
    </SWRConfig>
  );
}
