import * as React from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { t } from '@/lib/i18n';
import { permissionLabel } from '@/lib/admin/permission-labels';
import { PERMISSION_GRID, type Permission, type PermissionGroup } from '@/lib/admin/permissions';
import { TOUCH_MIN_HEIGHT } from '@/components/ui/touch-target';

interface PermissionGridProps {
  /** Who and where, for the group names read by assistive tech. */
  label: string;
  roles: readonly string[];
  onToggle: (permission: Permission, granted: boolean) => void;
  disabled?: boolean;
}

/** A group's name in the reader's language. */
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
 * Every permission of 2-secondary §6, one checkbox each, grouped under the spec's groups' names.
 * Each box is labelled with what it lets a user do in the reader's language ("Skip other people's
 * tracks"), and the permission string itself ("web:controls:skip-other") stays beside it as
 * secondary text and the box's description, since admins know the strings.
 * The groups stack (instance and meta, one box each, side by side) and each group's boxes flow in
 * as many columns of at least 12rem as fit; labels wrap, so nothing is drawn beyond the table.
 * On a touch screen each box takes a 44 × 44 px hit area (a transparent extension around the
 * drawn box) and each row is 44 px tall, so neighbouring boxes never share a tap.
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
              ? 'grid min-w-0 basis-full grid-cols-[repeat(auto-fill,minmax(min(12rem,100%),1fr))] content-start gap-x-4 gap-y-2 pointer-coarse:gap-y-0'
              : 'grid min-w-0 content-start gap-2 pointer-coarse:gap-0'
          }
        >
          <legend className="mb-1 text-sm font-medium capitalize">{groupName(group)}</legend>
          {actions.map(({ permission }) => {
            const boxId = `${id}-${permission}`;
            const codeId = `${boxId}-code`;
            return (
              <div
                key={permission}
                data-slot="permission"
                data-disabled={disabled}
                className={`group flex min-h-6 min-w-0 items-start gap-2 ${TOUCH_MIN_HEIGHT} pointer-coarse:items-center pointer-coarse:gap-4 pointer-coarse:ps-3.5`}
              >
                <Checkbox
                  id={boxId}
                  checked={held.has(permission)}
                  disabled={disabled}
                  aria-describedby={codeId}
                  className="mt-0.5 pointer-coarse:mt-0"
                  onCheckedChange={(checked) => onToggle(permission, checked === true)}
                />
                <span className="grid min-w-0">
                  <Label htmlFor={boxId} className="leading-tight font-normal">
                    {permissionLabel(permission)}
                  </Label>
                  <code
                    id={codeId}
                    data-slot="permission-code"
                    className="font-mono text-xs break-all text-muted-fg"
                  >
                    {permission}
                  </code>
                </span>
              </div>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}

export { PermissionGrid };
