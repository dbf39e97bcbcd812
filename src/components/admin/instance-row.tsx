import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { TableCell, TableRow } from '@/components/ui/table';
import type { InstanceCommand, InstanceResources } from '@/lib/instance-lifecycle';
import { AdminLink } from './admin-link';
import { InstanceActions } from './instance-actions';
import { PowerBadge } from './power-badge';
import { ResourceUsage } from './resource-usage';

interface InstanceRowProps {
  id: string;
  name: string;
  /** Undefined while the first resources answer is on its way. */
  resources?: InstanceResources;
  panelUrl?: string;
  onCommand: (command: InstanceCommand) => void;
  pending?: InstanceCommand | null;
}

/** One instance: name with Manage, power badge (n/a when unmanaged), resources, actions. */
function InstanceRow({ id, name, resources, panelUrl, onCommand, pending }: InstanceRowProps) {
  return (
    <TableRow data-slot="instance-row" data-instance-id={id}>
      <TableCell>
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-words">{name}</span>
          <Button asChild size="sm" variant="link" className="h-auto px-0">
            <AdminLink
              to={`/admin/instances/${encodeURIComponent(id)}`}
              aria-label={`Manage ${name}`}
            >
              Manage
            </AdminLink>
          </Button>
        </div>
      </TableCell>
      <TableCell>
        {resources ? (
          <PowerBadge state={resources.powerState} managed={resources.isManaged} />
        ) : (
          <>
            <Skeleton className="h-5 w-16" />
            <span className="sr-only">Loading</span>
          </>
        )}
      </TableCell>
      <TableCell>
        {resources ? <ResourceUsage resources={resources} /> : <Skeleton className="h-12 w-40" />}
      </TableCell>
      <TableCell>
        <InstanceActions
          status={resources ?? { isManaged: false, powerState: null }}
          name={name}
          instanceId={id}
          panelUrl={panelUrl}
          onCommand={onCommand}
          pending={pending}
          disabled={resources === undefined}
        />
      </TableCell>
    </TableRow>
  );
}

export { InstanceRow, type InstanceRowProps };
