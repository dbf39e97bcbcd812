import { describe, expect, it } from 'vitest';
import { keepFormFailure } from './keep-form-failure';

describe('keepFormFailure', () => {
  it('keeps why a refused save was refused', async () => {
    const outcome = await keepFormFailure(
      async (onRefused) => {
        onRefused('Database down');
        return false;
      },
      (saved) => saved,
    );
    expect(outcome).toEqual({ result: false, failure: 'Database down' });
  });

  it('has no failure when the save was taken, and the generic text if a refusal said nothing', async () => {
    expect(
      await keepFormFailure(
        async () => true,
        (saved) => saved,
      ),
    ).toEqual({
      result: true,
      failure: null,
    });
    expect(
      await keepFormFailure(
        async () => null,
        (created) => created !== null,
      ),
    ).toEqual({
      result: null,
      failure: 'An error occurred',
    });
  });
});
