/**
 * Whether the page is being left: from `beforeunload` until the page is shown again (the
 * back-forward cache) or the person acts on it again (they chose to stay at a leave prompt, such
 * as the downloader's). Only `loadChunk` (load-chunk.ts) reads it, to tell a chunk the browser
 * stopped loading because the page is going from a chunk that failed: every other error of a
 * page being left is reported as any other.
 */
export interface PageLeave {
  leaving(): boolean;
  /** Settles when the page stays; never, if it goes. At once when it is not being left. */
  stayed(): Promise<void>;
}

export function watchPageLeave(target: EventTarget): PageLeave {
  let leaving = false;
  let waiting: (() => void)[] = [];
  target.addEventListener('beforeunload', () => {
    leaving = true;
  });
  const stay = () => {
    leaving = false;
    const resume = waiting;
    waiting = [];
    for (const settle of resume) settle();
  };
  target.addEventListener('pageshow', stay);
  target.addEventListener('pointerdown', stay, { capture: true });
  target.addEventListener('keydown', stay, { capture: true });
  return {
    leaving: () => leaving,
    stayed: () =>
      leaving ? new Promise<void>((settle) => waiting.push(settle)) : Promise.resolve(),
  };
}

/** The page's own; a plain target where there is no window (a test in Node). */
export const pageLeave: PageLeave = watchPageLeave(
  typeof window === 'undefined' ? new EventTarget() : window,
);
