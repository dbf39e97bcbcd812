import { Settings2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { InstanceCommand, InstanceResources } from '@/lib/admin/instance-lifecycle';
import { AdminLink } from './admin-link';
import { InstanceActionsMenu } from './instance-actions-menu';
import { CELL_PLACE, ROW_CLASS } from './instances-table';
import { PowerBadge } from './power-badge';
import { ResourceUsage } from './resource-usage';
import { t } from '@/lib/i18n';
import { TOUCH_HEIGHT } from '@/components/ui/touch-target';

interface InstanceRowProps {
  id: string;
  name: string;
  /** Undefined while the first resources answer is on its way. */
  resources?: InstanceResources;
  panelUrl?: string;
  onCommand: (command: InstanceCommand) => void;
  pending?: InstanceCommand | null;
}

/**
 * While the row is a card (a list narrower than 42rem) Manage's link covers the whole card, so a
 * tap anywhere on it opens the instance; the row menu sits above it.
 */
const CARD_LINK_ROW =
  '@max-2xl:relative @max-2xl:has-[a:focus-visible]:ring-2 @max-2xl:has-[a:focus-visible]:ring-ring';
const CARD_LINK = `${TOUCH_HEIGHT} @max-2xl:after:absolute @max-2xl:after:inset-0 @max-2xl:after:rounded-lg @max-2xl:focus-visible:ring-0 @max-2xl:focus-visible:ring-offset-0`;

/**
 * One instance of InstancesTable (a row from 42rem, a card below): its name, the power badge
 * (n/a when unmanaged), CPU, memory and disk as bars, and the Manage button beside the menu of
 * the nine row actions.
 */
function InstanceRow({ id, name, resources, panelUrl, onCommand, pending }: InstanceRowProps) {
  return (
    <div
      role="row"
      data-slot="instance-row"
      data-instance-id={id}
      className={`${ROW_CLASS} ${CARD_LINK_ROW}`}
    >
      <span role="cell" className={`font-medium break-words ${CELL_PLACE.name}`}>
        {name}
      </span>
      <span role="cell" className={CELL_PLACE.state}>
        {resources ? (
          <PowerBadge state={resources.powerState} managed={resources.isManaged} />
        ) : (
          <>
            <Skeleton className="h-5 w-16" />
            <span className="sr-only">{t('admin.loading')}</span>
          </>
        )}
      </span>
      <span role="cell" className={CELL_PLACE.resources}>
        {resources ? <ResourceUsage resources={resources} /> : <Skeleton className="h-16 w-48" />}
      </span>
      <span role="cell" className={`flex justify-end gap-2 ${CELL_PLACE.actions}`}>
        <Button asChild size="sm" variant="outline" className={CARD_LINK}>
          <AdminLink
            to={`/admin/instances/${encodeURIComponent(id)}`}
            aria-label={t('admin.manageNamed', { name })}
          >
            <Settings2 aria-hidden />
            {t('admin.manage')}
          </AdminLink>
        </Button>
        <span className="flex @max-2xl:relative @max-2xl:z-10">
          <InstanceActionsMenu
            status={resources ?? { isManaged: false, powerState: null }}
            name={name}
            instanceId={id}
            panelUrl={panelUrl}
            onCommand={onCommand}
            pending={pending}
            disabled={resources === undefined}
          />
        </span>
      </span>
    </div>
  );
}

export { InstanceRow };
