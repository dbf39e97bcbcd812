import { memo } from 'react';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { t } from '@/lib/i18n';
import type { PushProgress as Progress, PushSummary } from '@/lib/saved-queues/push-run';

interface PushProgressProps {
  /** The saved queue's name. */
  name: string;
  progress: Progress;
  /** Set once the run ended (finished, cancelled or stopped): the summary replaces Cancel. */
  summary?: PushSummary;
  /** The spec's refusal toast for a push ("You're not allowed to add tracks to the queue"). */
  refusal: string;
  onCancel: () => void;
  /** Pushes the failed and the not-sent tracks again, in order. */
  onRetry: () => void;
  onDismiss: () => void;
}

/**
 * A saved queue on its way to the server: a progress bar with Cancel, then what happened
 * (added, refused in the spec's words, failed, not sent) with Retry. It sits in the page, not in
 * a dialog: the page stays usable while it runs.
 */
export const PushProgress = memo(function PushProgress({
  name,
  progress,
  summary,
  refusal,
  onCancel,
  onRetry,
  onDismiss,
}: PushProgressProps) {
  const { total, sent } = progress;
  const heading =
    summary === undefined
      ? t('savedQueues.pushing', { name })
      : summary.cancelled || summary.notSent > 0
        ? t('savedQueues.pushStopped', { name })
        : t('savedQueues.pushDone', { name });
  const lines =
    summary === undefined
      ? []
      : [
          t('savedQueues.added', { count: summary.added }),
          summary.refused > 0 &&
            t('savedQueues.refused', { count: summary.refused, reason: refusal }),
          summary.failed > 0 && t('savedQueues.failed', { count: summary.failed }),
          summary.notSent > 0 && t('savedQueues.notSent', { count: summary.notSent }),
        ].filter((line) => line !== false);
  return (
    <section
      data-slot="saved-queue-push"
      aria-label={heading}
      className="grid w-full gap-2 rounded-lg border bg-card p-3 text-sm"
    >
      <p className="font-medium" dir="auto">
        {heading}
      </p>
      <div className="flex items-center gap-3">
        <ProgressBar
          value={total === 0 ? 1 : sent / total}
          label={t('savedQueues.progressLabel')}
          valueText={t('savedQueues.progress', { sent, total })}
          className="flex-1"
        />
        <span className="shrink-0 text-muted-fg tabular-nums">
          {t('savedQueues.progress', { sent, total })}
        </span>
      </div>
      {/* Read out once, when the run ends; the bar's value is there for who asks. */}
      <div role="status" className="grid gap-1">
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        {summary === undefined ? (
          <Button variant="outline" size="sm" onClick={onCancel}>
            {t('savedQueues.cancelPush')}
          </Button>
        ) : (
          <>
            {summary.retry.length > 0 && (
              <Button variant="secondary" size="sm" onClick={onRetry}>
                {t('savedQueues.retry', { count: summary.retry.length })}
              </Button>
            )}
            <Button variant="outline" size="sm" onClick={onDismiss}>
              {t('savedQueues.dismiss')}
            </Button>
          </>
        )}
      </div>
    </section>
  );
});
