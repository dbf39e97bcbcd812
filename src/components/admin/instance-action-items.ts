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
import {
  enabledActions,
  INSTANCE_ACTION_LABELS,
  INSTANCE_ACTIONS,
  type InstanceAction,
  type InstanceCommand,
  type InstanceStatus,
  isInstanceCommand,
} from '@/lib/admin/instance-lifecycle';
import { safeHttpUrl } from '@/lib/wire/safe-url';

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

/** One of the nine row actions as both the button bar and the row menu draw it. */
export interface InstanceActionItem {
  action: InstanceAction;
  label: string;
  Icon: React.ComponentType<{ 'aria-hidden'?: boolean }>;
  /** By the rules of 2-secondary §4 (the bulk row: view, logs and delete off). */
  enabled: boolean;
  /** Kill and delete. */
  danger: boolean;
  /** view: the instance page, in the app. */
  to?: string;
  /** logs: the server panel, opened in a new tab. */
  href?: string;
  /** What the server is asked to do; null for view and logs. */
  command: InstanceCommand | null;
}

export interface InstanceActionTarget {
  /** One instance's managed flag and power state, or 'all' for the bulk row. */
  status: InstanceStatus | 'all';
  /** The instance page (view); absent for the bulk row. */
  instanceId?: string;
  /** The external server panel (logs). */
  panelUrl?: string;
  /** Everything off (the state is not known yet). */
  disabled?: boolean;
}

/** view, logs, up, down, start, stop, restart, kill, delete, each with whether it applies. */
export function instanceActionItems({
  status,
  instanceId,
  panelUrl,
  disabled = false,
}: InstanceActionTarget): InstanceActionItem[] {
  const rules = enabledActions(status);
  const safePanelUrl = safeHttpUrl(panelUrl);
  return INSTANCE_ACTIONS.map((action) => {
    const to =
      action === 'view' && instanceId !== undefined
        ? `/${encodeURIComponent(instanceId)}`
        : undefined;
    const href = action === 'logs' ? safePanelUrl : undefined;
    const command = isInstanceCommand(action) ? action : null;
    const reachable = command !== null || to !== undefined || href !== undefined;
    return {
      action,
      label: INSTANCE_ACTION_LABELS[action],
      Icon: ICONS[action],
      enabled: !disabled && rules[action] && reachable,
      danger: action === 'delete' || action === 'kill',
      to,
      href,
      command,
    };
  });
}
