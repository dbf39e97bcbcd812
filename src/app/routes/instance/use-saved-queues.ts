import { useCallback, useMemo, useState } from 'react';
import { useSessionUser } from '@/api/auth/use-session-user';
import type { MessageId } from '@/lib/i18n';
import type { ImportRefusal } from '@/lib/saved-queues/document';
import {
  openSavedQueues,
  SavedQueuesError,
  type SavedQueuesErrorKind,
  type SavedQueuesStore,
} from '@/lib/saved-queues/store';
import type { SavedQueueSummary } from '@/lib/saved-queues/types';

/** What the user is told when the browser's storage says no: never hidden. */
export const STORAGE_MESSAGES = {
  unavailable: 'savedQueues.unavailable',
  quota: 'savedQueues.quota',
  failed: 'savedQueues.storageFailed',
  missing: 'savedQueues.missing',
} as const satisfies Record<SavedQueuesErrorKind, MessageId>;

/** Why an imported file was refused, in the user's words. */
export const IMPORT_MESSAGES = {
  notSavedQueue: 'savedQueues.importNotSavedQueue',
  newerVersion: 'savedQueues.importNewerVersion',
  tooLarge: 'savedQueues.importTooLarge',
  unsafeLink: 'savedQueues.importUnsafeLink',
} as const satisfies Record<ImportRefusal['reason'], MessageId>;

export const storageKind = (error: unknown): SavedQueuesErrorKind =>
  error instanceof SavedQueuesError ? error.kind : 'failed';

export interface SavedQueuesList {
  store: SavedQueuesStore | null;
  /** Undefined until read. */
  queues: SavedQueueSummary[] | undefined;
  /** Set when the list could not be read: the storage's problem. */
  problem: SavedQueuesErrorKind | undefined;
  reload: () => Promise<void>;
}

/** The signed-in user's saved queues: their store, and the list as last read. */
export function useSavedQueues(): SavedQueuesList {
  const user = useSessionUser();
  const userId = user?.discordId;
  const store = useMemo(() => (userId === undefined ? null : openSavedQueues(userId)), [userId]);
  const [queues, setQueues] = useState<SavedQueueSummary[] | undefined>(undefined);
  const [problem, setProblem] = useState<SavedQueuesErrorKind | undefined>(undefined);
  const reload = useCallback(async () => {
    if (store === null) return;
    try {
      setQueues(await store.list());
      setProblem(undefined);
    } catch (error) {
      setProblem(storageKind(error));
    }
  }, [store]);
  return { store, queues, problem, reload };
}
