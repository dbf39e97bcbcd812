import { useLayoutEffect, type RefObject } from 'react';

/**
 * Keeps the CSS variable `name` on the document's root at the height of the docked element in
 * `ref` while it is on screen: what docks beside it (the bottom toasts,
 * src/components/ui/toaster.css) takes its room from the variable, however the element's acts
 * wrap.
 */
export function useDockedHeight(ref: RefObject<HTMLElement | null>, name: `--${string}`): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty(name, `${element.offsetHeight}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(name);
    };
  }, [ref, name]);
}
