// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { SWRConfig, useSWRConfig, type Middleware } from 'swr';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMockApi } from '../../mock-api/create-mock-api';
import { createMockHandlers } from '../../mock-api/msw-handlers';
import { adminInstanceKeys } from '@/api/admin-instances/keys';
import { reads, useApiQuery } from '@/api/query/reads';
import { useAdminUser } from '@/api/admin-users/use-admin-user';
import { useAdminUsers } from '@/api/admin-users/use-admin-users';
import { useInstances } from '@/api/instances/use-instances';
import { useLoginCode } from '@/api/auth/use-login-code';
import { tokenStore } from '@/api/token-store';
import type { ActionContext } from '@/api/mutation/action-context';
import { runInstanceCommand, updateInstance } from '@/api/admin-instances/actions';
import { kickUser } from '@/api/admin-users/actions';
import { pause } from '@/api/instances/player-actions';
import { EVERY_ACTION_EVENT, useActionEvents } from './use-action-events';

// The admin screens' queries and the shell's server list on one SWR cache, served by the mock
// through MSW, the list refreshing on every action's window event as the shell does: an action
// must ask again once for what it changed, each screen its one way, and for nothing else. What
// is counted is each refresh asked for, not each request on the wire: two refreshes of one key
// close together can share one request, and would still be one too many.
const mock = createMockApi({ mount: 'msw' });
const server = setupServer(...createMockHandlers(mock));
const gets: string[] = [];

/** Counts each fetch SWR asks of a query, by its path. */
const countAsks: Middleware = (useSWRNext) => (key, fetcher, config) =>
  useSWRNext(
    key,
    fetcher &&
      ((...args: unknown[]) => {
        gets.push(pathOf(key));
        return fetcher(...args);
      }),
    config,
  );

/** A query's path with its params filled in, e.g. /api/admin/users/6. */
function pathOf(key: unknown): string {
  const [, template, init] = key as [
    string,
    string,
    { params?: { path?: Record<string, string> } } | undefined,
  ];
  const params = init?.params;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => params?.path?.[name] ?? name);
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => tokenStore.clearTokens());
afterAll(() => server.close());

function wrapper({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), use: [countAsks] }}>{children}</SWRConfig>;
}

/**
 * The screen: a user page, the user list, one instance (not polled here), the shell's server
 * list with its listener, the settings' login code.
 */
function useScreen() {
  const { mutate } = useSWRConfig();
  const instances = useInstances();
  useActionEvents(EVERY_ACTION_EVENT, () => void instances.mutate());
  const basement = useApiQuery(
    adminInstanceKeys.paths.detail,
    { params: { path: { id: 'basement' } } },
    reads(),
  );
  const queries = [useAdminUser('6'), useAdminUsers(), basement, instances, useLoginCode()];
  return {
    mutate,
    basement: basement.data,
    loaded: queries.every((query) => query.data !== undefined),
  };
}

async function renderScreen() {
  tokenStore.setTokens(await mock.signIn('root-admin'));
  const view = renderHook(useScreen, { wrapper });
  await waitFor(() => expect(view.result.current.loaded).toBe(true));
  gets.length = 0;
  // The action's event goes to the window, where the shell listens.
  const ctx: ActionContext = {
    confirm: async () => true,
    notify: { success: () => undefined, error: () => undefined, info: () => undefined },
    mutate: view.result.current.mutate,
  };
  return { ctx, basement: view.result.current.basement! };
}

/** What an admin action changes: the admin queries by their keys, the server list by event. */
const ASKED_AGAIN = [
  '/api/admin/instances/basement',
  '/api/admin/users',
  '/api/admin/users/6',
  '/api/instance',
];

/** The requests once the refreshes an action started have answered. */
async function askedAfter(action: () => Promise<void>) {
  await act(action);
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  return [...gets].sort();
}

describe('each screen refreshes once after an action', () => {
  it('a kick asks again once each for the users, the instance and the server list, not the login code', async () => {
    const { ctx } = await renderScreen();
    expect(
      await askedAfter(async () => {
        expect(await kickUser(ctx, '6', 'basement')).toBe(true);
      }),
    ).toEqual(ASKED_AGAIN);
  });

  it('an instance command asks again for the same, and nothing when it was refused', async () => {
    const { ctx } = await renderScreen();
    expect(
      await askedAfter(async () => {
        // The lounge is running: starting it again is refused (409).
        expect(await runInstanceCommand(ctx, 'start', 'lounge')).toBe(false);
      }),
    ).toEqual([]);
    expect(
      await askedAfter(async () => {
        // The basement is offline: it starts.
        expect(await runInstanceCommand(ctx, 'start', 'basement')).toBe(true);
      }),
    ).toEqual(ASKED_AGAIN);
  });

  it('a saved form asks again for the same', async () => {
    const { ctx, basement } = await renderScreen();
    const { id: _id, ...values } = basement;
    expect(
      await askedAfter(async () => {
        expect(await updateInstance(ctx, 'basement', { ...values, name: 'The Cellar' })).toBe(true);
      }),
    ).toEqual(ASKED_AGAIN);
  });

  it('an instance action asks again for the server list only, through its event', async () => {
    const { ctx } = await renderScreen();
    expect(
      await askedAfter(async () => {
        expect((await pause(ctx, 'lounge')).status).toBe('done');
      }),
    ).toEqual(['/api/instance']);
  });
});
