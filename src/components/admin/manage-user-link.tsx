import { Button } from '@/components/ui/button';
import { AdminLink } from './admin-link';
import type { AdminUserView } from './types';
import { displayName } from './user-identity';

/** "Manage" to /admin/users/{id}, named after the user for screen readers. */
function ManageUserLink({ user }: { user: AdminUserView }) {
  return (
    <Button asChild size="sm" variant="outline">
      <AdminLink
        to={`/admin/users/${encodeURIComponent(user.id)}`}
        aria-label={`Manage ${displayName(user)}`}
      >
        Manage
      </AdminLink>
    </Button>
  );
}

export { ManageUserLink };
