import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { actionKit } from '../mutation/action-test-kit';
import { SEARCH_MAX_LENGTH, search } from './search-actions';

/** The contract's longest search, read from openapi/openapi.yaml itself. */
function contractMaxLength(): unknown {
  const contract = parse(
    readFileSync(new URL('../../../openapi/openapi.yaml', import.meta.url), 'utf8'),
  ) as { components: { schemas: { SearchRequest: { properties: { search: object } } } } };
  return (contract.components.schemas.SearchRequest.properties.search as { maxLength?: unknown })
    .maxLength;
}

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

  it('keeps to the longest search the contract allows, which the server takes', async () => {
    expect(SEARCH_MAX_LENGTH).toBe(contractMaxLength());
    const kit = await actionKit('dj');
    const longest = 'n'.repeat(SEARCH_MAX_LENGTH);
    expect(await search(kit.ctx, 'lounge', longest, new AbortController().signal)).toBeDefined();
    expect(kit.toasts).toEqual([]);
  });

  it("says only the spec's 'An error occurred' when the server refuses, its reason in the console", async () => {
    const kit = await actionKit('dj');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const tooLong = 'n'.repeat(SEARCH_MAX_LENGTH + 1);
    expect(await search(kit.ctx, 'lounge', tooLong, new AbortController().signal)).toBeUndefined();
    expect(kit.toasts).toEqual([{ kind: 'error', message: 'An error occurred' }]);
    expect(String(warn.mock.calls.flat())).toMatch(/body\/search/);
    warn.mockRestore();
  });
});
