import * as React from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { PERMISSION_GRID, type Permission } from '@/lib/permissions';

interface PermissionGridProps {
  /** Who and where, for the group names read by assistive tech. */
  label: string;
  roles: readonly string[];
  onToggle: (permission: Permission, granted: boolean) => void;
  disabled?: boolean;
}

/**
 * Every permission of 2-secondary §6, one checkbox each, grouped like the spec's table. The
 * groups stack (instance and meta, one box each, side by side) and each group's boxes flow in as
 * many columns of at least 9.5rem as fit, so every label ("preset:nightcore" included) shows
 * whole at every width and nothing is drawn beyond the table (#21.6).
 */
function PermissionGrid({ label, roles, onToggle, disabled = false }: PermissionGridProps) {
  const id = React.useId();
  const held = new Set(roles);
  return (
    <div data-slot="permission-grid" className="flex flex-wrap gap-x-10 gap-y-4">
      {PERMISSION_GRID.map(({ group, actions }) => (
        <fieldset
          key={group}
          className={
            actions.length > 1
              ? 'grid min-w-0 basis-full grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] content-start gap-x-4 gap-y-2'
              : 'grid content-start gap-2'
          }
        >
          <legend className="mb-1 text-sm font-medium capitalize">
            {group}
            <span className="sr-only"> permissions for {label}</span>
          </legend>
          {actions.map(({ action, permission }) => {
            const boxId = `${id}-${permission}`;
            return (
              <div key={permission} className="flex min-h-6 items-center gap-2">
                <Checkbox
                  id={boxId}
                  checked={held.has(permission)}
                  disabled={disabled}
                  title={permission}
                  onCheckedChange={(checked) => onToggle(permission, checked === true)}
                />
                <Label htmlFor={boxId} className="font-normal whitespace-nowrap">
                  {action}
                </Label>
              </div>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}

export { PermissionGrid, type PermissionGridProps };
