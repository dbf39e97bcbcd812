import { describe, expect, it } from 'vitest';
import { displayName } from './display-name';

describe('displayName', () => {
  it('writes the discriminator in brackets, as the skip question does', () => {
    expect(displayName('DJ Nova', '4242')).toBe('DJ Nova (4242)');
  });
  it('leaves it out for accounts without one', () => {
    expect(displayName('Maya', '0')).toBe('Maya');
    expect(displayName('Maya', '')).toBe('Maya');
    expect(displayName('Maya', null)).toBe('Maya');
  });
});
