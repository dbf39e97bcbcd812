// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { SWRConfig, useSWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMockApi } from '../../../mock-api/create-mock-api';
import { createMockHandlers } from '../../../mock-api/msw-handlers';
import { adminInstanceKeys } from '../admin-instances/keys';
import { useAdminUser } from '../admin-users/use-admin-user';
import { useAdminUsers } from '../admin-users/use-admin-users';
import { useInstances } from '../instances/use-instances';
import { useLoginCode } from '../auth/use-login-code';
import { reads, useApiQuery } from '../query/reads';
import { tokenStore } from '../token-store';
import type { ActionContext } from './action-context';
import { runInstanceCommand } from '../admin-instances/actions';
import { kickUser } from '../admin-users/actions';

// The admin screens' queries on one SWR cache, served by the mock through MSW: an admin action
// must ask again for what it changed (its domains' keys.ts) and for nothing else.
const mock = createMockApi({ mount: 'msw' });
const server = setupServer(...createMockHandlers(mock));
const gets: string[] = [];
server.events.on('request:start', ({ request }) => {
  if (request.method === 'GET') gets.push(new URL(request.url).pathname);
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => tokenStore.clearTokens());
afterAll(() => server.close());

function wrapper({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>;
}

/** The screen: a user page, the user list, one instance (not polled here), the sidebar. */
function useScreen() {
  const { mutate } = useSWRConfig();
  const queries = [
    useAdminUser('6'),
    useAdminUsers(),
    useApiQuery(adminInstanceKeys.paths.detail, { params: { path: { id: 'basement' } } }, reads()),
    useInstances(),
    useLoginCode(),
  ];
  return { mutate, loaded: queries.every((query) => query.data !== undefined) };
}

async function renderScreen() {
  tokenStore.setTokens(await mock.signIn('root-admin'));
  const view = renderHook(useScreen, { wrapper });
  await waitFor(() => expect(view.result.current.loaded).toBe(true));
  gets.length = 0;
  const ctx: ActionContext = {
    confirm: async () => true,
    notify: { success: () => undefined, error: () => undefined, info: () => undefined },
    mutate: view.result.current.mutate,
  };
  return ctx;
}

const ASKED_AGAIN = [
  '/api/admin/instances/basement',
  '/api/admin/users',
  '/api/admin/users/6',
  '/api/instance',
];

describe('admin actions revalidate what they changed', () => {
  it('a kick asks again for the users, the instances and the sidebar, not the login code', async () => {
    const ctx = await renderScreen();
    await act(async () => {
      expect(await kickUser(ctx, '6', 'basement')).toBe(true);
    });
    expect([...gets].sort()).toEqual(ASKED_AGAIN);
  });

  it('an instance command asks again for the same, and nothing when it was refused', async () => {
    const ctx = await renderScreen();
    await act(async () => {
      // The lounge is running: starting it again is refused (409).
      expect(await runInstanceCommand(ctx, 'start', 'lounge')).toBe(false);
    });
    expect(gets).toEqual([]);
    await act(async () => {
      // The basement is offline: it starts.
      expect(await runInstanceCommand(ctx, 'start', 'basement')).toBe(true);
    });
    expect([...gets].sort()).toEqual(ASKED_AGAIN);
  });
});
