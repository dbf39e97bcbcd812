import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { cn } from '@/lib/ui/cn';
import { t } from '@/lib/i18n';
import { ManageUserLink } from './manage-user-link';
import { ABOVE, CONTAINER, STACKED } from './stacked-rows';
import type { AdminUserView } from './types';
import { displayName, UserIdentity } from './user-identity';
import { TOUCH_HEIGHT } from '@/components/ui/touch-target';

interface InstanceUsersTableProps {
  users: readonly AdminUserView[];
  /** Removes the user from this instance (the caller confirms). */
  onKick: (userId: string) => void;
  /** The user being kicked, if any. */
  kicking?: string | null;
}

/**
 * The instance's members with Manage (to /admin/users/{id}) and Kick. While the table is narrower
 * than 42rem (every phone) each member is a card whose whole area opens the user (Manage
 * stretched over it), Kick on top of it, so the actions are never cut off.
 */
function InstanceUsersTable({ users, onKick, kicking = null }: InstanceUsersTableProps) {
  if (users.length === 0) return <EmptyState title={t('admin.usersEmpty')} />;
  return (
    <div className={CONTAINER}>
      <Table
        data-slot="instance-users-table"
        aria-label={t('admin.usersTableLabel')}
        className={STACKED.table}
      >
        <TableHeader className={STACKED.header}>
          <TableRow>
            <TableHead>{t('admin.userColumn')}</TableHead>
            <TableHead className="text-end">{t('admin.actionsColumn')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody className={STACKED.body}>
          {users.map((user) => (
            <TableRow key={user.id} className={cn(STACKED.row, '@max-2xl:grid-cols-1')}>
              <TableCell className={STACKED.main}>
                <UserIdentity user={user} />
              </TableCell>
              <TableCell className="@max-2xl:block @max-2xl:p-0">
                <div className="flex flex-wrap justify-end gap-2">
                  <ManageUserLink user={user} stretched />
                  <Button
                    size="sm"
                    variant="danger"
                    className={cn(TOUCH_HEIGHT, ABOVE)}
                    aria-label={t('admin.kickUser', { user: displayName(user) })}
                    loading={kicking === user.id}
                    disabled={kicking !== null && kicking !== user.id}
                    onClick={() => onKick(user.id)}
                  >
                    {t('admin.kick')}
                  </Button>
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

export { InstanceUsersTable };
