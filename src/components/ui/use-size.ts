import { useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';

type Size = { width: number; height: number };

/**
 * Replaces `@radix-ui/react-use-size` (the hook Radix's Slider, Switch, Checkbox and popper size
 * themselves with) through the alias in vite.config.ts's `resolve.alias`. The app's build, Vitest
 * (vitest.config.ts merges vite.config.ts, so the unit and the stories projects alike) and
 * Storybook (its Vite builder loads vite.config.ts) all resolve the package to this file; nothing
 * imports it by its own path but its test.
 *
 * What it changes: Radix's reads `offsetWidth` in a layout effect, so inside React's first commit
 * the browser lays out the whole page, and lays it out again for the paint. This one waits for the
 * ResizeObserver, which reports the first size once the browser has laid the page out anyway,
 * before that frame is painted; the update is applied there and then (flushSync), so the first
 * frame already has it and a slider thumb never jumps.
 *
 * Measured with the phone bench (`npm run bench`, 4× CPU slowdown): ~110 ms of forced layout gone
 * from the instance page's first render (the seek bar's and the volume slider's thumbs); the
 * visual baselines of sliders, switches and checkboxes unchanged (issue #32).
 *
 * Drop the alias and this file when Radix reads the size without a forced layout (a
 * ResizeObserver-only `useSize` upstream), or if a Radix update starts needing the size during
 * the first commit itself.
 */
export function useSize(element: HTMLElement | null): Size | undefined {
  // Kept with the element it was measured on: another element has no size until it is observed.
  const [measured, setMeasured] = useState<{ element: HTMLElement; size: Size } | undefined>();

  useLayoutEffect(() => {
    if (!element) return;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (!entry) return;
      const box = entry.borderBoxSize?.[0];
      const size = box
        ? { width: box.inlineSize, height: box.blockSize }
        : { width: element.offsetWidth, height: element.offsetHeight };
      flushSync(() =>
        setMeasured((last) =>
          last?.element === element &&
          last.size.width === size.width &&
          last.size.height === size.height
            ? last
            : { element, size },
        ),
      );
    });
    observer.observe(element, { box: 'border-box' });
    return () => observer.disconnect();
  }, [element]);

  return measured?.element === element ? measured.size : undefined;
}
