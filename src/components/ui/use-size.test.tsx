import { act, render, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSize } from './use-size';

/** A ResizeObserver the test drives: `report` is the browser's callback after a layout. */
class FakeResizeObserver {
  static last: FakeResizeObserver | undefined;
  observed: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  report(width: number, height: number) {
    const entry = {
      target: this.observed[0],
      borderBoxSize: [{ inlineSize: width, blockSize: height }],
    } as unknown as ResizeObserverEntry;
    this.callback([entry], this as unknown as ResizeObserver);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeResizeObserver.last = undefined;
});

/** A thumb-like element that writes the size it was given, as Radix's slider thumb does. */
function Thumb() {
  const [element, setElement] = useState<HTMLSpanElement | null>(null);
  const size = useSize(element);
  return <span ref={setElement}>{size ? `${size.width}×${size.height}` : 'unknown'}</span>;
}

describe('useSize', () => {
  it('never reads the layout inside the commit, and takes the size the observer reports', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const offsetWidth = vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get');
    const offsetHeight = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get');

    const { container, unmount } = render(<Thumb />);
    expect(container.textContent).toBe('unknown');
    expect(offsetWidth).not.toHaveBeenCalled();
    expect(offsetHeight).not.toHaveBeenCalled();

    // The observer's report is applied at once (before that frame is painted), not a render later.
    FakeResizeObserver.last!.report(16, 16);
    expect(container.textContent).toBe('16×16');

    act(() => FakeResizeObserver.last!.report(24, 24));
    expect(container.textContent).toBe('24×24');

    const observer = FakeResizeObserver.last!;
    unmount();
    expect(observer.disconnected).toBe(true);
    expect(offsetWidth).not.toHaveBeenCalled();
  });

  it('has no size for another element, or none, until that one is observed', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const first = document.createElement('span');
    const second = document.createElement('span');
    const { result, rerender } = renderHook(({ element }) => useSize(element), {
      initialProps: { element: first as HTMLElement | null },
    });
    act(() => FakeResizeObserver.last!.report(16, 16));
    expect(result.current).toEqual({ width: 16, height: 16 });

    rerender({ element: null });
    expect(result.current).toBeUndefined();

    rerender({ element: second });
    expect(result.current).toBeUndefined();
    act(() => FakeResizeObserver.last!.report(24, 24));
    expect(result.current).toEqual({ width: 24, height: 24 });
  });
});
