/**
 * Tells the other tabs of this browser that the session changed. The cookies are shared, but a
 * tab only re-reads them when told: without this a tab signed out elsewhere would keep polling
 * with a dead token. BroadcastChannel where there is one, the `storage` event otherwise.
 */
type SessionChange = 'stored' | 'signed-out';

export interface SessionChannel {
  /** Tells every other tab (never this one). */
  post(change: SessionChange): void;
  /** Called with what another tab posted; returns the unsubscribe function. */
  subscribe(listener: (change: SessionChange) => void): () => void;
}

const SESSION_CHANNEL_NAME = 'bot-dashboard:session';

function isChange(value: unknown): value is SessionChange {
  return value === 'stored' || value === 'signed-out';
}

function createBroadcastSessionChannel(
  channel: Pick<BroadcastChannel, 'postMessage' | 'addEventListener' | 'removeEventListener'>,
): SessionChannel {
  return {
    post: (change) => channel.postMessage(change),
    subscribe(listener) {
      const onMessage = (event: Event) => {
        const { data } = event as MessageEvent<unknown>;
        if (isChange(data)) listener(data);
      };
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
  };
}

/** Where BroadcastChannel is missing: a localStorage write fires `storage` in every other tab. */
function createStorageSessionChannel(): SessionChannel {
  return {
    post(change) {
      try {
        // The time makes every write a change, so a second sign-out still fires the event.
        localStorage.setItem(SESSION_CHANNEL_NAME, `${change}:${Date.now()}`);
      } catch {
        // Storage refused (private mode, quota): the other tabs learn at their next 401.
      }
    },
    subscribe(listener) {
      const onStorage = (event: StorageEvent) => {
        if (event.key !== SESSION_CHANNEL_NAME || event.newValue === null) return;
        const change = event.newValue.split(':')[0];
        if (isChange(change)) listener(change);
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}

/** Nothing to tell (Node tools, tests): a tab alone. */
const noSessionChannel: SessionChannel = {
  post: () => undefined,
  subscribe: () => () => undefined,
};

/** A channel that never keeps a Node test process alive (Node's channels are ref'd). */
function openBroadcastChannel(name: string): BroadcastChannel {
  const channel = new BroadcastChannel(name);
  (channel as { unref?: () => void }).unref?.();
  return channel;
}

export function createBrowserSessionChannel(): SessionChannel {
  if (typeof BroadcastChannel !== 'undefined' && typeof window !== 'undefined') {
    return createBroadcastSessionChannel(openBroadcastChannel(SESSION_CHANNEL_NAME));
  }
  if (typeof window !== 'undefined' && typeof localStorage !== 'undefined') {
    return createStorageSessionChannel();
  }
  return noSessionChannel;
}
