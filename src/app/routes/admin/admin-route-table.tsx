import { Navigate, type RouteObject } from 'react-router-dom';
import { RouteLoading } from '../shell/route-loading';
import { loadChunk } from '@/lib/scheduling/load-chunk';

type AdminScreenName = keyof typeof import('./admin-screens');

/** One of the admin screens, from the area's one module (forms, zod) loaded on the first visit. */
function adminScreen(name: AdminScreenName): RouteObject['lazy'] {
  return async () => ({ Component: (await loadChunk(() => import('./admin-screens')))[name] });
}

/**
 * /admin and its screens, below the signed-in layout. One pathless layout (root only, in-app
 * links) holds every screen; an address under /admin that none of them takes is "anything else"
 * (spec 1 §2): to the login callback, for anyone, as at the top level.
 */
export const adminRouteTable: RouteObject = {
  path: 'admin',
  hydrateFallbackElement: <RouteLoading />,
  children: [
    {
      lazy: adminScreen('AdminLayoutRoute'),
      children: [
        { index: true, lazy: adminScreen('AdminLandingRoute') },
        { path: 'users', lazy: adminScreen('UsersRoute') },
        { path: 'users/:id', lazy: adminScreen('UserRoute') },
        { path: 'instances', lazy: adminScreen('InstancesRoute') },
        { path: 'instances/create', lazy: adminScreen('InstanceCreateRoute') },
        { path: 'instances/:id', lazy: adminScreen('AdminInstanceRoute') },
      ],
    },
    { path: '*', element: <Navigate to="/login" replace /> },
  ],
};
