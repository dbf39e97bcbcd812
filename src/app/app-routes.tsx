import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from './router';
import { RouteErrorPage } from './routes/error/route-error-page';
import { RouteLoading } from './routes/shell/route-loading';
import { HomeRoute } from './routes/home/home-route';
import { RequireSession } from './routes/shell/require-session';
import { ShellRoute } from './routes/shell/shell-route';
import { preloadInstanceData } from './routes/instance/preload-instance-data';

/**
 * The instance page's code. Its lower part (tabs, queue, search, player bar) is a chunk of its
 * own, asked for as soon as the route's code is in: on a phone the first frame (header and
 * player) does not wait for it; from 1024 px it is on the first screen beside the player, so the
 * route waits for it.
 */
async function loadInstanceRoute() {
  const { InstanceRoute, firstScreenPageRest } = await import('./routes/instance/instance-route');
  await firstScreenPageRest();
  return { Component: InstanceRoute };
}

/**
 * The instance page: its data and its code start together (the preload only starts the poll's
 * first request, src/app/routes/instance/preload-instance-data.ts). The page polls by itself, so
 * the preload runs again only for another instance, never for a page already shown.
 */
const instanceRoute = {
  // Runs when an address lands here with a new id (a new page: InstanceRoute keys it by id), the
  // only time there is a first fetch to start.
  preload: preloadInstanceData,
  lazy: loadInstanceRoute,
} satisfies Partial<RouteObject>;

/**
 * Every route of spec 1 §2 and 2 §2. Screens other than home load on first visit (`lazy`), so
 * the JS before /home stays small; /login and /logout live outside the layout. The first route
 * that matches, in this order, wins.
 */
export const routes: RouteObject[] = [
  // Signing in and out are not part of /home's first load: their own chunks.
  {
    path: '/login',
    lazy: async () => ({ Component: (await import('./routes/login/login-route')).LoginRoute }),
  },
  {
    path: '/logout',
    lazy: async () => ({ Component: (await import('./routes/logout/logout-route')).LogoutRoute }),
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
      { path: 'home', element: <HomeRoute /> },
      {
        path: 'settings',
        lazy: async () => ({
          Component: (await import('./routes/settings/settings-route')).SettingsRoute,
        }),
      },
      {
        path: 'download',
        lazy: async () => ({
          Component: (await import('./routes/download/download-route')).DownloadRoute,
        }),
      },
      // The admin area arrives with its own module (forms, zod) and its own table of routes.
      {
        path: 'admin/*',
        lazy: async () => ({
          Component: (await import('./routes/admin/admin-routes')).AdminArea,
        }),
      },
      // Two addresses, one view (spec 1 §2). `:id` comes after every static path above.
      { path: 'instances/:id/read', ...instanceRoute },
      { path: ':id', ...instanceRoute },
    ],
  },
  // Anything else (spec 1 §2): to the login callback.
  { path: '*', element: <Navigate to="/login" replace /> },
];

export const router = createBrowserRouter(routes);

/** The routes, with a loading screen while a route's code arrives and a page for a failure. */
export function AppRoutes() {
  return (
    <RouterProvider
      router={router}
      fallback={<RouteLoading />}
      renderError={(error) => <RouteErrorPage error={error} />}
    />
  );
}
