import { Button } from '@/components/ui/button';
import { cn } from '@/lib/ui/cn';
import type { InstanceCommand } from '@/lib/admin/instance-lifecycle';
import { AdminLink } from './admin-link';
import { type InstanceActionTarget, instanceActionItems } from './instance-action-items';
import { t } from '@/lib/i18n';

interface InstanceActionsProps extends InstanceActionTarget {
  /** Who the buttons act on, for their accessible names ("Start Lounge"). */
  name: string;
  /** Asked for a command; the caller confirms, calls and reports. */
  onCommand: (command: InstanceCommand) => void;
  /** The command in flight, if any: its button spins and every command waits. */
  pending?: InstanceCommand | null;
  className?: string;
}

/**
 * The instance detail's button bar: view, logs (the server panel in a new tab), up, down, start,
 * stop, restart, kill, delete, enabled exactly by the rules of 2-secondary §4. The list shows the
 * same actions in a row menu (InstanceActionsMenu).
 */
function InstanceActions({
  name,
  onCommand,
  pending = null,
  className,
  ...target
}: InstanceActionsProps) {
  return (
    <div
      data-slot="instance-actions"
      role="group"
      aria-label={t('admin.actionsFor', { name })}
      className={cn('flex flex-wrap gap-1', className)}
    >
      {instanceActionItems(target).map(
        ({ action, label, Icon, enabled, danger, to, href, command }) => {
          const content = (
            <>
              <Icon aria-hidden />
              {label}
            </>
          );
          const accessibleName = t('admin.actionOn', { action: label, name });
          if (enabled && to !== undefined) {
            return (
              <Button key={action} asChild size="sm" variant="outline">
                <AdminLink to={to} aria-label={accessibleName}>
                  {content}
                </AdminLink>
              </Button>
            );
          }
          if (enabled && href !== undefined) {
            return (
              <Button key={action} asChild size="sm" variant="outline">
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('admin.actionOnServerPanel', { action: label, name })}
                >
                  {content}
                </a>
              </Button>
            );
          }
          return (
            <Button
              key={action}
              size="sm"
              variant={danger ? 'danger' : 'outline'}
              aria-label={accessibleName}
              disabled={command === null || !enabled || (pending !== null && pending !== command)}
              loading={command !== null && pending === command}
              onClick={command === null ? undefined : () => onCommand(command)}
            >
              {content}
            </Button>
          );
        },
      )}
    </div>
  );
}

export { InstanceActions };
