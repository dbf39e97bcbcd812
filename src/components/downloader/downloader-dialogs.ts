import type { ConfirmOptions } from '@/components/ui/confirm-dialog';
import type { DownloaderLoss } from '@/lib/downloader/loss';
import { confirmRunAll, downloaderLossText, type RunAllSettings } from '@/lib/messages';
import { t } from '@/lib/i18n';

/**
 * The downloader's confirmations, as options for the app's one confirm dialog ('Are you sure?'):
 * each says in its body what the action does and what it would lose.
 */

/** Run All: the job count, the settings, and that the tracks go into browser memory. */
export function runAllDialog(settings: RunAllSettings): ConfirmOptions {
  return {
    description: confirmRunAll(settings),
    confirmLabel: t('downloader.runAllJobs'),
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
  const lost = downloaderLossText(loss);
  return {
    description:
      loss.kind === 'playlist'
        ? t('downloader.confirmReplacePlaylist', { loss: lost })
        : t('downloader.confirmReplaceTrack', { loss: lost }),
    confirmLabel: t('downloader.replace'),
  };
}

/** Leaving the screen inside the app would lose the same. */
export function leaveDialog(loss: DownloaderLoss) {
  return {
    description: t('downloader.confirmLeave', { loss: downloaderLossText(loss) }),
    confirmLabel: t('downloader.leave'),
    cancelLabel: t('downloader.stay'),
  } satisfies ConfirmOptions;
}
