// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFirstFramePainted } from './use-first-frame-painted';

describe('useFirstFramePainted', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] }));
  afterEach(() => vi.useRealTimers());

  it('stays false until a frame with `ready` has been painted, then stays true', () => {
    const { result, rerender } = renderHook(({ ready }) => useFirstFramePainted(ready), {
      initialProps: { ready: false },
    });
    act(() => void vi.advanceTimersByTime(100));
    expect(result.current).toBe(false);
    rerender({ ready: true });
    expect(result.current).toBe(false);
    act(() => void vi.advanceTimersByTime(100));
    expect(result.current).toBe(true);
    rerender({ ready: false });
    expect(result.current).toBe(true);
  });
});
