import type * as React from 'react';
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  Eye,
  ExternalLink,
  Play,
  RotateCw,
  Skull,
  Square,
  Trash2,
} from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import {
  enabledActions,
  INSTANCE_ACTION_LABELS,
  INSTANCE_ACTIONS,
  type InstanceAction,
  type InstanceCommand,
  type InstanceStatus,
  isInstanceCommand,
} from '@/lib/instance-lifecycle';
import { safeHttpUrl } from '@/lib/safe-url';
import { AdminLink } from './admin-link';

const ICONS: Record<InstanceAction, React.ComponentType<{ 'aria-hidden'?: boolean }>> = {
  view: Eye,
  logs: ExternalLink,
  up: ArrowUpFromLine,
  down: ArrowDownToLine,
  start: Play,
  stop: Square,
  restart: RotateCw,
  kill: Skull,
  delete: Trash2,
};

interface InstanceActionsProps {
  /** One instance's managed flag and power state, or 'all' for the bulk row. */
  status: InstanceStatus | 'all';
  /** Who the buttons act on, for their accessible names ("Start Lounge"). */
  name: string;
  /** The instance page (view); absent for the bulk row. */
  instanceId?: string;
  /** The external server panel, opened in a new tab (logs). */
  panelUrl?: string;
  /** Asked for a command; the caller confirms, calls and reports. */
  onCommand: (command: InstanceCommand) => void;
  /** The command in flight, if any: its button spins and every command waits. */
  pending?: InstanceCommand | null;
  /** Everything off (the state is not known yet). */
  disabled?: boolean;
  className?: string;
}

/**
 * view, logs (the server panel in a new tab), up, down, start, stop, restart, kill, delete —
 * enabled exactly by the rules of 2-secondary §4; on the bulk row view, logs and delete are off.
 */
function InstanceActions({
  status,
  name,
  instanceId,
  panelUrl,
  onCommand,
  pending = null,
  disabled = false,
  className,
}: InstanceActionsProps) {
  const rules = enabledActions(status);
  const enabled = disabled
    ? (Object.fromEntries(INSTANCE_ACTIONS.map((a) => [a, false])) as typeof rules)
    : rules;
  const safePanelUrl = safeHttpUrl(panelUrl);
  return (
    <div
      data-slot="instance-actions"
      role="group"
      aria-label={`Actions for ${name}`}
      className={cn('flex flex-wrap gap-1', className)}
    >
      {INSTANCE_ACTIONS.map((action) => {
        const Icon = ICONS[action];
        const label = INSTANCE_ACTION_LABELS[action];
        const content = (
          <>
            <Icon aria-hidden />
            {label}
          </>
        );
        const accessibleName = `${label} ${name}`;
        const variant = action === 'delete' || action === 'kill' ? 'danger' : 'outline';
        if (action === 'view' && enabled.view && instanceId !== undefined) {
          return (
            <Button key={action} asChild size="sm" variant="outline">
              <AdminLink to={`/${encodeURIComponent(instanceId)}`} aria-label={accessibleName}>
                {content}
              </AdminLink>
            </Button>
          );
        }
        if (action === 'logs' && enabled.logs && safePanelUrl !== undefined) {
          return (
            <Button key={action} asChild size="sm" variant="outline">
              <a
                href={safePanelUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${accessibleName} (server panel, opens in a new tab)`}
              >
                {content}
              </a>
            </Button>
          );
        }
        const command = isInstanceCommand(action) ? action : null;
        return (
          <Button
            key={action}
            size="sm"
            variant={variant}
            aria-label={accessibleName}
            disabled={
              command === null || !enabled[action] || (pending !== null && pending !== command)
            }
            loading={command !== null && pending === command}
            onClick={command === null ? undefined : () => onCommand(command)}
          >
            {content}
          </Button>
        );
      })}
    </div>
  );
}

export { InstanceActions, type InstanceActionsProps };
