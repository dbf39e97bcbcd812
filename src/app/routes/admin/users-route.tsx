import { useAdminUsers } from '@/api/admin-users/use-admin-users';
import { adminFailure } from './admin-failure';
import { AdminPage } from '@/components/admin/admin-page';
import { UsersTable } from '@/components/admin/users-table';
import { toUserView } from './to-user-view';
import { t } from '@/lib/i18n';

/** /admin/users */
export function UsersRoute() {
  const { data, error } = useAdminUsers();
  return (
    <AdminPage
      title={t('admin.users')}
      loading={data === undefined}
      failure={adminFailure([error])}
    >
      {data && <UsersTable users={data.map(toUserView)} />}
    </AdminPage>
  );
}
