import { useCallback, useEffect, useRef, useState } from 'react';
import type { ActionContext } from '@/api/mutation/action-context';
import { search, type SearchResult } from '@/api/instances/search-actions';

/** Typing waits this long before searching (1-core §5, §9). */
const SEARCH_DEBOUNCE_MS = 500;

/**
 * The search box's state: empty text clears results and the spinner at once; other text searches
 * 500 ms after the last key. A newer search aborts the older request, so only the latest answer
 * is ever shown.
 */
export function useSearch(ctx: ActionContext, instanceId: string) {
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<SearchResult | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const inFlight = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      inFlight.current?.abort();
    },
    [],
  );

  const onQueryChange = useCallback(
    (text: string) => {
      setQuery(text);
      window.clearTimeout(timer.current);
      inFlight.current?.abort();
      inFlight.current = null;
      if (text.trim() === '') {
        setResults(undefined);
        setBusy(false);
        return;
      }
      setBusy(true);
      timer.current = window.setTimeout(() => {
        const controller = new AbortController();
        inFlight.current = controller;
        void search(ctx, instanceId, text.trim(), controller.signal).then((answer) => {
          if (controller.signal.aborted) return;
          inFlight.current = null;
          setResults(answer);
          setBusy(false);
        });
      }, SEARCH_DEBOUNCE_MS);
    },
    [ctx, instanceId],
  );

  return { query, results, busy, onQueryChange };
}
