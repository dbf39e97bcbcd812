// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { loadChunk } from './load-chunk';

/** Dispatches an event on the page as the browser (or Vite) would; true if it was cancelled. */
function cancelled(type: string): boolean {
  const event = new Event(type, { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

const startLeaving = () => window.dispatchEvent(new Event('beforeunload'));

/** Whether a promise has settled once everything already queued has run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

// Every test starts on a page that is not being left.
beforeEach(() => window.dispatchEvent(new Event('pageshow')));

describe('an error while the page is being left', () => {
  it("is reported as any other: only Vite's report of a failed chunk is cancelled", () => {
    startLeaving();
    expect(cancelled('error')).toBe(false);
    expect(cancelled('unhandledrejection')).toBe(false);
    expect(cancelled('vite:preloadError')).toBe(true);
  });

  it.each(['pointerdown', 'keydown', 'pageshow'])(
    'is a chunk failure again after a %s: the person stayed, or the page came back',
    (type) => {
      expect(cancelled('vite:preloadError')).toBe(false);
      startLeaving();
      window.dispatchEvent(new Event(type));
      expect(cancelled('vite:preloadError')).toBe(false);
    },
  );
});

describe('loadChunk', () => {
  it('hands over the module', async () => {
    await expect(loadChunk(async () => ({ answer: 42 }))).resolves.toEqual({ answer: 42 });
  });

  it('fails at once when the page is not being left', async () => {
    await expect(loadChunk(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
  });

  it.each([
    ['rejects', () => Promise.reject(new Error('NS_BINDING_ABORTED'))],
    // Vite's report was cancelled, so the import resolved to nothing.
    ['resolves to nothing', () => Promise.resolve(undefined)],
  ])(
    'waits while the page is being left when the import %s, and fails if the person stays',
    async (_, load) => {
      startLeaving();
      const chunk = loadChunk(load);
      expect(await settled(chunk)).toBe(false);
      window.dispatchEvent(new Event('keydown'));
      await expect(chunk).rejects.toThrow();
    },
  );
});
