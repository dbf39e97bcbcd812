import { Button } from '@/components/ui/button';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import type { Permission } from '@/lib/admin/permissions';
import { PermissionGrid } from './permission-grid';
import type { UserMembershipView } from './types';
import { t } from '@/lib/i18n';
import { TOUCH_HEIGHT } from '@/components/ui/touch-target';

interface InstancePermissionsTableProps {
  membership: UserMembershipView;
  onToggle: (permission: Permission, granted: boolean) => void;
  onGrantAll: () => void;
  onRevokeAll: () => void;
  onKick: () => void;
  /** A change is being saved. */
  busy?: boolean;
}

/** One instance of a user: Server name (name and id), Grant all, Revoke all, Kick, the grid. */
function InstancePermissionsTable({
  membership,
  onToggle,
  onGrantAll,
  onRevokeAll,
  onKick,
  busy = false,
}: InstancePermissionsTableProps) {
  const { instanceId, instanceName, roles } = membership;
  return (
    <Table
      data-slot="instance-permissions-table"
      data-instance-id={instanceId}
      aria-label={t('admin.permissionsOn', { name: instanceName })}
    >
      <TableHeader>
        <TableRow>
          <TableHead>{t('admin.serverName')}</TableHead>
          <TableHead className="text-end">
            <span className="sr-only">{t('admin.actionsColumn')}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableRow className="hover:bg-transparent">
          <TableCell>
            <div className="grid">
              <span className="font-medium break-words">{instanceName}</span>
              <span className="text-xs text-muted-fg">{instanceId}</span>
            </div>
          </TableCell>
          <TableCell>
            <div className="flex flex-wrap justify-end gap-2">
              <Button
                size="sm"
                variant="outline"
                className={TOUCH_HEIGHT}
                disabled={busy}
                onClick={onGrantAll}
              >
                {t('admin.grantAll')}
              </Button>
              <Button
                size="sm"
                variant="outline"
                className={TOUCH_HEIGHT}
                disabled={busy}
                onClick={onRevokeAll}
              >
                {t('admin.revokeAll')}
              </Button>
              <Button
                size="sm"
                variant="danger"
                className={TOUCH_HEIGHT}
                disabled={busy}
                onClick={onKick}
              >
                {t('admin.kick')}
              </Button>
            </div>
          </TableCell>
        </TableRow>
        <TableRow className="hover:bg-transparent">
          <TableCell colSpan={2}>
            <PermissionGrid
              label={instanceName}
              roles={roles}
              onToggle={onToggle}
              disabled={busy}
            />
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}

export { InstancePermissionsTable };
