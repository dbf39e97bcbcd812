import { useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';

type Size = { width: number; height: number };

/**
 * An element's border-box size, for Radix in place of `@radix-ui/react-use-size` (aliased in
 * vite.config.ts; issue #32). Radix's reads `offsetWidth` in a layout effect: inside React's
 * first commit that makes the browser lay out the whole page, and the page is laid out again for
 * the paint (on a phone slowed 4× the slider thumbs of the instance page cost 0.1 s that way).
 * This one waits for the ResizeObserver, which reports the first size once the browser has laid
 * the page out anyway, before that frame is painted; the update is applied there and then, so the
 * first frame already has it (a slider thumb never jumps).
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
