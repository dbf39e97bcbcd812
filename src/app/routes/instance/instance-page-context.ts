import { createContext, use } from 'react';
import type { ActionContext } from '@/api/mutation/action-context';
import type { EnqueueRequest } from '@/lib/queue/enqueue-drop';

/** What every section of one instance page shares, so the page need not hand it to each. */
export interface InstancePageValue {
  instanceId: string;
  /** How the page's actions ask, toast and revalidate. */
  ctx: ActionContext;
  /** Opens a uri's details in the metadata browser, on top of what it shows. */
  openDetails: (uri: string) => void;
  /** Queues a track (next or at the end) or a playlist, album or artist's tracks. */
  enqueue: (request: EnqueueRequest) => void;
}

export const InstancePageContext = createContext<InstancePageValue | null>(null);

/** The page's shared values; only its sections call this. */
export function useInstancePage(): InstancePageValue {
  const value = use(InstancePageContext);
  // A programmer's mistake, never a user's: a code, not a sentence (as the router's).
  if (value === null) throw new Error('instance-page:no-provider');
  return value;
}
