// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { lastOpenedServer, rememberLastOpenedServer } from './last-opened-server';

afterEach(() => localStorage.clear());

describe('the server opened last', () => {
  it('is the one the person opened last', () => {
    rememberLastOpenedServer('lounge', 'ana');
    rememberLastOpenedServer('quiet-room', 'ana');
    expect(lastOpenedServer('ana')).toBe('quiet-room');
  });

  it('is nothing for another person on the same browser', () => {
    rememberLastOpenedServer('lounge', 'ana');
    expect(lastOpenedServer('ben')).toBeNull();
    expect(lastOpenedServer(undefined)).toBeNull();
  });

  it('is nothing when what is stored is not ours (an older plain id, or damaged)', () => {
    localStorage.setItem('lastOpenedServer', 'lounge');
    expect(lastOpenedServer('ana')).toBeNull();
    localStorage.setItem('lastOpenedServer', '{"by":1}');
    expect(lastOpenedServer('ana')).toBeNull();
  });
});
