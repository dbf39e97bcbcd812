import type * as React from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router-dom';
import { appBasePath } from './base-path';
import { INSTANCE_PAGE_PATH, INSTANCE_READ_PATH } from './route-paths';
import { adminRouteTable } from './routes/admin/admin-route-table';
import { RouteErrorBoundary } from './routes/error/route-error-boundary';
import { HomeRoute } from './routes/home/home-route';
import { importServerCards } from './routes/home/lazy-server-cards';
import { preloadInstanceData } from './routes/instance/preload-instance-data';
import { RequireSession } from './routes/shell/require-session';
import { RootRoute } from './routes/shell/root-route';
import { RouteLoading } from './routes/shell/route-loading';
import { ShellRoute } from './routes/shell/shell-route';
import { loadChunk } from '@/lib/scheduling/load-chunk';

/** The instance page's code, a chunk of its own. */
async function loadInstanceRoute() {
  const { InstanceRoute } = await loadChunk(() => import('./routes/instance/instance-route'));
  return { Component: InstanceRoute };
}

/**
 * The instance page's two addresses under one pathless route whose loader starts the page's data
 * beside its code (React Router runs loaders and `lazy` together). The loader only starts the
 * poll's first request into the one SWR cache and returns nothing to wait for (src/app/routes/
 * instance/preload-instance-data.ts). It runs when an address lands on an instance that is not on
 * screen: moving between the two addresses of one instance keeps this route and its id, so it
 * does not run again. A page already shown polls by itself, and a request started under it would
 * bypass the queue's edit ordering (src/lib/queue/edit-ledger.ts).
 */
const instanceRouteGroup: RouteObject = {
  id: 'instance',
  loader: ({ params }) => {
    preloadInstanceData(params);
    return null;
  },
  shouldRevalidate: ({ currentParams, nextParams }) => currentParams.id !== nextParams.id,
  // Two addresses, one view (spec 1 §2): the same component, so the page's state survives.
  children: [
    { path: INSTANCE_READ_PATH, lazy: loadInstanceRoute },
    { path: INSTANCE_PAGE_PATH, lazy: loadInstanceRoute },
  ],
};

/** A screen of the signed-in layout whose code loads on its first visit. */
function lazyScreen<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => React.ComponentType,
): RouteObject['lazy'] {
  return async () => ({ Component: pick(await load()) });
}

/**
 * Every route of spec 1 §2 and 2 §2. Screens other than home load on first visit (`lazy`), so
 * the JS before /home stays small; /login and /logout live outside the layout. React Router ranks
 * static segments above `:id`, so `/home` is never an instance (src/app/route-paths.ts).
 */
export const routes: RouteObject[] = [
  {
    // Scroll restoration for every page, and one error page for whatever a route throws (while
    // rendering, or its code failing to load): a readable page, never a white screen.
    element: <RootRoute />,
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <RouteLoading />,
    children: [
      // Signing in and out are not part of /home's first load: their own chunks.
      {
        path: 'login',
        lazy: lazyScreen(
          () => loadChunk(() => import('./routes/login/login-route')),
          (module) => module.LoginRoute,
        ),
      },
      {
        path: 'logout',
        lazy: lazyScreen(
          () => loadChunk(() => import('./routes/logout/logout-route')),
          (module) => module.LogoutRoute,
        ),
      },
      // For whoever hosts the dashboard: its configuration and live checks, without signing in;
      // the sign-in error links here.
      {
        path: 'setup',
        lazy: lazyScreen(
          () => loadChunk(() => import('./routes/setup/setup-route')),
          (module) => module.SetupRoute,
        ),
      },
      {
        path: '/',
        element: (
          <RequireSession>
            <ShellRoute />
          </RequireSession>
        ),
        children: [
          { index: true, element: <Navigate to="/home" replace /> },
          {
            path: 'home',
            element: <HomeRoute />,
            // The server cards' code (a chunk of its own) beside the first render's other work,
            // so a returning visit's last-known cards do not wait one more round trip behind it.
            loader: () => {
              void importServerCards();
              return null;
            },
          },
          {
            path: 'settings',
            lazy: lazyScreen(
              () => loadChunk(() => import('./routes/settings/settings-route')),
              (module) => module.SettingsRoute,
            ),
          },
          {
            path: 'download',
            lazy: lazyScreen(
              () => loadChunk(() => import('./routes/download/download-route')),
              (module) => module.DownloadRoute,
            ),
          },
          adminRouteTable,
          instanceRouteGroup,
        ],
      },
      // Anything else (spec 1 §2): to the login callback.
      { path: '*', element: <Navigate to="/login" replace /> },
    ],
  },
];

const router = createBrowserRouter(routes, { basename: appBasePath() });

/**
 * Settles once the router has loaded the code and started the data of the address's routes, so
 * the first render draws the page itself, never a loading screen that React would replace.
 */
export function routerReady(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** The routes. */
export function AppRoutes() {
  return <RouterProvider router={router} />;
}
