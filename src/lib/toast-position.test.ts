import { describe, expect, it } from 'vitest';
import { toastPositionFor } from './toast-position';

describe('toastPositionFor', () => {
  it('keeps the chosen position wider than a phone', () => {
    expect(toastPositionFor('bottom-center', false)).toBe('bottom-center');
    expect(toastPositionFor('top-left', false)).toBe('top-left');
  });
  it('moves a bottom position to the top of a phone, on the same side', () => {
    expect(toastPositionFor('bottom-center', true)).toBe('top-center');
    expect(toastPositionFor('bottom-left', true)).toBe('top-left');
    expect(toastPositionFor('bottom-right', true)).toBe('top-right');
  });
  it('leaves a top position where it is on a phone', () => {
    expect(toastPositionFor('top-right', true)).toBe('top-right');
  });
});
