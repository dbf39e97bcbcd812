import { useEffect, useState } from 'react';
import { pageRestCode, type PageRest } from './page-rest-code';

/**
 * The instance page's lower part once its code is in (at once when it already is). Code that
 * cannot be fetched is thrown, so the route's error page says so instead of half a page.
 */
export function usePageRest(): PageRest | undefined {
  const [rest, setRest] = useState(pageRestCode.loaded);
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (rest !== undefined) return;
    let live = true;
    pageRestCode.load().then(
      (module) => live && setRest(module),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [rest]);
  if (failure !== undefined) throw failure.error;
  return rest;
}
