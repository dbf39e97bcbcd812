import { describe, expect, it } from 'vitest';
import { lastOpenedFirst } from './last-opened-first';

const list = [{ id: 'lounge' }, { id: 'study' }, { id: 'basement' }];
const ids = (servers: readonly { id: string }[]) => servers.map((s) => s.id);

describe('lastOpenedFirst', () => {
  it('puts the last opened server first and keeps the others in the list order', () => {
    expect(ids(lastOpenedFirst(list, 'basement'))).toEqual(['basement', 'lounge', 'study']);
    expect(ids(lastOpenedFirst(list, 'study'))).toEqual(['study', 'lounge', 'basement']);
  });

  it('keeps the list as it is when the last opened server is first already, unknown or unset', () => {
    expect(ids(lastOpenedFirst(list, 'lounge'))).toEqual(['lounge', 'study', 'basement']);
    expect(ids(lastOpenedFirst(list, 'gone'))).toEqual(['lounge', 'study', 'basement']);
    expect(ids(lastOpenedFirst(list, null))).toEqual(['lounge', 'study', 'basement']);
    expect(ids(lastOpenedFirst(list, undefined))).toEqual(['lounge', 'study', 'basement']);
    expect(lastOpenedFirst([], 'lounge')).toEqual([]);
  });

  it('never changes the list it was given', () => {
    const before = [...list];
    lastOpenedFirst(list, 'basement');
    expect(list).toEqual(before);
    expect(lastOpenedFirst(list, 'lounge')).not.toBe(list);
  });
});
