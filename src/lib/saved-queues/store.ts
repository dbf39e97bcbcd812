/**
 * The saved queues of one signed-in user, in the browser's IndexedDB through `idb`. One database
 * for the origin (`bot-dashboard-saved-queues`), one object store of records keyed by id and
 * indexed by the user's id, so two people signing in on one browser see only their own.
 *
 * Failures are named, never swallowed: no IndexedDB (some private windows, a browser that blocks
 * site storage) is `unavailable`, a full disk or quota is `quota`, anything else `failed`.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { cleanText } from './track-text';
import { SAVED_QUEUE_LIMITS, summaryOf, type SavedQueue, type SavedQueueSummary } from './types';

const DB_NAME = 'bot-dashboard-saved-queues';
const DB_VERSION = 1;

interface SavedQueueRecord extends SavedQueue {
  userId: string;
}

interface SavedQueuesDb extends DBSchema {
  queues: { key: string; value: SavedQueueRecord; indexes: { userId: string } };
}

export type SavedQueuesErrorKind = 'unavailable' | 'quota' | 'failed' | 'missing';

export class SavedQueuesError extends Error {
  constructor(
    readonly kind: SavedQueuesErrorKind,
    options?: { cause?: unknown },
  ) {
    super(`saved queues: ${kind}`, options);
    this.name = 'SavedQueuesError';
  }
}

function kindOf(error: unknown): SavedQueuesErrorKind {
  if (error instanceof SavedQueuesError) return error.kind;
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'QuotaExceededError') return 'quota';
  // Firefox's private windows (before 115) and blocked storage refuse to open a database.
  if (name === 'InvalidStateError' || name === 'SecurityError') return 'unavailable';
  return 'failed';
}

async function named<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new SavedQueuesError(kindOf(error), { cause: error });
  }
}

export interface SavedQueuesStore {
  /** Newest first, without their tracks. */
  list(): Promise<SavedQueueSummary[]>;
  get(id: string): Promise<SavedQueue>;
  /** Stores a new saved queue (a save or an import) and returns it. */
  add(queue: Omit<SavedQueue, 'id'>): Promise<SavedQueue>;
  rename(id: string, name: string): Promise<void>;
  remove(id: string): Promise<void>;
}

export interface StoreOptions {
  newId?: () => string;
}

function savedQueueName(name: string): string {
  return cleanText(name, SAVED_QUEUE_LIMITS.maxNameLength);
}

export function openSavedQueues(userId: string, options: StoreOptions = {}): SavedQueuesStore {
  const newId = options.newId ?? (() => crypto.randomUUID());
  let db: Promise<IDBPDatabase<SavedQueuesDb>> | undefined;
  const open = () => {
    // Absent in some private windows and sandboxed frames.
    if (typeof indexedDB === 'undefined')
      return Promise.reject(new SavedQueuesError('unavailable'));
    db ??= openDB<SavedQueuesDb>(DB_NAME, DB_VERSION, {
      upgrade(database) {
        const store = database.createObjectStore('queues', { keyPath: 'id' });
        store.createIndex('userId', 'userId');
      },
    });
    db.catch(() => (db = undefined));
    return db;
  };
  const own = async (id: string) => {
    const record = await (await open()).get('queues', id);
    if (record === undefined || record.userId !== userId) throw new SavedQueuesError('missing');
    return record;
  };
  return {
    list: () =>
      named(async () => {
        const records = await (await open()).getAllFromIndex('queues', 'userId', userId);
        return records.map(summaryOf).sort((a, b) => b.savedAt - a.savedAt);
      }),
    get: (id) =>
      named(async () => {
        const { userId: _owner, ...queue } = await own(id);
        return queue;
      }),
    add: (queue) =>
      named(async () => {
        const saved: SavedQueue = { ...queue, name: savedQueueName(queue.name), id: newId() };
        await (await open()).add('queues', { ...saved, userId });
        return saved;
      }),
    rename: (id, name) =>
      named(async () => {
        const record = await own(id);
        await (await open()).put('queues', { ...record, name: savedQueueName(name) });
      }),
    remove: (id) =>
      named(async () => {
        await own(id);
        await (await open()).delete('queues', id);
      }),
  };
}
