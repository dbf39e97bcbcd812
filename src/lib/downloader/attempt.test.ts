import { describe, expect, it } from 'vitest';
import { attemptDownload } from './attempt';
import { fakeServer, input } from './test-kit';

describe('attemptDownload', () => {
  it('attemptDownload serves a single track with the same rules', async () => {
    const { download } = fakeServer({ t: [{ status: 200, bytes: 1500 }], u: ['error'] });
    expect(await attemptDownload(download, input('t'), { timeoutMs: 0 })).toMatchObject({
      ok: true,
      httpStatus: 200,
    });
    expect(await attemptDownload(download, input('u'), { timeoutMs: 0 })).toEqual({
      ok: false,
      failure: 'error',
      httpStatus: undefined,
    });
  });
});
