import * as React from 'react';
import type { BlockerFunction } from './create-router';
import { useRouter, useRouterState } from './hooks';

export type Blocker =
  | { state: 'unblocked'; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; proceed: () => void; reset: () => void };

/**
 * Holds in-app navigations (links, back and forward) that `shouldBlock` says would lose
 * something, until the user proceeds or stays. Closing the tab is the page's `beforeunload`.
 */
export function useBlocker(shouldBlock: BlockerFunction): Blocker {
  const router = useRouter();
  const { blocked } = useRouterState();
  const latest = React.useRef(shouldBlock);
  React.useLayoutEffect(() => {
    latest.current = shouldBlock;
  });
  const [blocker] = React.useState<BlockerFunction>(
    () => (args: Parameters<BlockerFunction>[0]) => latest.current(args),
  );
  React.useEffect(() => router.addBlocker(blocker), [router, blocker]);
  if (blocked?.blocker !== blocker) return { state: 'unblocked' };
  return { state: 'blocked', proceed: blocked.proceed, reset: blocked.reset };
}
