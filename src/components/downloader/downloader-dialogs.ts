import type { ConfirmOptions } from '@/components/ui/confirm-dialog';
import { confirmRemoveJob, confirmRunAll, type RunAllSettings } from '@/lib/messages';

/** The downloader's confirmations, as options for the app's confirm dialog. */

/** Run All: the job count, the settings, and that the tracks go into browser memory. */
export function runAllDialog(settings: RunAllSettings): ConfirmOptions {
  return {
    title: 'Run all jobs?',
    description: confirmRunAll(settings),
    confirmLabel: 'Run All Jobs',
  };
}

/** Remove one job from the queue. */
export function removeJobDialog(name: string, artists: string): ConfirmOptions {
  return { description: confirmRemoveJob(name, artists), confirmLabel: 'Remove' };
}

/** A new drop while the current playlist holds downloaded tracks or is still working. */
export function replacePlaylistDialog(completed: number): ConfirmOptions {
  const tracks = completed === 1 ? '1 downloaded track' : `${completed} downloaded tracks`;
  return {
    title: 'Replace this playlist?',
    description: `The ${tracks} of the current playlist are held only in this tab's memory and will be lost, and any download in progress stops.`,
    confirmLabel: 'Replace',
  };
}

/** Leaving the screen inside the app while tracks live only in memory. */
export const LEAVE_DIALOG = {
  title: 'Leave the downloader?',
  description: "The downloaded tracks are held only in this tab's memory and will be lost.",
  confirmLabel: 'Leave',
  cancelLabel: 'Stay',
} as const satisfies ConfirmOptions;
