import { describe, expect, it, vi } from 'vitest';
import {
  clear,
  EMPTY_SELECTION,
  extendTo,
  inQueueOrder,
  keepQueued,
  selectAll,
  toggle,
} from './selection';
import { createSelectionStore } from './selection-store';

const ids = (selection: { ids: ReadonlySet<string | number> }) => [...selection.ids].sort();
const order = ['a', 'b', 'c', 'd', 'e'];

describe('queue selection', () => {
  it('toggles one track and makes it the anchor', () => {
    const one = toggle(EMPTY_SELECTION, 'b');
    expect(ids(one)).toEqual(['b']);
    expect(one.anchor).toBe('b');
    expect(ids(toggle(one, 'b'))).toEqual([]);
  });

  it('extends a range from the anchor, both ways, keeping the anchor', () => {
    const down = extendTo(toggle(EMPTY_SELECTION, 'b'), order, 'd');
    expect(ids(down)).toEqual(['b', 'c', 'd']);
    expect(down.anchor).toBe('b');
    const up = extendTo(toggle(EMPTY_SELECTION, 'd'), order, 'a');
    expect(ids(up)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('starts a range at the track itself without an anchor still queued', () => {
    const stale = { ids: new Set(['x']), anchor: 'x' };
    expect(ids(extendTo(stale, order, 'c'))).toEqual(['c', 'x']);
    expect(extendTo(EMPTY_SELECTION, order, 'zz')).toBe(EMPTY_SELECTION);
  });

  it('selects all and clears', () => {
    expect(ids(selectAll(order))).toEqual(order);
    expect(clear(selectAll(order))).toBe(EMPTY_SELECTION);
    expect(clear(EMPTY_SELECTION)).toBe(EMPTY_SELECTION);
  });

  it('keeps moved tracks and drops removed ones after a poll', () => {
    const picked = extendTo(toggle(EMPTY_SELECTION, 'b'), order, 'd'); // b c d
    // Someone moved d to the top and removed c.
    const after = keepQueued(picked, ['d', 'a', 'b', 'e']);
    expect(ids(after)).toEqual(['b', 'd']);
    expect(after.anchor).toBe('b');
    // Nothing gone: the same object, so nobody re-renders.
    expect(keepQueued(after, ['e', 'd', 'b', 'a'])).toBe(after);
    expect(keepQueued(EMPTY_SELECTION, [])).toBe(EMPTY_SELECTION);
  });

  it('lists the selected ids in queue order', () => {
    const picked = toggle(toggle(EMPTY_SELECTION, 'd'), 'a');
    expect(inQueueOrder(picked, order)).toEqual(['a', 'd']);
  });
});

describe('selection store', () => {
  it('tells subscribers only of a change, and each row reads its own id', () => {
    const store = createSelectionStore();
    const heard = vi.fn();
    store.subscribe(heard);
    store.clear();
    expect(heard).not.toHaveBeenCalled();
    store.selectAll(order);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(store.has('c')).toBe(true);
    expect(store.size()).toBe(5);
    store.keepQueued(order);
    expect(heard).toHaveBeenCalledTimes(1);
    store.keepQueued(['a']);
    expect(store.size()).toBe(1);
    expect(heard).toHaveBeenCalledTimes(2);
  });
});
