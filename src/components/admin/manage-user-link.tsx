import { Button } from '@/components/ui/button';
import { AdminLink } from './admin-link';
import type { AdminUserView } from './types';
import { displayName } from './user-identity';
import { t } from '@/lib/i18n';

/** "Manage" to /admin/users/{id}, named after the user for screen readers. */
function ManageUserLink({ user }: { user: AdminUserView }) {
  return (
    <Button asChild size="sm" variant="outline">
      <AdminLink
        to={`/admin/users/${encodeURIComponent(user.id)}`}
        aria-label={t('admin.manageNamed', { name: displayName(user) })}
      >
        {t('admin.manage')}
      </AdminLink>
    </Button>
  );
}

export { ManageUserLink };
