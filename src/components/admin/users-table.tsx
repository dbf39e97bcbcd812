import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { formatDate, NEVER_DATE } from '@/lib/format-date';
import { ManageUserLink } from './manage-user-link';
import type { AdminUserView } from './types';
import { UserIdentity } from './user-identity';

/** The admin user list: Discord Name, Account Created, Last Login and a Manage button. */
function UsersTable({ users }: { users: readonly AdminUserView[] }) {
  return (
    <Table data-slot="users-table" aria-label="Users">
      <TableHeader>
        <TableRow>
          <TableHead>Discord Name</TableHead>
          <TableHead>Account Created</TableHead>
          <TableHead>Last Login</TableHead>
          <TableHead>
            <span className="sr-only">Manage</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((user) => (
          <TableRow key={user.id}>
            <TableCell>
              <UserIdentity user={user} />
            </TableCell>
            <TableCell className="whitespace-nowrap">
              {formatDate(user.registeredDateTime)}
            </TableCell>
            <TableCell className="whitespace-nowrap">
              {formatDate(user.lastLoginDateTime, { fallback: NEVER_DATE })}
            </TableCell>
            <TableCell className="text-end">
              <ManageUserLink user={user} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export { UsersTable };
