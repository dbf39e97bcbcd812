/**
 * What the instance page queues, and the drag that carries it from a search result to the queue
 * (1-core §5: "Drag and drop a search result onto the queue"). A search result puts its item on
 * the drag under a type of our own, so the page's link drop (link-drop.ts) leaves it to the queue.
 * A drop is text from outside the page's control: anything that is not a whole item of ours is
 * ignored rather than sent.
 */
import { isProviderCode, type StreamingProviderCode } from '../player/state';

/** The drag payload's type: a search result dropped on the queue. */
export const ENQUEUE_DRAG_TYPE = 'application/x-bot-dashboard-enqueue';

/** What a search result, a list entry, a dropped link or the metadata browser queues. */
export interface EnqueueItem {
  /** A track goes to the track endpoint; a playlist, an album or an artist to the playlist one. */
  kind: 'track' | 'playlist';
  uri: string;
  streamingServiceType: StreamingProviderCode;
}

/** An item and where it goes: `next` puts a track at the top of the queue (playlists ignore it). */
export interface EnqueueRequest extends EnqueueItem {
  next: boolean;
}

/** The drag data a search result sets under ENQUEUE_DRAG_TYPE. */
export function enqueueDragData(item: EnqueueItem): string {
  const { kind, uri, streamingServiceType } = item;
  return JSON.stringify({ kind, uri, streamingServiceType });
}

/** The item a drop carries, or undefined when it carries none of ours (or a malformed one). */
export function readEnqueueDrop(data: Pick<DataTransfer, 'getData'>): EnqueueItem | undefined {
  const payload = data.getData(ENQUEUE_DRAG_TYPE);
  if (payload === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  if (!('kind' in value && 'uri' in value && 'streamingServiceType' in value)) return undefined;
  const { kind, uri, streamingServiceType } = value;
  if (kind !== 'track' && kind !== 'playlist') return undefined;
  if (typeof uri !== 'string' || uri === '' || !isProviderCode(streamingServiceType)) {
    return undefined;
  }
  return { kind, uri, streamingServiceType };
}
