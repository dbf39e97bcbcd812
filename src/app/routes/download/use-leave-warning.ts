import * as React from 'react';
import { useBlocker } from 'react-router-dom';

/** Warns before the tab closes or reloads while downloads live only in memory. */
export function useLeaveWarning(unsaved: boolean) {
  React.useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show their prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
  // Navigating inside the app unmounts the screen and would drop the data just the same.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    return unsaved && currentLocation.pathname !== nextLocation.pathname;
  });
  // Asked while something would be lost; if nothing would be any more (the single track finished
  // while the question was open), the user's navigation goes through.
  const proceed = blocker.state === 'blocked' && !unsaved ? blocker.proceed : undefined;
  React.useEffect(() => proceed?.(), [proceed]);
  return blocker;
}
