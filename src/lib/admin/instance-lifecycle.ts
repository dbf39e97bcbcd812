/**
 * Admin instance lifecycle (2-secondary §4): power states, badge colours, which buttons are
 * enabled, and the confirmation and failure texts of each action.
 */
import { formatMegabytesUsage } from '../format/bytes';
import { intlLocale, t } from '../i18n';
import { confirmInstanceAction, instanceActionFailed, type InstanceVerb } from '../messages';

export const POWER_STATES = ['running', 'offline', 'stopping', 'starting'] as const;
type PowerState = (typeof POWER_STATES)[number];

/** Badge tones; 'neutral' covers a state the spec does not list. */
export type PowerStateTone = 'success' | 'error' | 'warning' | 'neutral';

const TONES: Record<PowerState, PowerStateTone> = {
  running: 'success',
  offline: 'error',
  stopping: 'warning',
  starting: 'warning',
};

function isPowerState(value: unknown): value is PowerState {
  return (POWER_STATES as readonly unknown[]).includes(value);
}

export function powerStateTone(state: unknown): PowerStateTone {
  return isPowerState(state) ? TONES[state] : 'neutral';
}

/**
 * The word of a power state for the badge and the State cell: the spec's states from the
 * catalog; any other state the host reports is shown as it came; none at all is 'unknown'.
 */
export function powerStateLabel(state: string | null | undefined): string {
  if (!state) return t('lifecycle.unknown');
  if (!isPowerState(state)) return state;
  switch (state) {
    case 'running':
      return t('lifecycle.running');
    case 'offline':
      return t('lifecycle.offline');
    case 'stopping':
      return t('lifecycle.stopping');
    case 'starting':
      return t('lifecycle.starting');
  }
}

/** Shown instead of the state and resources of an instance the host does not manage. */
export function notApplicable(): string {
  return t('lifecycle.notApplicable');
}

/** Row buttons, in the order the admin screens show them. */
export const INSTANCE_ACTIONS = [
  'view',
  'logs',
  'up',
  'down',
  'start',
  'stop',
  'restart',
  'kill',
  'delete',
] as const;
export type InstanceAction = (typeof INSTANCE_ACTIONS)[number];
/** The actions that call the server (view and logs only navigate). */
export type InstanceCommand = Exclude<InstanceAction, 'view' | 'logs'>;

/** Each action's button label, read from the active catalog when it is drawn. */
export const INSTANCE_ACTION_LABELS: Readonly<Record<InstanceAction, string>> = {
  get view() {
    return t('lifecycle.view');
  },
  get logs() {
    return t('lifecycle.logs');
  },
  get up() {
    return t('lifecycle.up');
  },
  get down() {
    return t('lifecycle.down');
  },
  get start() {
    return t('lifecycle.start');
  },
  get stop() {
    return t('lifecycle.stop');
  },
  get restart() {
    return t('lifecycle.restart');
  },
  get kill() {
    return t('lifecycle.kill');
  },
  get delete() {
    return t('lifecycle.delete');
  },
};

/** The verb each command uses in its messages: up deploys, down removes. */
const INSTANCE_VERBS: Record<InstanceCommand, InstanceVerb> = {
  up: 'deploy',
  down: 'remove',
  start: 'start',
  stop: 'stop',
  restart: 'restart',
  kill: 'kill',
  delete: 'delete',
};

export function isInstanceCommand(action: InstanceAction): action is InstanceCommand {
  return action !== 'view' && action !== 'logs';
}

/** What the enablement rules look at. */
export interface InstanceStatus {
  isManaged: boolean;
  /** The host's power state; any string is accepted, only the spec's values carry meaning. */
  powerState?: string | null;
}

/** One row's button, exactly by the rules of 2-secondary §4. */
export function isActionEnabled(action: InstanceAction, status: InstanceStatus): boolean {
  const managed = status.isManaged;
  const offline = status.powerState === 'offline';
  switch (action) {
    case 'view':
    case 'logs':
    case 'down':
      return managed;
    case 'up':
      return !managed;
    case 'start':
      return managed && offline;
    case 'stop':
      return managed && !offline && status.powerState !== 'stopping';
    case 'restart':
    case 'kill':
      return managed && !offline;
    case 'delete':
      return true;
  }
}

/** The bulk row acts on all instances: view, logs and delete are disabled there. */
function isBulkActionEnabled(action: InstanceAction): boolean {
  return action !== 'view' && action !== 'logs' && action !== 'delete';
}

/** Every button of a row (or of the bulk row when `status` is 'all'). */
export function enabledActions(status: InstanceStatus | 'all'): Record<InstanceAction, boolean> {
  return Object.fromEntries(
    INSTANCE_ACTIONS.map((action) => [
      action,
      status === 'all' ? isBulkActionEnabled(action) : isActionEnabled(action, status),
    ]),
  ) as Record<InstanceAction, boolean>;
}

/** Asked before a command: 'Are you sure you want to {verb} this instance?' (or ALL instances). */
export function instanceConfirmation(command: InstanceCommand, all = false): string {
  return confirmInstanceAction(INSTANCE_VERBS[command], all);
}

/** The error toast when a command fails: 'Failed to {verb} instance(s)'. */
export function instanceFailure(command: InstanceCommand, all = false): string {
  return instanceActionFailed(INSTANCE_VERBS[command], all);
}

/** Resource numbers of one instance as the host reports them. */
export interface InstanceResources extends InstanceStatus {
  cpuCurrent?: number | null;
  cpuMax?: number | null;
  memoryCurrentBytes?: number | null;
  memoryMaxBytes?: number | null;
  diskCurrentBytes?: number | null;
  diskMaxBytes?: number | null;
}

export interface ResourceSummary {
  state: string;
  tone: PowerStateTone;
  cpu: string;
  memory: string;
  disk: string;
}

/**
 * A percentage with two decimals the reader's way: "12.50%" in English, "12,50 %" in German.
 * The number is rounded as given (not divided by 100 first, which would move its rounding).
 */
const percent = (n: number | null | undefined) =>
  t('lifecycle.percent', {
    value: new Intl.NumberFormat(intlLocale(), {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: false,
    }).format(typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0),
  });

/** CPU as "current / max"; a max of 0 means no limit. */
function cpuUsage(current: number | null | undefined, max: number | null | undefined): string {
  return `${percent(current)} / ${typeof max === 'number' && max > 0 ? percent(max) : '∞'}`;
}

/**
 * The State and Resources cells: "12.50% / 100.00%", "256.00 MB / 1024.00 MB" (a max of 0
 * means no limit, "∞"). An unmanaged instance reads n/a everywhere.
 */
export function describeResources(resources: InstanceResources): ResourceSummary {
  if (!resources.isManaged) {
    const na = notApplicable();
    return {
      state: na,
      tone: 'neutral',
      cpu: na,
      memory: na,
      disk: na,
    };
  }
  return {
    state: powerStateLabel(resources.powerState),
    tone: powerStateTone(resources.powerState),
    cpu: cpuUsage(resources.cpuCurrent, resources.cpuMax),
    memory: formatMegabytesUsage(resources.memoryCurrentBytes ?? 0, resources.memoryMaxBytes ?? 0),
    disk: formatMegabytesUsage(resources.diskCurrentBytes ?? 0, resources.diskMaxBytes ?? 0),
  };
}
