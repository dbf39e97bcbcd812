import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { RouteErrorBoundary } from './routes/error/route-error-boundary';
import { RouteLoading } from './routes/shell/route-loading';
import { HomeRoute } from './routes/home/home-route';
import { RequireSession } from './routes/shell/require-session';
import { ShellRoute } from './routes/shell/shell-route';
import { preloadInstanceData } from './routes/instance/preload-instance-data';

async function loadInstanceRoute() {
  return { Component: (await import('./routes/instance/instance-route')).InstanceRoute };
}

/**
 * The instance page: its data and its code start together (the loader only starts the poll's
 * first request, src/app/routes/instance/preload-instance-data.ts). The page polls by itself, so
 * the loader runs again only for another instance, never for a page already shown.
 */
const instanceRoute = {
  loader: preloadInstanceData,
  // A new id is a new page (InstanceRoute keys it by id): only then is there a first fetch to start.
  shouldRevalidate: ({ currentParams, nextParams }) => currentParams.id !== nextParams.id,
  lazy: loadInstanceRoute,
} satisfies Partial<RouteObject>;

/**
 * Every route of spec 1 §2 and 2 §2. Screens other than home load on first visit (`lazy`), so
 * the JS before /home stays small; /login and /logout live outside the layout.
 */
export const routes: RouteObject[] = [
  // Signing in and out are not part of /home's first load: their own chunks.
  {
    path: '/login',
    lazy: async () => ({ Component: (await import('./routes/login/login-route')).LoginRoute }),
    // Shown while a lazy screen of the first load arrives (React Router asks for one).
    HydrateFallback: RouteLoading,
    errorElement: <RouteErrorBoundary />,
  },
  {
    path: '/logout',
    lazy: async () => ({ Component: (await import('./routes/logout/logout-route')).LogoutRoute }),
    HydrateFallback: RouteLoading,
    errorElement: <RouteErrorBoundary />,
  },
  {
    id: 'shell',
    path: '/',
    element: (
      <RequireSession>
        <ShellRoute />
      </RequireSession>
    ),
    HydrateFallback: RouteLoading,
    errorElement: <RouteErrorBoundary />,
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
      // Two addresses, one view (spec 1 §2). `:id` ranks below every static path above.
      { path: 'instances/:id/read', ...instanceRoute },
      { path: ':id', ...instanceRoute },
    ],
  },
  // Anything else (spec 1 §2): to the login callback.
  { path: '*', element: <Navigate to="/login" replace /> },
];

const ADMIN_PATH = /^\/admin(\/|$)/;
let adminPatched: Promise<void> | null = null;

/**
 * The admin area arrives with its own module (forms, zod): its routes are added to the shell the
 * first time someone navigates under /admin. Until then /admin matches only the catch-all or the
 * instance route's `:id`, which makes React Router ask here for more specific routes.
 */
async function patchRoutesOnNavigation({
  path,
  patch,
}: {
  path: string;
  patch: (routeId: string | null, children: RouteObject[]) => void;
}) {
  if (!ADMIN_PATH.test(path)) return;
  adminPatched ??= import('./routes/admin/admin-routes').then(({ adminRoutes }) => {
    patch('shell', [{ path: 'admin', children: adminRoutes }]);
  });
  await adminPatched;
}

export const router = createBrowserRouter(routes, { patchRoutesOnNavigation });
