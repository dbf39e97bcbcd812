/**
 * An instance's resources as meters (the admin list's small bars and the admin landing's
 * attention list): each of CPU, memory and disk with its text and the share of its limit used.
 */
import { intlLocale, t } from '../i18n';
import { describeResources, type InstanceResources } from './instance-lifecycle';

/**
 * A resource at or over this share of its limit is "high": its bar turns the danger colour and
 * the admin landing lists the instance under "Needs attention". 90 %: the point where a bot
 * still runs but a spike (a long queue, a big playlist load) can hit the host's limit.
 */
export const RESOURCE_ALERT_THRESHOLD = 0.9;

const RESOURCE_KINDS = ['cpu', 'memory', 'disk'] as const;
type ResourceKind = (typeof RESOURCE_KINDS)[number];

/** Each resource's name, read from the active catalog when it is drawn. */
const RESOURCE_LABELS: Readonly<Record<ResourceKind, string>> = {
  get cpu() {
    return t('resources.cpu');
  },
  get memory() {
    return t('resources.memory');
  },
  get disk() {
    return t('resources.disk');
  },
};

/** A share 0–1 as a whole percentage the reader's way ("94%" in English, "94 %" in French). */
function formatWholePercent(fraction: number): string {
  return new Intl.NumberFormat(intlLocale(), { style: 'percent', maximumFractionDigits: 0 }).format(
    Math.round(fraction * 100) / 100,
  );
}

export interface ResourceMeterValue {
  kind: ResourceKind;
  label: string;
  /** "39.95% / 100.00%", "409.60 MB / 1024.00 MB", "n/a" (as the spec's Resources column). */
  text: string;
  /** Share of the limit used, 0–1 (clamped), or null when there is no limit or no data. */
  fraction: number | null;
  /** At or over RESOURCE_ALERT_THRESHOLD. */
  high: boolean;
}

function share(current: number | null | undefined, max: number | null | undefined) {
  if (typeof max !== 'number' || !Number.isFinite(max) || max <= 0) return null;
  const used = typeof current === 'number' && Number.isFinite(current) && current > 0 ? current : 0;
  return Math.min(1, used / max);
}

/** CPU, memory and disk of one instance; an unmanaged one reads n/a with no bar. */
export function resourceMeters(resources: InstanceResources): ResourceMeterValue[] {
  const summary = describeResources(resources);
  const fractions: Record<ResourceKind, number | null> = resources.isManaged
    ? {
        cpu: share(resources.cpuCurrent, resources.cpuMax),
        memory: share(resources.memoryCurrentBytes, resources.memoryMaxBytes),
        disk: share(resources.diskCurrentBytes, resources.diskMaxBytes),
      }
    : { cpu: null, memory: null, disk: null };
  return RESOURCE_KINDS.map((kind) => {
    const fraction = fractions[kind];
    return {
      kind,
      label: RESOURCE_LABELS[kind],
      text: summary[kind],
      fraction,
      high: fraction !== null && fraction >= RESOURCE_ALERT_THRESHOLD,
    };
  });
}

/** The resources of an instance at or over the threshold ([] when none, or unmanaged). */
export function highResources(resources: InstanceResources): ResourceMeterValue[] {
  return resourceMeters(resources).filter((meter) => meter.high);
}

/**
 * Why the admin landing lists an instance under "Needs attention": a managed instance that is
 * offline ("offline"), and each resource at or over the threshold ("CPU 94%"). [] when none.
 */
export function attentionReasons(resources: InstanceResources): string[] {
  const offline = resources.isManaged && resources.powerState === 'offline';
  return [
    ...(offline ? [t('resources.reasonOffline')] : []),
    ...highResources(resources).map((meter) =>
      t('resources.reasonHigh', {
        resource: meter.label,
        percent: formatWholePercent(meter.fraction ?? 0),
      }),
    ),
  ];
}
