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

/** Every permission of 2-secondary §6, one checkbox each, grouped like the spec's table. */
function PermissionGrid({ label, roles, onToggle, disabled = false }: PermissionGridProps) {
  const id = React.useId();
  const held = new Set(roles);
  return (
    <div data-slot="permission-grid" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {PERMISSION_GRID.map(({ group, actions }) => (
        <fieldset key={group} className="grid content-start gap-2">
          <legend className="mb-1 text-sm font-medium capitalize">
            {group}
            <span className="sr-only"> permissions for {label}</span>
          </legend>
          {actions.map(({ action, permission }) => {
            const boxId = `${id}-${permission}`;
            return (
              <div key={permission} className="flex items-center gap-2">
                <Checkbox
                  id={boxId}
                  checked={held.has(permission)}
                  disabled={disabled}
                  title={permission}
                  onCheckedChange={(checked) => onToggle(permission, checked === true)}
                />
                <Label htmlFor={boxId} className="font-normal">
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
