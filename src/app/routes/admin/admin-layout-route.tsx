import { Link, Outlet } from 'react-router-dom';
import { useSessionUser } from '@/api/auth/use-session-user';
import { AccessDenied } from '@/components/admin/access-denied';
import { AdminLinkProvider, type AdminLinkProps } from '@/components/admin/admin-link';
import { canSeeAdmin } from '@/lib/admin/permissions';

function renderRouterLink({ to, ...props }: AdminLinkProps) {
  return <Link to={to} {...props} />;
}

/**
 * The layout of every /admin route: root only. Anyone else (signed out included) gets the
 * spec's refusal; the server refuses them too, so this only spares the round trips.
 */
export function AdminLayoutRoute() {
  const user = useSessionUser();
  if (user === null || !canSeeAdmin(user.roles)) return <AccessDenied />;
  return (
    <AdminLinkProvider renderLink={renderRouterLink}>
      <div data-slot="admin-area" className="mx-auto grid w-full max-w-6xl gap-6">
        <Outlet />
      </div>
    </AdminLinkProvider>
  );
}
