import type { ConfirmOptions } from '@/components/ui/confirm-dialog';
import type { DownloaderLoss } from '@/lib/downloader/loss';
import {
  confirmRemoveJob,
  confirmRunAll,
  downloaderLossText,
  DOWNLOADER_MESSAGES,
  type RunAllSettings,
} from '@/lib/messages';
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
  return { description: confirmRemoveJob(name, artists), confirmLabel: t('downloader.remove') };
}

/** A new drop would lose the current playlist's tracks or stop the track still downloading. */
export function replaceDialog(loss: DownloaderLoss): ConfirmOptions {
  return {
    title:
      loss.kind === 'playlist'
        ? DOWNLOADER_MESSAGES.replacePlaylistTitle
        : DOWNLOADER_MESSAGES.replaceTrackTitle,
    description: downloaderLossText(loss),
    confirmLabel: DOWNLOADER_MESSAGES.replace,
  };
}

/** Leaving the screen inside the app would lose the same. */
export function leaveDialog(loss: DownloaderLoss) {
  return {
    title: DOWNLOADER_MESSAGES.leaveTitle,
    description: downloaderLossText(loss),
    confirmLabel: DOWNLOADER_MESSAGES.leave,
    cancelLabel: DOWNLOADER_MESSAGES.stay,
  } satisfies ConfirmOptions;
}
