/**
 * The queue's selection: the queued tracks a person picked to act on at once, by
 * their queue ids (the ids Remove and Play next name). It is kept apart from the rows, as a set
 * of ids, so it survives polls, other people's edits and "Load more": a moved track keeps its
 * id and stays selected; a track the server no longer holds leaves (`keepQueued`).
 *
 * Every function returns the same object when nothing changed, so a store over it tells nobody.
 */
import type { TrackId } from './order';

export interface QueueSelection {
  readonly ids: ReadonlySet<TrackId>;
  /** Where a Shift range starts: the last row toggled or clicked on its own. */
  readonly anchor: TrackId | null;
}

export const EMPTY_SELECTION: QueueSelection = { ids: new Set(), anchor: null };

/** Adds or takes away one track; it becomes the anchor of the next Shift range. */
export function toggle(selection: QueueSelection, id: TrackId): QueueSelection {
  const ids = new Set(selection.ids);
  if (ids.has(id)) ids.delete(id);
  else ids.add(id);
  return { ids, anchor: id };
}

/**
 * Shift-click or Shift+↑/↓: every track from the anchor to `id` (in the order shown) is added.
 * Without an anchor still queued, it is `id` alone, which becomes the anchor.
 */
export function extendTo(
  selection: QueueSelection,
  order: readonly TrackId[],
  id: TrackId,
): QueueSelection {
  const to = order.indexOf(id);
  if (to < 0) return selection;
  const from = selection.anchor === null ? -1 : order.indexOf(selection.anchor);
  if (from < 0) return { ids: new Set([...selection.ids, id]), anchor: id };
  const ids = new Set(selection.ids);
  const [low, high] = from < to ? [from, to] : [to, from];
  for (let index = low; index <= high; index += 1) ids.add(order[index]!);
  // The anchor stays, so Shift+↓ then Shift+↑ grows and walks back from the same row.
  return { ids, anchor: selection.anchor };
}

/** Ctrl/⌘+A: every track the list holds (the loaded ones; the rest are not known yet). */
export function selectAll(order: readonly TrackId[]): QueueSelection {
  return { ids: new Set(order), anchor: order[0] ?? null };
}

export function clear(selection: QueueSelection): QueueSelection {
  return selection.ids.size === 0 && selection.anchor === null ? selection : EMPTY_SELECTION;
}

/**
 * After a poll or an edit: only tracks still queued stay selected (a removed one leaves, a moved
 * one stays). Costs nothing while nothing is selected.
 */
export function keepQueued(selection: QueueSelection, order: readonly TrackId[]): QueueSelection {
  if (selection.ids.size === 0) return selection;
  const queued = new Set(order);
  let gone = false;
  for (const id of selection.ids) {
    if (!queued.has(id)) {
      gone = true;
      break;
    }
  }
  const anchor =
    selection.anchor !== null && queued.has(selection.anchor) ? selection.anchor : null;
  if (!gone) return anchor === selection.anchor ? selection : { ids: selection.ids, anchor };
  return { ids: new Set([...selection.ids].filter((id) => queued.has(id))), anchor };
}

/** The selected ids in the order the queue shows them (what a batch acts on, top first). */
export function inQueueOrder(selection: QueueSelection, order: readonly TrackId[]): TrackId[] {
  return order.filter((id) => selection.ids.has(id));
}
