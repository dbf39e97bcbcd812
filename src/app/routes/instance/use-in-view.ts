import { useEffect, useState } from 'react';

/**
 * Whether an element is in the window, kept up to date as the page scrolls: `attach` is the
 * element's `ref` (it may mount later, after the page's data). `topInsetPx` leaves out a strip
 * along the top that something sticky covers (the phone's app header). Until the first answer,
 * and where IntersectionObserver is missing, it reads as in view.
 */
export function useInView<E extends Element>(topInsetPx = 0) {
  const [element, attach] = useState<E | null>(null);
  const [inView, setInView] = useState(true);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const last = entries.at(-1);
        if (last) setInView(last.isIntersecting);
      },
      { rootMargin: `-${topInsetPx}px 0px 0px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, topInsetPx]);
  return { attach, element, inView };
}
