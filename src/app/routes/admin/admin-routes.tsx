import { Navigate, Routes, type RouteObject } from '@/app/router';
import { AdminLayoutRoute } from './admin-layout-route';
import { AdminInstanceRoute } from './admin-instance-route';
import { AdminLandingRoute } from './admin-landing-route';
import { InstanceCreateRoute } from './instance-create-route';
import { InstancesRoute } from './instances-route';
import { UserRoute } from './user-route';
import { UsersRoute } from './users-route';

/**
 * The children of /admin. One pathless layout (root only, the confirm dialog, in-app links)
 * holds every screen; paths are relative to /admin. Lazy-load this module: it carries the admin
 * forms' react-hook-form and zod.
 */
export const adminRoutes: RouteObject[] = [
  {
    element: <AdminLayoutRoute />,
    children: [
      { index: true, element: <AdminLandingRoute /> },
      { path: 'users', element: <UsersRoute /> },
      { path: 'users/:id', element: <UserRoute /> },
      { path: 'instances', element: <InstancesRoute /> },
      { path: 'instances/create', element: <InstanceCreateRoute /> },
      { path: 'instances/:id', element: <AdminInstanceRoute /> },
    ],
  },
];

/**
 * The admin area under the shell's `admin/*`. An address under /admin that none of its routes
 * takes is "anything else" (spec 1 §2): to the login callback, as at the top level.
 */
export function AdminArea() {
  return <Routes routes={adminRoutes} noMatch={<Navigate to="/login" replace />} />;
}
