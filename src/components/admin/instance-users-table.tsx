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
import { INSTANCE_USERS_MESSAGES as M, kickUserLabel } from '@/lib/messages';
import { ManageUserLink } from './manage-user-link';
import type { AdminUserView } from './types';
import { displayName, UserIdentity } from './user-identity';

interface InstanceUsersTableProps {
  users: readonly AdminUserView[];
  /** Removes the user from this instance (the caller confirms). */
  onKick: (userId: string) => void;
  /** The user being kicked, if any. */
  kicking?: string | null;
}

/** The instance's members with Manage (to /admin/users/{id}) and Kick. */
function InstanceUsersTable({ users, onKick, kicking = null }: InstanceUsersTableProps) {
  if (users.length === 0) return <EmptyState title={M.empty} />;
  return (
    <Table data-slot="instance-users-table" aria-label={M.tableLabel}>
      <TableHeader>
        <TableRow>
          <TableHead>{M.userColumn}</TableHead>
          <TableHead className="text-end">{M.actionsColumn}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((user) => (
          <TableRow key={user.id}>
            <TableCell>
              <UserIdentity user={user} />
            </TableCell>
            <TableCell>
              <div className="flex justify-end gap-2">
                <ManageUserLink user={user} />
                <Button
                  size="sm"
                  variant="danger"
                  aria-label={kickUserLabel(displayName(user))}
                  loading={kicking === user.id}
                  disabled={kicking !== null && kicking !== user.id}
                  onClick={() => onKick(user.id)}
                >
                  {M.kick}
                </Button>
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export { InstanceUsersTable };
