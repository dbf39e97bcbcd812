import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { InstanceCommand, InstanceResources } from '@/lib/admin/instance-lifecycle';
import { CardHeading } from './card-heading';
import { InstanceActions } from './instance-actions';
import { PowerBadge } from './power-badge';
import { ResourceUsage } from './resource-usage';
import { t } from '@/lib/i18n';

interface InstanceOverviewProps {
  id: string;
  name: string;
  /** Undefined until the first resources answer. */
  resources?: InstanceResources;
  panelUrl?: string;
  onCommand: (command: InstanceCommand) => void;
  pending?: InstanceCommand | null;
}

/** The admin instance detail's head: power badge, cpu, memory and disk, and the actions. */
function InstanceOverview({
  id,
  name,
  resources,
  panelUrl,
  onCommand,
  pending,
}: InstanceOverviewProps) {
  return (
    <Card data-slot="instance-overview">
      <CardHeader className="flex flex-row flex-wrap items-center gap-3">
        <CardHeading>{t('admin.power')}</CardHeading>
        {resources ? (
          <PowerBadge state={resources.powerState} managed={resources.isManaged} />
        ) : (
          <Skeleton className="h-5 w-16" />
        )}
      </CardHeader>
      <CardContent className="grid gap-4">
        {resources ? (
          <ResourceUsage resources={resources} className="text-sm" />
        ) : (
          <Skeleton className="h-16 w-48" />
        )}
        <InstanceActions
          status={resources ?? { isManaged: false, powerState: null }}
          disabled={resources === undefined}
          name={name}
          instanceId={id}
          panelUrl={panelUrl}
          onCommand={onCommand}
          pending={pending}
        />
      </CardContent>
    </Card>
  );
}

export { InstanceOverview };
