import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Where an element starts in the page (px from the document's top), kept current as the page
 * above it changes height (lyrics arrive, a panel opens) or the window is resized. The windowed
 * queue needs it to tell which of its rows the window shows.
 */
export function useDocumentTop(ref: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return;
    const measure = () => setTop(Math.round(element.getBoundingClientRect().top + window.scrollY));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref]);
  return top;
}
