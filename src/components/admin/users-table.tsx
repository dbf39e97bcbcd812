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
import { t } from '@/lib/i18n';

/** The admin user list: Discord Name, Account Created, Last Login and a Manage button. */
function UsersTable({ users }: { users: readonly AdminUserView[] }) {
  return (
    <Table data-slot="users-table" aria-label={t('admin.users')}>
      <TableHeader>
        <TableRow>
          <TableHead>{t('admin.discordNameColumn')}</TableHead>
          <TableHead>{t('admin.accountCreatedColumn')}</TableHead>
          <TableHead>{t('admin.lastLoginColumn')}</TableHead>
          <TableHead>
            <span className="sr-only">{t('admin.manage')}</span>
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
