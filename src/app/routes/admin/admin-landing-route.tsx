import { useCallback, useEffect, useState } from 'react';
import { useAdminInstanceResources } from '@/api/admin-instances/use-admin-instance-resources';
import { useAdminInstances } from '@/api/admin-instances/use-admin-instances';
import { useAdminUsers } from '@/api/admin-users/use-admin-users';
import { AdminLanding } from '@/components/admin/admin-landing';
import { AdminPage } from '@/components/admin/admin-page';
import type { InstanceResources } from '@/lib/admin/instance-lifecycle';
import { adminFailure } from './admin-failure';
import { t } from '@/lib/i18n';

type Report = (id: string, resources: InstanceResources) => void;

/** Polls one instance's resources (the list's own hook, every 2.5 s) and reports each answer. */
function ResourcesOf({ id, report }: { id: string; report: Report }) {
  const { data } = useAdminInstanceResources(id);
  useEffect(() => {
    if (data) report(id, data);
  }, [id, data, report]);
  return null;
}

/**
 * /admin — counts of users and instances and the instances that need attention (offline, or a
 * resource at or over the 90 % threshold), from the admin screens' own SWR hooks.
 */
export function AdminLandingRoute() {
  const users = useAdminUsers();
  const instances = useAdminInstances();
  const [resources, setResources] = useState<Readonly<Record<string, InstanceResources>>>({});
  const report = useCallback<Report>(
    (id, data) => setResources((known) => (known[id] === data ? known : { ...known, [id]: data })),
    [],
  );
  const failure = adminFailure([users.error, instances.error]);
  if (failure) return <AdminPage title={t('admin.title')} failure={failure} />;
  return (
    <>
      {instances.data?.map((instance) => (
        <ResourcesOf key={instance.id} id={instance.id} report={report} />
      ))}
      <AdminLanding
        userCount={users.data?.length}
        instances={instances.data?.map(({ id, name }) => ({
          id,
          name,
          resources: resources[id],
        }))}
      />
    </>
  );
}
