import { createContext, use, useEffect } from 'react';

/**
 * How a screen under the shell tells it that what it draws is last-known (src/api/query/
 * last-known.ts), so the shell says so once, above the page, whichever part is waiting.
 */
export const LastKnownReport = createContext<(since: number | undefined) => void>(() => {});

/** Reports `since` (when the shown answer came; undefined when live) while mounted. */
export function useReportLastKnown(since: number | undefined): void {
  const report = use(LastKnownReport);
  useEffect(() => {
    report(since);
    return () => report(undefined);
  }, [report, since]);
}
