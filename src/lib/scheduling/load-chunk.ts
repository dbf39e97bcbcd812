/**
 * Every chunk (a code-split module) is imported through `loadChunk(() => import('./x'))`, where
 * the import is made (a lint rule refuses a bare `import()` in src/).
 *
 * Firefox ends the loads a page still has in flight when it is left, and fails them: the sign-in
 * redirect leaves /login while the toast area's chunk is on its way. Such a load is no error of
 * the app. So while the page is being left (from `beforeunload` until it is shown again from the
 * back-forward cache, or the person presses a key or a pointer: they chose to stay, as at the
 * downloader's leave prompt), Vite's report of a failed chunk, `vite:preloadError`, is cancelled
 * (Vite then does not throw, and the import resolves to nothing), and a failed import waits: for
 * nothing if the page goes, and to fail as any other if the person stays. Any other failure
 * rejects at once, to the route's error page or the console. No other error is touched.
 */
const page: EventTarget = typeof window === 'undefined' ? new EventTarget() : window;
const STAY = ['pageshow', 'pointerdown', 'keydown'];
let leaving = false;
page.addEventListener('beforeunload', () => (leaving = true));
for (const type of STAY) page.addEventListener(type, () => (leaving = false), true);
page.addEventListener('vite:preloadError', (event) => leaving && event.preventDefault());

export async function loadChunk<Module>(load: () => Promise<Module>): Promise<Module> {
  let failure: unknown;
  try {
    const module = await load();
    if (module !== undefined) return module;
    failure = new Error('chunk:not-loaded');
  } catch (error) {
    failure = error;
  }
  if (leaving) {
    await new Promise((stay) => {
      for (const type of STAY) page.addEventListener(type, stay, { capture: true, once: true });
    });
  }
  throw failure;
}
