/**
 * Whether the dashboard can reach the server, as a pure state: told of every
 * API answer and failure and of the browser's online/offline events, it says since when the
 * server cannot be reached, or null while it can.
 *
 * Rules:
 * - A failure is a request that got no answer (a network error) or an answer of the 5xx family
 *   (a gateway with no backend, a server that cannot serve). Any other answer, a 4xx included,
 *   is an answer: the server was reached.
 * - Unreachable once failures have run, with no answer between them, for UNREACHABLE_AFTER_MS
 *   and at least MIN_FAILURES requests (one slow failure alone says little); at once when the
 *   browser says it is offline. "Since" is the first failure of the run (or the offline event).
 * - An answer ends it; so does the browser's `online` event (the page then asks again at once,
 *   and a new run of failures starts the count again).
 */
import { intlLocale } from '@/lib/i18n';

export const UNREACHABLE_AFTER_MS = 5000;
const MIN_FAILURES = 2;

export interface Reachability {
  /** The first failure since the last answer, epoch ms. */
  failingSince: number | null;
  /** Failures since the last answer. */
  failures: number;
  /** The browser said offline and has not said online since. */
  offline: boolean;
  /** Since when the server cannot be reached (epoch ms); null while it can. */
  unreachableSince: number | null;
}

export const REACHABLE: Reachability = {
  failingSince: null,
  failures: 0,
  offline: false,
  unreachableSince: null,
};

/** Whether an HTTP status counts as the server not being reached. */
export function isFailureStatus(status: number): boolean {
  return status >= 500 && status <= 599;
}

/** Re-reads the rule at `now` (a timer calls it when the threshold may have passed). */
export function evaluate(state: Reachability, now: number): Reachability {
  if (state.unreachableSince !== null || state.failingSince === null) return state;
  if (state.failures < MIN_FAILURES || now - state.failingSince < UNREACHABLE_AFTER_MS) {
    return state;
  }
  return { ...state, unreachableSince: state.failingSince };
}

export function failed(state: Reachability, now: number): Reachability {
  return evaluate(
    { ...state, failingSince: state.failingSince ?? now, failures: state.failures + 1 },
    now,
  );
}

/** The server answered: reachable again (and the browser is online, whatever it said). */
export function answered(state: Reachability): Reachability {
  return state.failures === 0 && state.unreachableSince === null && !state.offline
    ? state
    : REACHABLE;
}

export function wentOffline(state: Reachability, now: number): Reachability {
  const since = state.unreachableSince ?? state.failingSince ?? now;
  return {
    ...state,
    offline: true,
    failingSince: state.failingSince ?? now,
    unreachableSince: since,
  };
}

export function wentOnline(state: Reachability): Reachability {
  return state === REACHABLE ? state : REACHABLE;
}

/** When `evaluate` may next change its verdict, or null when no timer is needed. */
export function nextCheckAt(state: Reachability): number | null {
  if (state.unreachableSince !== null || state.failingSince === null) return null;
  return state.failingSince + UNREACHABLE_AFTER_MS;
}

/** The "since" formatter of each locale: made once, as every render of the banner asks. */
const sinceFormats = new Map<string, Intl.DateTimeFormat>();

/** "Since" as the reader's clock shows it, with seconds (in English "2:05:09 PM"). */
export function formatSince(since: number): string {
  const locale = intlLocale();
  let format = sinceFormats.get(locale);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, { timeStyle: 'medium' });
    sinceFormats.set(locale, format);
  }
  return format.format(since);
}
