import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { formatDate, NEVER_DATE } from '@/lib/format/date';
import { ManageUserLink } from './manage-user-link';
import { CONTAINER, STACKED } from './stacked-rows';
import type { AdminUserView } from './types';
import { UserIdentity } from './user-identity';
import { t } from '@/lib/i18n';

/**
 * The admin user list: Discord Name, Account Created, Last Login and a Manage button. While the
 * list is narrower than 42rem (every phone) each row is a card: the name with
 * both ids, the two dates under it with their column's name, and the whole card is Manage's link,
 * so nothing scrolls sideways and a tap anywhere on a user opens them. It stays a table for
 * assistive tech at every width.
 */
function UsersTable({ users }: { users: readonly AdminUserView[] }) {
  return (
    <div className={CONTAINER}>
      <Table data-slot="users-table" aria-label={t('admin.users')} className={STACKED.table}>
        <TableHeader className={STACKED.header}>
          <TableRow>
            <TableHead>{t('admin.discordNameColumn')}</TableHead>
            <TableHead>{t('admin.accountCreatedColumn')}</TableHead>
            <TableHead>{t('admin.lastLoginColumn')}</TableHead>
            <TableHead>
              <span className="sr-only">{t('admin.manage')}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody className={STACKED.body}>
          {users.map((user) => (
            <TableRow key={user.id} className={STACKED.row}>
              <TableCell className={STACKED.main}>
                <UserIdentity user={user} />
              </TableCell>
              <TableCell className={`whitespace-nowrap ${STACKED.detail}`}>
                <span aria-hidden className={STACKED.cellLabel}>
                  {t('admin.accountCreatedColumn')}
                </span>
                <span>{formatDate(user.registeredDateTime)}</span>
              </TableCell>
              <TableCell className={`whitespace-nowrap ${STACKED.detail}`}>
                <span aria-hidden className={STACKED.cellLabel}>
                  {t('admin.lastLoginColumn')}
                </span>
                <span>{formatDate(user.lastLoginDateTime, { fallback: NEVER_DATE })}</span>
              </TableCell>
              <TableCell className={`text-end ${STACKED.actions}`}>
                <ManageUserLink user={user} stretched />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

export { UsersTable };
