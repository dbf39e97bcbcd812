import { describe, expect, it } from 'vitest';
import { loadChunk, preventChunkErrorsWhileLeaving } from './load-chunk';
import { watchPageLeave } from './page-leave';

/** A page of its own: its leave watch and Vite's listener, on a plain target. */
function page() {
  const target = new EventTarget();
  const leave = watchPageLeave(target);
  preventChunkErrorsWhileLeaving(target, leave);
  return { target, leave };
}

/** Dispatches an event as the browser (or Vite) would; true if a listener cancelled it. */
function cancelled(target: EventTarget, type: string): boolean {
  const event = new Event(type, { cancelable: true });
  target.dispatchEvent(event);
  return event.defaultPrevented;
}

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

describe('an error while the page is being left', () => {
  it('is reported as any other: only a chunk cut short is forgiven', () => {
    const { target } = page();
    target.dispatchEvent(new Event('beforeunload'));
    expect(cancelled(target, 'error')).toBe(false);
    expect(cancelled(target, 'unhandledrejection')).toBe(false);
    expect(cancelled(target, 'vite:preloadError')).toBe(true);
  });

  it('is a chunk failure again once the person stays', () => {
    const { target } = page();
    expect(cancelled(target, 'vite:preloadError')).toBe(false);
    target.dispatchEvent(new Event('beforeunload'));
    target.dispatchEvent(new Event('pointerdown'));
    expect(cancelled(target, 'vite:preloadError')).toBe(false);
  });
});

describe('loadChunk', () => {
  it('hands over the module', async () => {
    const { leave } = page();
    await expect(loadChunk(async () => ({ answer: 42 }), leave)).resolves.toEqual({ answer: 42 });
  });

  it('fails at once when the page is not being left', async () => {
    const { leave } = page();
    await expect(loadChunk(() => Promise.reject(new Error('offline')), leave)).rejects.toThrow(
      'offline',
    );
  });

  it.each([
    ['rejects', () => Promise.reject(new Error('NS_BINDING_ABORTED'))],
    // Vite's listener was cancelled, so the import resolved to nothing.
    ['resolves to nothing', () => Promise.resolve(undefined)],
  ])(
    'waits while the page is being left when the import %s, and fails if the person stays',
    async (_, load) => {
      const { target, leave } = page();
      target.dispatchEvent(new Event('beforeunload'));
      const chunk = loadChunk(load, leave);
      expect(await settled(chunk)).toBe(false);
      target.dispatchEvent(new Event('keydown'));
      await expect(chunk).rejects.toThrow();
    },
  );
});
