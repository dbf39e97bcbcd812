import { describe, expect, it } from 'vitest';
import { swapFacesNotYetUsed } from './swap-faces-not-yet-used';

const face = (status: FontFaceLoadStatus) => ({ status, display: 'optional' }) as FontFace;

describe('faces nobody has used yet', () => {
  it('draw once their file arrives; the first paint’s faces keep `optional`', () => {
    const unused = face('unloaded');
    const painted = face('loaded');
    const arriving = face('loading');

    swapFacesNotYetUsed([unused, painted, arriving]);

    expect([unused.display, painted.display, arriving.display]).toEqual([
      'swap',
      'optional',
      'optional',
    ]);
  });
});
