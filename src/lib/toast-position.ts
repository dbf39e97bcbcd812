/** The six toast positions of the notification settings (1-core §5). */
export type ToastPosition =
  'bottom-left' | 'bottom-center' | 'bottom-right' | 'top-left' | 'top-center' | 'top-right';

/**
 * Where toasts go for the user's choice on this screen. On a phone (below 640 px) the bottom of
 * the window is the mini player, the last queue rows and "Load N more tracks", and a toast there
 * (full width below 480 px) would take the taps meant for them for its 2.5 s: a bottom choice
 * shows at the top there, on the same side. Wider, the choice holds, and a bottom toast rises
 * above the player bar instead (toaster.css).
 */
export function toastPositionFor(chosen: ToastPosition, phone: boolean): ToastPosition {
  if (!phone) return chosen;
  return chosen.startsWith('bottom-')
    ? (chosen.replace('bottom-', 'top-') as ToastPosition)
    : chosen;
}
