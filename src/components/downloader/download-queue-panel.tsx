import type * as React from 'react';
import { FileArchive, Play, RotateCcw, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { ProgressBar } from '@/components/ui/progress-bar';
import { cn } from '@/lib/ui/cn';
import type { JobRunnerSnapshot } from '@/lib/downloader/job-store';
import { runOutcome } from '@/lib/downloader/outcome';
import { formatBytes } from '@/lib/format/bytes';
import { intlLocale, t } from '@/lib/i18n';
import { runOutcomeText } from '@/lib/messages';
import { JobCounters } from './job-counters';
import { JobOptions, type JobOptionValues } from './job-options';
import { JobTable, type JobAction } from './job-table';

/** What the panel shows of the job runner's state. */
type QueuePanelState = Pick<
  JobRunnerSnapshot,
  | 'jobs'
  | 'running'
  | 'zipping'
  | 'zipProgress'
  | 'zipError'
  | 'autoRetryGaveUp'
  | 'counters'
  | 'bytesInMemory'
  | 'canRunAll'
  | 'canZip'
>;

type DownloadQueuePanelProps = Omit<React.ComponentProps<'section'>, 'onChange'> & {
  playlistName: string;
  ownerName: string;
  /** The job runner's state. */
  state: QueuePanelState;
  options: JobOptionValues;
  onOptionChange: <K extends keyof JobOptionValues>(key: K, value: JobOptionValues[K]) => void;
  onRunAll: () => void;
  /** Runs the failed jobs again (offered once a run is over with failures). */
  onRetryFailed: () => void;
  onGenerateZip: () => void;
  onJobAction: (action: JobAction, job: JobRunnerSnapshot['jobs'][number]) => void;
};

/**
 * The playlist's download queue: title, RAM usage, how the last run ended when tracks failed (with
 * Retry failed), options, Run All Jobs and Generate .zip File, the four counters and the job table.
 */
function DownloadQueuePanel({
  playlistName,
  ownerName,
  state,
  options,
  onOptionChange,
  onRunAll,
  onRetryFailed,
  onGenerateZip,
  onJobAction,
  className,
  ...props
}: DownloadQueuePanelProps) {
  const titleId = `download-queue-title`;
  const outcome = runOutcome(state);
  return (
    <section
      data-slot="download-queue-panel"
      aria-labelledby={titleId}
      className={cn('grid gap-5 rounded-xl border bg-card p-5 text-card-fg', className)}
      {...props}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={titleId} className="font-display text-xl font-semibold">
          {t('downloader.queueTitle', { playlist: playlistName, owner: ownerName })}
        </h2>
        <p data-slot="ram-usage" className="text-sm">
          <span className="text-muted-fg">{t('downloader.ramUsage')}: </span>
          <span className="font-mono font-medium tabular-nums">
            {formatBytes(state.bytesInMemory)}
          </span>
        </p>
      </header>

      {outcome && (
        <div
          data-slot="run-outcome"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-danger/50 p-3"
        >
          <p role="status" className="flex items-center gap-2 text-sm font-medium">
            <TriangleAlert aria-hidden className="size-4 shrink-0 text-danger" />
            {runOutcomeText(outcome)}
          </p>
          <Button size="sm" variant="outline" onClick={onRetryFailed}>
            <RotateCcw aria-hidden />
            {t('downloader.retryFailed')}
          </Button>
        </div>
      )}

      {state.bytesInMemory > 0 && (
        <p
          data-slot="memory-note"
          className="flex items-start gap-2 rounded-lg bg-muted p-3 text-sm text-muted-fg"
        >
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
          {t('downloader.memoryNote')}
        </p>
      )}

      <JobOptions {...options} onChange={onOptionChange} />

      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={onRunAll} disabled={!state.canRunAll} loading={state.running}>
          {!state.running && <Play aria-hidden />}
          {t('downloader.runAllJobs')}
        </Button>
        <Button
          variant="secondary"
          onClick={onGenerateZip}
          disabled={!state.canZip}
          loading={state.zipping}
        >
          {!state.zipping && <FileArchive aria-hidden />}
          {t('downloader.generateZip')}
        </Button>
        {state.zipping && (
          <ProgressBar
            className="w-40"
            label={t('downloader.zipProgress')}
            value={state.zipProgress ?? 0}
            valueText={new Intl.NumberFormat(intlLocale(), { style: 'percent' }).format(
              state.zipProgress ?? 0,
            )}
          />
        )}
      </div>

      {state.autoRetryGaveUp && (
        <p role="status" className="text-sm text-muted-fg">
          {t('downloader.autoRetryGaveUp')}
        </p>
      )}
      {state.zipError && (
        <ErrorMessage title={t('downloader.zipErrorTitle')}>{state.zipError}</ErrorMessage>
      )}

      <JobCounters counters={state.counters} />
      <JobTable
        jobs={state.jobs}
        running={state.running}
        zipping={state.zipping}
        onAction={onJobAction}
      />
    </section>
  );
}

export { DownloadQueuePanel, type QueuePanelState };
