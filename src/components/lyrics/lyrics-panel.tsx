import { memo } from 'react';
import {
  lyricsView,
  type LyricLine,
  type LyricsProgressType,
  type LyricsStatus,
} from '@/lib/player/lyrics-window';
import { formatDuration } from '@/lib/format/duration';
import type { ProgressSync } from '@/lib/player/progress';
import { cn } from '@/lib/ui/cn';
import { useElapsed } from '@/components/player/use-elapsed';
import { t, type MessageId } from '@/lib/i18n';

/** The two empty messages, in the page's language (lib/player/lyrics-window has them in English). */
const STATUS_MESSAGES = {
  none: 'lyrics.none',
  unsynced: 'lyrics.unsynced',
} as const satisfies Record<Exclude<LyricsStatus, 'synced'>, MessageId>;

interface LyricsSettings {
  offsetMs: number;
  buffer: number;
  progressType: LyricsProgressType;
  countdown: boolean;
  debug: boolean;
}

interface LyricsPanelProps {
  lines: readonly LyricLine[];
  /** The playing track's progress; undefined when nothing plays. */
  sync: ProgressSync | undefined;
  settings: LyricsSettings;
  className?: string;
  now?: () => number;
}

/**
 * The Lyrics tab: a window of lines around the current one (highlighted, with the progress fill
 * of the chosen type), the countdown before the first line, debug timings, and the two empty
 * messages. It follows the 100 ms progress tick on its own.
 */
export const LyricsPanel = memo(function LyricsPanel({
  lines,
  sync,
  settings,
  className,
  now,
}: LyricsPanelProps) {
  const progressMs = useElapsed(sync, now);
  const view = lyricsView({
    lines,
    progressMs,
    durationMs: sync?.durationMs ?? 0,
    offsetMs: settings.offsetMs,
    buffer: settings.buffer,
    progressType: settings.progressType,
    countdown: settings.countdown,
  });
  if (view.status !== 'synced') {
    return (
      <p data-slot="lyrics-empty" className={cn('p-4 text-sm text-muted-fg', className)}>
        {t(STATUS_MESSAGES[view.status])}
      </p>
    );
  }
  return (
    <div data-slot="lyrics-panel" className={cn('relative grid gap-1 p-2', className)}>
      {view.countdown && (
        <div
          data-slot="lyrics-countdown"
          role="timer"
          aria-label={t('lyrics.startIn')}
          className="absolute inset-0 z-10 flex items-center justify-center bg-bg/80 text-4xl font-bold tabular-nums"
        >
          {view.countdown.seconds}
        </div>
      )}
      <ol aria-label={t('lyrics.label')} className="grid grid-cols-1 gap-1">
        {view.lines.map((line) => (
          <li
            key={line.index}
            data-slot="lyrics-line"
            data-current={line.isCurrent || undefined}
            aria-current={line.isCurrent ? 'true' : undefined}
            className={cn(
              'relative overflow-hidden rounded px-2 py-0.5 text-muted-fg transition-colors',
              line.isCurrent && 'bg-accent text-lg font-semibold text-accent-fg',
            )}
          >
            {line.fill !== undefined && (
              <span
                data-slot="lyrics-fill"
                aria-hidden
                className="absolute inset-y-0 start-0 bg-primary/30"
                style={{ width: `${line.fill * 100}%` }}
              />
            )}
            <span className="relative">{line.words || '♪'}</span>
            {settings.debug && (
              <span className="relative ms-2 font-mono text-xs">
                [{formatDuration(line.startTimeMs)} · {line.startTimeMs} ms]
              </span>
            )}
          </li>
        ))}
      </ol>
      {settings.debug && (
        <dl
          data-slot="lyrics-debug"
          className="grid grid-cols-2 gap-x-3 font-mono text-xs text-muted-fg"
        >
          <dt>{t('lyrics.debugProgress')}</dt>
          <dd>{Math.round(view.debug.progressMs)} ms</dd>
          <dt>{t('lyrics.debugOffset')}</dt>
          <dd>{view.debug.offsetMs} ms</dd>
          <dt>{t('lyrics.debugEffective')}</dt>
          <dd>{Math.round(view.debug.effectiveMs)} ms</dd>
          <dt>{t('lyrics.debugLine')}</dt>
          <dd>{view.debug.currentIndex}</dd>
          <dt>{t('lyrics.debugLineElapsed')}</dt>
          <dd>
            {view.debug.lineElapsedMs === undefined
              ? '–'
              : `${Math.round(view.debug.lineElapsedMs)} / ${view.debug.lineLengthMs ?? '?'} ms`}
          </dd>
        </dl>
      )}
    </div>
  );
});
