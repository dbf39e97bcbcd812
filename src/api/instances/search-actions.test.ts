import { describe, expect, it } from 'vitest';
import { actionKit } from '../mutation/action-test-kit';
import { search } from './search-actions';

describe('search against the mock', () => {
  it('returns the sections for a query', async () => {
    const kit = await actionKit('dj');
    const result = await search(kit.ctx, 'lounge', 'neon', new AbortController().signal);
    expect(kit.wire).toEqual([
      { method: 'POST', path: '/api/search/search/lounge', body: { search: 'neon' } },
    ]);
    expect(result?.tracks.length).toBeGreaterThan(0);
    expect(kit.toasts).toEqual([]);
  });

  it('gives nothing and shows nothing for an aborted search', async () => {
    const kit = await actionKit('dj');
    const controller = new AbortController();
    controller.abort();
    expect(await search(kit.ctx, 'lounge', 'neon', controller.signal)).toBeUndefined();
    expect(kit.toasts).toEqual([]);
  });

  it('shows the refusal to a user without the search permission', async () => {
    // Kofi (user 6) may queue tracks and skip, not search.
    const kit = await actionKit('6');
    expect(await search(kit.ctx, 'lounge', 'neon', new AbortController().signal)).toBeUndefined();
    expect(kit.toasts).toEqual([
      { kind: 'error', message: "You're not allowed to search for tracks" },
    ]);
  });
});
