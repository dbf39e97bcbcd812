import { describe, expect, it } from 'vitest';
import { initialsOf } from './avatar';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('Grace Brewster Murray Hopper')).toBe('GH');
  });

  it('splits chat usernames on dots, dashes and underscores', () => {
    expect(initialsOf('dj_night-owl')).toBe('DO');
    expect(initialsOf('first.last')).toBe('FL');
  });

  it('keeps one letter for one word and "?" for nothing', () => {
    expect(initialsOf('prince')).toBe('P');
    expect(initialsOf('   ')).toBe('?');
  });

  it('leaves out the discriminator a display name ends with', () => {
    expect(initialsOf('DJ Nova (4242)')).toBe('DN');
    expect(initialsOf('Maya (7777)')).toBe('M');
  });

  it('does not split surrogate pairs', () => {
    expect(initialsOf('🎧 Listener')).toBe('🎧L');
  });
});
