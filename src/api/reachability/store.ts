/**
 * Whether the dashboard can reach the server: the app's one store of the
 * rule in rule.ts, fed by the client's middleware (every answer and failure) and by the
 * browser's online/offline events. The folder holds the rest of it: the React hooks
 * (use-reachability.ts) and the recovery after an outage (recovery.ts).
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

const FIRST_PROBE_MS = 4000;
const PROBE_EVERY_MS = 8000;

type Listener = () => void;

let state: Reachability = REACHABLE;
const listeners = new Set<Listener>();
const recoveries = new Set<Listener>();
let checkTimer: ReturnType<typeof setTimeout> | null = null;
let probeTimer: ReturnType<typeof setTimeout> | null = null;
let probe: (() => Promise<unknown>) | null = null;
let started = false;
/** How many times the server was found again after it could not be reached. */
let recovered = 0;
/** When the browser last said offline (epoch ms). */
let offlineAt: number | null = null;

function set(next: Reachability): void {
  if (next === state) return;
  const wasUnreachable = state.unreachableSince !== null;
  state = next;
  schedule();
  for (const listener of listeners) listener();
  if (wasUnreachable && next.unreachableSince === null) {
    recovered += 1;
    for (const listener of recoveries) listener();
  }
}

function schedule(): void {
  if (checkTimer !== null) clearTimeout(checkTimer);
  checkTimer = null;
  const at = nextCheckAt(state);
  if (at !== null) {
    checkTimer = setTimeout(() => set(evaluate(state, Date.now())), Math.max(0, at - Date.now()));
  }
  const unreachable = state.unreachableSince !== null && !state.offline;
  if (unreachable && probeTimer === null) probeTimer = setTimeout(runProbe, FIRST_PROBE_MS);
  if (!unreachable && probeTimer !== null) {
    clearTimeout(probeTimer);
    probeTimer = null;
  }
}

function runProbe(): void {
  probeTimer = null;
  if (state.unreachableSince === null || state.offline) return;
  probeTimer = setTimeout(runProbe, PROBE_EVERY_MS);
  void probe?.().catch(() => {
    // Its failure was reported by the middleware.
  });
}

/** The app's store of whether the server can be reached. */
export const reachability = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): Reachability => state,
  /** How many outages have ended: a read retried after one is asked for by the recovery. */
  recoveries: (): number => recovered,
  /** Told once the server can be reached again (after it could not). */
  onRecover(listener: Listener): () => void {
    recoveries.add(listener);
    return () => recoveries.delete(listener);
  },
  /** The one small request that asks whether the server is back. */
  setProbe(next: (() => Promise<unknown>) | null): void {
    probe = next;
  },
  /** Asks at once (an action the user tried while the server could not be reached). */
  probeNow(): void {
    if (state.unreachableSince === null || state.offline) return;
    if (probeTimer !== null) clearTimeout(probeTimer);
    runProbe();
  },
  /**
   * An answer came. One to a request sent before the browser said offline (a poll already on its
   * way back) is old news and leaves the offline verdict as it is; any later answer ends it.
   */
  reportAnswer(sentAt?: number): void {
    if (state.offline && sentAt !== undefined && offlineAt !== null && sentAt < offlineAt) return;
    set(answered(state));
  },
  reportFailure(): void {
    set(failed(state, Date.now()));
  },
  /** Listens to the browser's online and offline events (once; idempotent). */
  start(target: Window = window): void {
    if (started) return;
    started = true;
    const goOffline = () => {
      offlineAt = Date.now();
      set(wentOffline(state, offlineAt));
    };
    target.addEventListener('offline', goOffline);
    target.addEventListener('online', () => set(wentOnline(state)));
    if (target.navigator.onLine === false) goOffline();
  },
  /** Back to reachable with no timers (tests). */
  reset(): void {
    if (checkTimer !== null) clearTimeout(checkTimer);
    if (probeTimer !== null) clearTimeout(probeTimer);
    checkTimer = probeTimer = null;
    state = REACHABLE;
    offlineAt = null;
  },
};

/** When each request in flight left (openapi-fetch's request id to epoch ms). */
const sentAt = new Map<string, number>();

/**
 * Tells the store of every answer and failure of the client's requests: a 5xx or no answer is a
 * failure, any other answer (a 4xx too) says the server was reached. An abort is neither.
 */
export const reachabilityMiddleware: Middleware = {
  onRequest({ id }) {
    sentAt.set(id, Date.now());
    return undefined;
  },
  onResponse({ id, response }) {
    const sent = sentAt.get(id);
    sentAt.delete(id);
    if (isFailureStatus(response.status)) reachability.reportFailure();
    else reachability.reportAnswer(sent);
    return undefined;
  },
  onError({ id, error }) {
    sentAt.delete(id);
    if (error instanceof DOMException && error.name === 'AbortError') return undefined;
    reachability.reportFailure();
    return undefined;
  },
};
