import { pageLeave, type PageLeave } from './page-leave';

/**
 * A dynamic import of a code-split chunk, where the import is made. Firefox ends the loads a
 * page still has in flight when it is left, and fails them: the sign-in redirect leaves /login
 * while the toast area's chunk is on its way. Such a load is no error of the app, so while the
 * page is being left a failed import waits instead: for nothing if the page goes, and to fail as
 * any other if the person stays. Any other failure rejects at once, to the route's error page or
 * the console.
 *
 * Vite reports a failed chunk first, as `vite:preloadError` on the window: `preventChunkErrorsWhileLeaving`
 * cancels it while the page is being left, so Vite does not throw and the import resolves to
 * nothing (Vite's documented behaviour), which is read here as the same cut-short load.
 */
export async function loadChunk<Module>(
  load: () => Promise<Module>,
  leave: PageLeave = pageLeave,
): Promise<Module> {
  let failure: unknown;
  try {
    const module = await load();
    if (module !== undefined) return module;
    failure = new Error('chunk:not-loaded');
  } catch (error) {
    failure = error;
  }
  await leave.stayed();
  throw failure;
}

/**
 * Cancels Vite's report of a chunk that failed while the page is being left (see `loadChunk`).
 * Only that event: an uncaught error or rejection is never cancelled.
 */
export function preventChunkErrorsWhileLeaving(
  target: EventTarget = window,
  leave: PageLeave = pageLeave,
): void {
  target.addEventListener('vite:preloadError', (event) => {
    if (leave.leaving()) event.preventDefault();
  });
}
