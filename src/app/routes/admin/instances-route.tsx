import { Plus } from 'lucide-react';
import { useAdminInstanceResources } from '@/api/admin-instances/use-admin-instance-resources';
import { useAdminInstances } from '@/api/admin-instances/use-admin-instances';
import { AdminLink } from '@/components/admin/admin-link';
import { adminFailure } from './admin-failure';
import { AdminPage } from '@/components/admin/admin-page';
import { InstanceRow } from '@/components/admin/instance-row';
import { InstancesTable } from '@/components/admin/instances-table';
import { Button } from '@/components/ui/button';
import { serverPanelUrl } from './server-panel-url';
import { useCommandRunner } from './use-command-runner';
import { t } from '@/lib/i18n';

/** One row with its own resources poll (every 2.5 s). */
function LiveInstanceRow({ id, name }: { id: string; name: string }) {
  const { data } = useAdminInstanceResources(id);
  const { pending, run } = useCommandRunner(id);
  return (
    <InstanceRow
      id={id}
      name={name}
      resources={data}
      panelUrl={serverPanelUrl(data?.identifier)}
      onCommand={run}
      pending={pending}
    />
  );
}

/** /admin/instances — the list, polled every second, with a bulk row and Create. */
export function InstancesRoute() {
  const { data, error } = useAdminInstances();
  const bulk = useCommandRunner('all');
  return (
    <AdminPage
      title={t('admin.instances')}
      loading={data === undefined}
      failure={adminFailure([error])}
      actions={
        <Button asChild>
          <AdminLink to="/admin/instances/create">
            <Plus aria-hidden />
            {t('admin.create')}
          </AdminLink>
        </Button>
      }
    >
      {data && (
        <InstancesTable onBulkCommand={bulk.run} bulkPending={bulk.pending}>
          {data.map((instance) => (
            <LiveInstanceRow key={instance.id} id={instance.id} name={instance.name} />
          ))}
        </InstancesTable>
      )}
    </AdminPage>
  );
}
