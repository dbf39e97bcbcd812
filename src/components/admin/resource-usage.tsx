import { TriangleAlert } from 'lucide-react';
import { cn } from '@/lib/ui/cn';
import type { InstanceResources } from '@/lib/admin/instance-lifecycle';
import { intlLocale, t } from '@/lib/i18n';
import { RESOURCE_ALERT_THRESHOLD, resourceMeters } from '@/lib/admin/resource-usage';

/**
 * CPU, memory and disk, each a small bar of the share of its limit with the numbers beside it
 * ("39.95% / 100.00%", never wrapped). A resource at or over RESOURCE_ALERT_THRESHOLD draws its
 * bar and numbers in the danger colour with a warning sign (colour is not the only signal). No
 * limit ("∞") or an unmanaged instance (n/a) draws no bar.
 */
function ResourceUsage({
  resources,
  className,
}: {
  resources: InstanceResources;
  className?: string;
}) {
  const high = t('resources.overThreshold', {
    threshold: new Intl.NumberFormat(intlLocale()).format(
      Math.round(RESOURCE_ALERT_THRESHOLD * 100),
    ),
  });
  return (
    <dl data-slot="resource-usage" className={cn('grid gap-1.5 text-xs', className)}>
      {resourceMeters(resources).map((meter) => (
        <div
          key={meter.kind}
          data-slot="resource-meter"
          data-high={meter.high || undefined}
          // The numbers go under the label, whole, where they do not fit beside it.
          className="flex flex-wrap items-center gap-x-2 gap-y-0.5"
        >
          <dt className="w-14 text-muted-fg">{meter.label}</dt>
          <dd
            className={cn(
              'ms-auto flex items-center justify-end gap-1 font-mono whitespace-nowrap tabular-nums',
              meter.high && 'font-semibold text-danger',
            )}
          >
            {meter.high && <TriangleAlert aria-hidden className="size-3 shrink-0" />}
            {meter.text}
            {meter.high && <span className="sr-only">{high}</span>}
          </dd>
          {meter.fraction !== null && (
            <dd className="basis-full">
              <div
                role="meter"
                aria-label={t('resources.used', { resource: meter.label })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(meter.fraction * 100)}
                className="h-1.5 w-full overflow-hidden rounded-full bg-progress-track"
              >
                <div
                  className={cn(
                    'h-full rounded-full rtl:ml-auto',
                    meter.high ? 'bg-danger' : 'bg-progress-fill',
                  )}
                  style={{ width: `${meter.fraction * 100}%` }}
                />
              </div>
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}

export { ResourceUsage };
