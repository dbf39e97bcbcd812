/**
 * Firefox ends the loads a page still has in flight when the page is left, and fails them: the
 * sign-in redirect leaves /login while the toast area's chunk is on its way, and its import
 * rejects ("Unable to preload CSS"), an uncaught error of a page nobody sees any more. Chromium
 * drops such loads without a word. So from the moment the page starts to go, it reports no
 * uncaught error or rejection; it speaks again when it is shown again (the back-forward cache)
 * or the person acts on it again (they chose to stay, e.g. at the downloader's leave warning).
 */
export function quietWhileLeaving(target: Window = window): void {
  let leaving = false;
  target.addEventListener('beforeunload', () => {
    leaving = true;
  });
  const stay = () => {
    leaving = false;
  };
  target.addEventListener('pageshow', stay);
  target.addEventListener('pointerdown', stay, { capture: true });
  target.addEventListener('keydown', stay, { capture: true });
  const quiet = (event: Event) => {
    if (leaving) event.preventDefault();
  };
  target.addEventListener('error', quiet);
  target.addEventListener('unhandledrejection', quiet);
}
