/**
 * The boot script starts the app's code once the HTML is parsed. The build names the entry with
 * `<link rel="modulepreload" data-app-entry>` instead of a module script
 * (scripts/vite-plugins/boot-scripts.ts), so the browser fetches and compiles it as before while
 * the parse goes on; but a module script in the HTML runs in the same task as the parse's end,
 * and a kept screen painted then (./last-screen.ts) would reach the screen only after the entry's
 * evaluation (0.3 to 0.9 s on a phone). The entry is added here instead: at once, or after the
 * kept screen's first two frames (a paint's timing is recorded in a task of its own, and is
 * dropped when the painted node is gone by then). A hidden page draws no frames: it starts at
 * once, or when it is hidden while waiting. Without the link (the dev server), the module script
 * in the HTML runs itself.
 */
import { APP_ENTRY_ATTRIBUTE } from '@/app/frame/screen-look';

/** Adds the entry's module script to `doc`, after two frames when `afterPaint`. */
export function startApp(doc: Document, afterPaint: boolean): void {
  const link = doc.querySelector<HTMLLinkElement>(`link[${APP_ENTRY_ATTRIBUTE}]`);
  const view = doc.defaultView;
  if (!link || !view) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = doc.createElement('script');
    script.type = 'module';
    // The same request as the preload's, so the preloaded module is the one run.
    if (link.crossOrigin !== null) script.crossOrigin = link.crossOrigin;
    script.src = link.href;
    doc.head.append(script);
  };
  if (!afterPaint || doc.visibilityState === 'hidden') return start();
  view.requestAnimationFrame(() => view.requestAnimationFrame(start));
  doc.addEventListener('visibilitychange', start, { once: true });
}
