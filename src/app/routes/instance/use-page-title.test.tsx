// @vitest-environment jsdom
import { StrictMode } from 'react';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageTitle } from './use-page-title';

describe('usePageTitle', () => {
  it('names the track from the first render, the dashboard while none plays and after leaving', () => {
    // Another page's track left in the title (a stale one must never come back on leaving).
    document.title = 'Old Song - Someone';
    const { rerender, unmount } = renderHook(
      ({ track }: { track: string | undefined }) => usePageTitle(track),
      {
        initialProps: { track: 'Lucky Garden - Neon Harbor' as string | undefined },
        wrapper: StrictMode,
      },
    );
    expect(document.title).toBe('Lucky Garden - Neon Harbor');
    rerender({ track: 'Crystal Garden - Neon Harbor' });
    expect(document.title).toBe('Crystal Garden - Neon Harbor');
    rerender({ track: undefined });
    expect(document.title).toBe('Bot Dashboard');
    rerender({ track: 'Lucky Garden - Neon Harbor' });
    unmount();
    expect(document.title).toBe('Bot Dashboard');
  });
});
