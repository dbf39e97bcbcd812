import { describe, expect, it } from 'vitest';
import { formatFollowers } from './followers';

describe('formatFollowers', () => {
  it('groups thousands and picks singular or plural', () => {
    expect(formatFollowers(1)).toBe('1 follower');
    expect(formatFollowers(0)).toBe('0 followers');
    expect(formatFollowers(1_234_567)).toBe('1,234,567 followers');
  });

  it('shows broken counts as 0', () => {
    expect(formatFollowers(Number.NaN)).toBe('0 followers');
    expect(formatFollowers(-3)).toBe('0 followers');
  });
});
