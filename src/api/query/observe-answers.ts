/**
 * When each read of a hook left and what it answered, for the queue's edit ledger: an SWR
 * middleware around the fetcher, since neither SWR's data nor swr-openapi's hook says when an
 * answer was asked for or that an unchanged one arrived.
 */
import type { Middleware } from 'swr';

/** Told of each request of one SWR hook and of each of its answers. */
export interface AnswerObserver<Data> {
  /** A request is going out: a stamp to hand back with its answer. */
  requested(): number;
  /**
   * Its answer arrived. Every answer is told, also one identical to the last (SWR then keeps its
   * data and renders nothing), so the observer learns that the server still says the same thing.
   */
  answered(data: Data, stamp: number): void;
}

/**
 * An SWR middleware that tells `observer` when each request of the hook starts and what it
 * answered. The instance page's queue uses it to order polls against its own edits
 * (src/lib/queue/edit-ledger.ts): SWR's data alone says neither when an answer was asked for nor
 * that an unchanged answer arrived.
 */
export function observeAnswers<Data>(observer: AnswerObserver<Data>): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    const observed =
      fetcher === null
        ? null
        : (((...args: Parameters<typeof fetcher>) => {
            const stamp = observer.requested();
            return Promise.resolve(fetcher(...args)).then((data) => {
              observer.answered(data as unknown as Data, stamp);
              return data;
            });
          }) as typeof fetcher);
    return useSWRNext(key, observed, config);
  };
}
