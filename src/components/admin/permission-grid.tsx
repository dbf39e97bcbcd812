import * as React from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { t } from '@/lib/i18n';
import { PERMISSION_GRID, type Permission, type PermissionGroup } from '@/lib/permissions';

interface PermissionGridProps {
  /** Who and where, for the group names read by assistive tech. */
  label: string;
  roles: readonly string[];
  onToggle: (permission: Permission, granted: boolean) => void;
  disabled?: boolean;
}

/**
 * A group's name in the reader's language. The boxes' labels stay the permission's own action
 * ("skip-other", "preset:nightcore"): they are the codes an admin grants, the same in every
 * language, and their box's title is the whole permission string.
 */
function groupName(group: PermissionGroup): string {
  switch (group) {
    case 'instance':
      return t('permissions.groupInstance');
    case 'meta':
      return t('permissions.groupMeta');
    case 'controls':
      return t('permissions.groupControls');
    case 'queue':
      return t('permissions.groupQueue');
  }
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
          // The group's name with whose permissions they are, read as one sentence.
          aria-label={t('permissions.groupFor', { group: groupName(group), label })}
          className={
            actions.length > 1
              ? 'grid min-w-0 basis-full grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] content-start gap-x-4 gap-y-2'
              : 'grid content-start gap-2'
          }
        >
          <legend className="mb-1 text-sm font-medium capitalize">{groupName(group)}</legend>
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

export { PermissionGrid };
