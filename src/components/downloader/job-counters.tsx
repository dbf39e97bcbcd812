import type * as React from 'react';
import { cn } from '@/lib/ui/cn';
import type { JobCounters as Counters } from '@/lib/downloader/job-rules';
import { intlLocale, t, type MessageId } from '@/lib/i18n';

const COUNTERS: { key: keyof Counters; label: MessageId; tone: string }[] = [
  { key: 'queued', label: 'downloader.counterQueued', tone: 'text-fg' },
  { key: 'running', label: 'downloader.counterRunning', tone: 'text-info' },
  { key: 'completed', label: 'downloader.counterCompleted', tone: 'text-success' },
  { key: 'failed', label: 'downloader.counterFailed', tone: 'text-danger' },
];

type JobCountersProps = React.ComponentProps<'dl'> & { counters: Counters };

/** The four counters: Queued, Running, Completed, Failed. */
function JobCounters({ counters, className, ...props }: JobCountersProps) {
  const number = new Intl.NumberFormat(intlLocale());
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
          <dt className="text-xs text-muted-fg">{t(label)}</dt>
          <dd className={cn('font-mono text-2xl font-semibold tabular-nums', tone)}>
            {number.format(counters[key])}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export { JobCounters };
