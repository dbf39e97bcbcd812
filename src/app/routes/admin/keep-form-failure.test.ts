import { describe, expect, it, vi } from 'vitest';
import type { ActionContext } from '@/api/actions/action-context';
import { keepFormFailure } from './keep-form-failure';

function context() {
  const error = vi.fn<(message: string) => void>();
  const ctx = {
    confirm: () => Promise.resolve(true),
    notify: { success: vi.fn(), error, info: vi.fn() },
    mutate: vi.fn(),
  } as unknown as ActionContext;
  return { ctx, error };
}

describe('keepFormFailure', () => {
  it('keeps the text a refused save toasts, and still toasts it', async () => {
    const { ctx, error } = context();
    const outcome = await keepFormFailure(
      ctx,
      async (inner) => {
        inner.notify.error('An error occurred: Database down');
        return false;
      },
      (saved) => saved,
    );
    expect(outcome).toEqual({ result: false, failure: 'An error occurred: Database down' });
    expect(error).toHaveBeenCalledWith('An error occurred: Database down');
  });

  it('has no failure when the save was taken, and the generic text if a refusal said nothing', async () => {
    const { ctx } = context();
    expect(
      await keepFormFailure(
        ctx,
        async () => true,
        (saved) => saved,
      ),
    ).toEqual({
      result: true,
      failure: null,
    });
    expect(
      await keepFormFailure(
        ctx,
        async () => null,
        (created) => created !== null,
      ),
    ).toEqual({
      result: null,
      failure: 'An error occurred',
    });
  });
});
