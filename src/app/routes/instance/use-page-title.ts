import { useEffect } from 'react';

/** Sets the page title while the instance page is open and puts the old one back on leaving. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (title === undefined) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
