import { cn } from '@/lib/cn';
import { describeResources, type InstanceResources } from '@/lib/instance-lifecycle';

/** CPU, memory and disk as "current / max" (n/a everywhere for an unmanaged instance). */
function ResourceUsage({
  resources,
  className,
}: {
  resources: InstanceResources;
  className?: string;
}) {
  const summary = describeResources(resources);
  const rows = [
    ['CPU', summary.cpu],
    ['Memory', summary.memory],
    ['Disk', summary.disk],
  ] as const;
  return (
    <dl
      data-slot="resource-usage"
      className={cn('grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs', className)}
    >
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-fg">{term}</dt>
          <dd className="font-mono tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export { ResourceUsage };
