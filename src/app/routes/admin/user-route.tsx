import { useState } from 'react';
import { useParams } from 'react-router-dom';
import {
  addUserToInstance,
  grantAll,
  kickUser,
  revokeAll,
  setUserRoles,
  toggledRoles,
} from '@/api/admin-users/actions';
import { useAdminUser } from '@/api/admin-users/use-admin-user';
import { useAdminUserInstances } from '@/api/admin-users/use-admin-user-instances';
import { adminFailure } from './admin-failure';
import { AdminPage } from '@/components/admin/admin-page';
import { InstancePermissionsTable } from '@/components/admin/instance-permissions-table';
import { displayName } from '@/components/admin/user-identity';
import { UserProfileCard } from '@/components/admin/user-profile-card';
import { UserServersCard } from '@/components/admin/user-servers-card';
import { useActionContext } from '@/app/use-action-context';
import { toMemberships, toUserView } from './to-user-view';
import { t } from '@/lib/i18n';

/** /admin/users/:id — profile, servers, per-instance permissions. */
export function UserRoute() {
  const { id } = useParams();
  const user = useAdminUser(id);
  const available = useAdminUserInstances(id);
  const ctx = useActionContext();
  const [adding, setAdding] = useState(false);
  const [kicking, setKicking] = useState<string | null>(null);

  const data = user.data;
  const view = data && toUserView(data);
  return (
    <AdminPage
      title={view ? displayName(view) : t('admin.user')}
      loading={data === undefined}
      failure={adminFailure([user.error, available.error], {
        message: t('admin.noSuchUser', { id: id ?? '' }),
        back: { to: '/admin/users', label: t('admin.backToUsers') },
      })}
    >
      {data && view && (
        // The profile sits beside the servers from 1280 px (below, the permission grid needs the
        // width) and keeps its own height: it never stretches down the servers' column.
        <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
          <UserProfileCard user={view} />
          <UserServersCard
            available={available.data ?? {}}
            adding={adding}
            onAdd={(instanceId) => {
              setAdding(true);
              void addUserToInstance(ctx, data.id, instanceId).finally(() => setAdding(false));
            }}
          >
            {toMemberships(data).map((membership) => (
              <InstancePermissionsTable
                key={membership.instanceId}
                membership={membership}
                busy={kicking === membership.instanceId}
                onToggle={(permission, granted) =>
                  void setUserRoles(
                    ctx,
                    data.id,
                    membership.instanceId,
                    toggledRoles(membership.roles, permission, granted),
                  )
                }
                onGrantAll={() => void grantAll(ctx, data.id, membership.instanceId)}
                onRevokeAll={() => void revokeAll(ctx, data.id, membership.instanceId)}
                onKick={() => {
                  setKicking(membership.instanceId);
                  void kickUser(ctx, data.id, membership.instanceId).finally(() =>
                    setKicking(null),
                  );
                }}
              />
            ))}
          </UserServersCard>
        </div>
      )}
    </AdminPage>
  );
}
