import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toast = { success: vi.fn(), error: vi.fn(), info: vi.fn() };
const loads = vi.hoisted(() => ({ failNext: 0 }));

// The toast area's chunk: each load fails while `failNext` says so, as a network error would.
vi.mock('@/lib/scheduling/load-chunk', () => ({
  loadChunk: async () => {
    if (loads.failNext > 0) {
      loads.failNext -= 1;
      throw new TypeError('Failed to fetch dynamically imported module');
    }
    return {
      toast,
      toastHostMounted: Promise.resolve(),
      withAction: (message: string) => `${message} [with a button]`,
      actionToastAutoClose: () => 8000,
    };
  },
}));

/** show-toast.ts afresh: no toast area loaded or asked for yet. */
async function freshModule() {
  vi.resetModules();
  return import('./show-toast');
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('showToast', () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => vi.restoreAllMocks());

  it('says a failed load of the toast area in the console, and the next toast loads it again', async () => {
    const { showToast } = await freshModule();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    loads.failNext = 1;
    showToast('error', 'Lost on the way');
    await settle();
    expect(toast.error).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledWith(
      '[toast] could not show:',
      'Lost on the way',
      expect.any(TypeError),
    );

    showToast('success', 'Track removed from queue');
    await settle();
    expect(toast.success).toHaveBeenCalledWith('Track removed from queue');
  });

  it("passes an error toast's button on (a partial batch's Undo)", async () => {
    const { toastNotifier } = await freshModule();
    toastNotifier.error('3 of 6 went through.', { label: 'Undo', run: () => {} });
    await settle();
    expect(toast.error).toHaveBeenCalledWith('3 of 6 went through. [with a button]', {
      autoClose: 8000,
    });
  });
});
