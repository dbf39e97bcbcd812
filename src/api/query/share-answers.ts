/**
 * The one place where a read's answer keeps what did not change: each new answer is shared with
 * the answer SWR's cache holds for its key, so every object and array equal to the one before is
 * the one before (structural sharing). An unchanged answer is the cached answer itself, so SWR
 * compares by identity (`compare: Object.is`, reads.ts) and React sees nothing new; a changed one
 * keeps its unchanged parts, so memoised rows (a queue row is memoised on its track) render only
 * where something changed. SWR's cache is the only copy of the last answer: nothing else keeps
 * one.
 *
 * In a list, items that carry an `id` are matched by it, not by place: a queue that moved or
 * lost a track keeps the objects of every other track.
 */
import { unstable_serialize } from 'swr';
import type { ReadStep } from './read-step';

type Id = string | number;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function idOf(value: unknown): Id | undefined {
  if (!isPlainObject(value)) return undefined;
  const id = value.id;
  return typeof id === 'string' || typeof id === 'number' ? id : undefined;
}

function shareList(previous: readonly unknown[], next: readonly unknown[]): readonly unknown[] {
  let byId: Map<Id, unknown> | undefined;
  let same = previous.length === next.length;
  let allNew = true;
  const shared = next.map((item, index) => {
    const id = idOf(item);
    let before = previous[index];
    if (id !== undefined && idOf(before) !== id) {
      byId ??= new Map(
        previous.flatMap((old) => (idOf(old) === undefined ? [] : [[idOf(old)!, old]])),
      );
      before = byId.get(id);
    }
    const kept = shareUnchanged(before, item);
    if (kept !== previous[index]) same = false;
    if (kept !== item) allNew = false;
    return kept;
  });
  if (same) return previous;
  return allNew ? next : shared;
}

function shareRecord(
  previous: Record<string, unknown>,
  next: Record<string, unknown>,
): Record<string, unknown> {
  const keys = Object.keys(next);
  let same = keys.length === Object.keys(previous).length;
  let allNew = true;
  const shared: Record<string, unknown> = {};
  for (const key of keys) {
    const kept = shareUnchanged(previous[key], next[key]);
    if (!(key in previous) || kept !== previous[key]) same = false;
    if (kept !== next[key]) allNew = false;
    shared[key] = kept;
  }
  if (same) return previous;
  return allNew ? next : shared;
}

/** `next`, with every part equal to the same part of `previous` replaced by that part. */
export function shareUnchanged<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next)) return previous as T;
  if (Array.isArray(previous) && Array.isArray(next)) return shareList(previous, next) as T;
  if (isPlainObject(previous) && isPlainObject(next)) return shareRecord(previous, next) as T;
  return next;
}

/** Each answer shared with the one SWR's cache holds for its key. */
export const shareAnswers: ReadStep = (fetcher, cache) => (key) =>
  fetcher(key).then((data) => shareUnchanged(cache.get(unstable_serialize(key))?.data, data));
