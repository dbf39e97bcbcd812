import { describe, expect, it, vi } from 'vitest';
import { createStore } from './store';

describe('createStore', () => {
  it('holds its initial value until set', () => {
    const store = createStore({ volume: 50 });
    expect(store.get()).toEqual({ volume: 50 });
    const next = { volume: 80 };
    store.set(next);
    expect(store.get()).toBe(next);
  });

  it('tells every listener after the value changed', () => {
    const store = createStore(0);
    const seen: number[][] = [];
    store.subscribe(() => seen.push([1, store.get()]));
    store.subscribe(() => seen.push([2, store.get()]));
    store.set(1);
    store.set(2);
    expect(seen).toEqual([
      [1, 1],
      [2, 1],
      [1, 2],
      [2, 2],
    ]);
  });

  it('tells no one of a value the same as the one held, by identity unless told otherwise', () => {
    const held = { volume: 50 };
    const store = createStore(held);
    const listener = vi.fn<() => void>();
    store.subscribe(listener);
    store.set(held);
    expect(listener).not.toHaveBeenCalled();
    store.set({ volume: 50 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps the value held when its equality finds the next one the same', () => {
    const store = createStore([1, 2], (a, b) => a.join() === b.join());
    const held = store.get();
    const listener = vi.fn<() => void>();
    store.subscribe(listener);
    store.set([1, 2]);
    expect(store.get()).toBe(held);
    expect(listener).not.toHaveBeenCalled();
    store.set([2, 1]);
    expect(store.get()).toEqual([2, 1]);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('tells a listener no more once it unsubscribed, and the others still', () => {
    const store = createStore('a');
    const gone = vi.fn<() => void>();
    const stays = vi.fn<() => void>();
    const unsubscribe = store.subscribe(gone);
    store.subscribe(stays);
    unsubscribe();
    store.set('b');
    expect(gone).not.toHaveBeenCalled();
    expect(stays).toHaveBeenCalledTimes(1);
  });

  it('reads the same value through its methods taken apart, as useSyncExternalStore takes them', () => {
    const { get, set, subscribe } = createStore(1);
    const listener = vi.fn<() => void>();
    subscribe(listener);
    set(2);
    expect(get()).toBe(2);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
