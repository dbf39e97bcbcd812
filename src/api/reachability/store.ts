/**
 * Whether the dashboard can reach the server: a store of the rule in rule.ts, fed by the client's
 * middleware (every answer and failure) and by the browser's online/offline events. The folder
 * holds the rest of it: the React hooks (use-reachability.ts) and the recovery after an outage
 * (recovery.ts).
 *
 * While the server cannot be reached and the browser is online, one probe request (the app's
 * choice, `setProbe`) goes out 4 s after the verdict and then every 8 s: SWR stops polling a key
 * whose last read failed once its few retries are spent, so without a probe nothing would ever
 * notice the server is back; with it the banner goes within 10 s of the server answering, at
 * the cost of one small request every 8 s. Nothing is probed while the browser says offline:
 * its `online` event comes first.
 */
import type { Middleware } from 'openapi-fetch';
import {
  answered,
  evaluate,
  failed,
  isFailureStatus,
  nextCheckAt,
  REACHABLE,
  wentOffline,
  wentOnline,
  type Reachability,
} from './rule';
import { createStore } from '@/lib/state/store';

const FIRST_PROBE_MS = 4000;
const PROBE_EVERY_MS = 8000;

export type ReachabilityStore = ReturnType<typeof createReachabilityStore>;

/**
 * A store of whether the server can be reached, with its probe and its middleware. The app has
 * one (`reachability`, below); a test makes its own.
 */
export function createReachabilityStore() {
  const state = createStore<Reachability>(REACHABLE);
  /** How many times the server was found again after it could not be reached. */
  const outagesEnded = createStore(0);
  let checkTimer: ReturnType<typeof setTimeout> | null = null;
  let probeTimer: ReturnType<typeof setTimeout> | null = null;
  let probe: (() => Promise<unknown>) | null = null;
  let started = false;
  /** When the browser last said offline (epoch ms). */
  let offlineAt: number | null = null;
  /** When each request in flight left (openapi-fetch's request id to epoch ms). */
  const sentAt = new Map<string, number>();

  function set(next: Reachability): void {
    const wasUnreachable = state.get().unreachableSince !== null;
    state.set(next);
    if (wasUnreachable && state.get().unreachableSince === null) {
      outagesEnded.set(outagesEnded.get() + 1);
    }
  }

  function schedule(): void {
    if (checkTimer !== null) clearTimeout(checkTimer);
    checkTimer = null;
    const now = state.get();
    const at = nextCheckAt(now);
    if (at !== null) {
      checkTimer = setTimeout(
        () => set(evaluate(state.get(), Date.now())),
        Math.max(0, at - Date.now()),
      );
    }
    const unreachable = now.unreachableSince !== null && !now.offline;
    if (unreachable && probeTimer === null) probeTimer = setTimeout(runProbe, FIRST_PROBE_MS);
    if (!unreachable && probeTimer !== null) {
      clearTimeout(probeTimer);
      probeTimer = null;
    }
  }
  // Subscribed first: the timers follow a verdict before anyone else hears of it.
  state.subscribe(schedule);

  function runProbe(): void {
    probeTimer = null;
    const now = state.get();
    if (now.unreachableSince === null || now.offline) return;
    probeTimer = setTimeout(runProbe, PROBE_EVERY_MS);
    void probe?.().catch(() => {
      // Its failure was reported by the middleware.
    });
  }

  /**
   * An answer came. One to a request sent before the browser said offline (a poll already on its
   * way back) is old news and leaves the offline verdict as it is; any later answer ends it.
   */
  function reportAnswer(sent?: number): void {
    if (state.get().offline && sent !== undefined && offlineAt !== null && sent < offlineAt) {
      return;
    }
    set(answered(state.get()));
  }

  function reportFailure(): void {
    set(failed(state.get(), Date.now()));
  }

  return {
    subscribe: state.subscribe,
    get: state.get,
    /** How many outages have ended: a read retried after one is asked for by the recovery. */
    recoveries: outagesEnded.get,
    /** Told once the server can be reached again (after it could not). */
    onRecover: outagesEnded.subscribe,
    /** The one small request that asks whether the server is back. */
    setProbe(next: (() => Promise<unknown>) | null): void {
      probe = next;
    },
    /** Asks at once (an action the user tried while the server could not be reached). */
    probeNow(): void {
      const now = state.get();
      if (now.unreachableSince === null || now.offline) return;
      if (probeTimer !== null) clearTimeout(probeTimer);
      runProbe();
    },
    /** Listens to the browser's online and offline events (once; idempotent). */
    start(target: Window = window): void {
      if (started) return;
      started = true;
      const goOffline = () => {
        offlineAt = Date.now();
        set(wentOffline(state.get(), offlineAt));
      };
      target.addEventListener('offline', goOffline);
      target.addEventListener('online', () => set(wentOnline(state.get())));
      if (target.navigator.onLine === false) goOffline();
    },
    /**
     * Tells the store of every answer and failure of the client's requests: a 5xx or no answer
     * is a failure, any other answer (a 4xx too) says the server was reached. An abort is
     * neither.
     */
    middleware: {
      onRequest({ id }) {
        sentAt.set(id, Date.now());
        return undefined;
      },
      onResponse({ id, response }) {
        const sent = sentAt.get(id);
        sentAt.delete(id);
        if (isFailureStatus(response.status)) reportFailure();
        else reportAnswer(sent);
        return undefined;
      },
      onError({ id, error }) {
        sentAt.delete(id);
        if (error instanceof DOMException && error.name === 'AbortError') return undefined;
        reportFailure();
        return undefined;
      },
    } satisfies Middleware,
  };
}

/** The app's store of whether the server can be reached; the app's client reports to it. */
export const reachability = createReachabilityStore();
