import { Button } from '@/components/ui/button';
import { cn } from '@/lib/ui/cn';
import { AdminLink } from './admin-link';
import { STRETCHED_LINK } from './stacked-rows';
import type { AdminUserView } from './types';
import { displayName } from './user-identity';
import { t } from '@/lib/i18n';
import { TOUCH_HEIGHT } from '@/components/ui/touch-target';

/**
 * "Manage" to /admin/users/{id}, named after the user for screen readers. `stretched`: on a
 * card it covers the card (stacked-rows.ts), so the whole card opens the user.
 */
function ManageUserLink({ user, stretched = false }: { user: AdminUserView; stretched?: boolean }) {
  return (
    <Button
      asChild
      size="sm"
      variant="outline"
      className={cn(TOUCH_HEIGHT, stretched && STRETCHED_LINK)}
    >
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
