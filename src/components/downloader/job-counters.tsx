import type * as React from 'react';
import { cn } from '@/lib/cn';
import type { JobCounters as Counters } from '@/lib/download-job-rules';

const COUNTERS: { key: keyof Counters; label: string; tone: string }[] = [
  { key: 'queued', label: 'Queued', tone: 'text-fg' },
  { key: 'running', label: 'Running', tone: 'text-info' },
  { key: 'completed', label: 'Completed', tone: 'text-success' },
  { key: 'failed', label: 'Failed', tone: 'text-danger' },
];

type JobCountersProps = React.ComponentProps<'dl'> & { counters: Counters };

/** The four counters: Queued, Running, Completed, Failed. */
function JobCounters({ counters, className, ...props }: JobCountersProps) {
  return (
    <dl
      data-slot="job-counters"
      className={cn('grid grid-cols-2 gap-2 sm:grid-cols-4', className)}
      {...props}
    >
      {COUNTERS.map(({ key, label, tone }) => (
        <div
          key={key}
          data-slot="job-counter"
          data-counter={key}
          className="grid gap-0.5 rounded-lg border bg-card p-3 text-card-fg"
        >
          <dt className="text-xs text-muted-fg">{label}</dt>
          <dd className={cn('font-mono text-2xl font-semibold tabular-nums', tone)}>
            {counters[key]}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export { JobCounters };
