import type { ConfirmOptions } from '@/components/ui/confirm-dialog';
import type { DownloaderLoss } from '@/lib/downloader/loss';
import { confirmRunAll, downloaderLossText, type RunAllSettings } from '@/lib/messages';
import { t } from '@/lib/i18n';

/** The downloader's confirmations, as options for the app's confirm dialog. */

/** Run All: the job count, the settings, and that the tracks go into browser memory. */
export function runAllDialog(settings: RunAllSettings): ConfirmOptions {
  return {
    title: t('downloader.runAllTitle'),
    description: confirmRunAll(settings),
    confirmLabel: t('downloader.runAllJobs'),
    // It starts downloads and destroys nothing: not the red of a destructive question.
    tone: 'primary',
  };
}

/** Remove one job from the queue. */
export function removeJobDialog(name: string, artists: string): ConfirmOptions {
  return {
    description: t('downloader.confirmRemoveJob', { name, artists }),
    confirmLabel: t('downloader.remove'),
  };
}

/** A new drop would lose the current playlist's tracks or stop the track still downloading. */
export function replaceDialog(loss: DownloaderLoss): ConfirmOptions {
  return {
    title:
      loss.kind === 'playlist'
        ? t('downloader.replacePlaylistTitle')
        : t('downloader.replaceTrackTitle'),
    description: downloaderLossText(loss),
    confirmLabel: t('downloader.replace'),
  };
}

/** Leaving the screen inside the app would lose the same. */
export function leaveDialog(loss: DownloaderLoss) {
  return {
    title: t('downloader.leaveTitle'),
    description: downloaderLossText(loss),
    confirmLabel: t('downloader.leave'),
    cancelLabel: t('downloader.stay'),
  } satisfies ConfirmOptions;
}
