import { describe, expect, it } from 'vitest';
import { jobBadge, playlistStatus, rowActions, type DownloadJob } from './job-rules';
import { input } from './test-kit';
import { audioFromBytes } from './track-audio';

describe('pure rules', () => {
  const job = (status: DownloadJob['status'], bytes = 0): DownloadJob => ({
    ...input('a'),
    key: 'k',
    sequence: 1,
    status,
    numBytesDownloaded: bytes,
    data: bytes > 0 ? audioFromBytes(new Uint8Array(bytes)) : undefined,
    failure: undefined,
    httpStatus: undefined,
  });

  it('names the playlist status', () => {
    expect(playlistStatus([job('pending'), job('pending')])).toBe('queued');
    expect(playlistStatus([job('completed'), job('completed')])).toBe('downloaded');
    expect(playlistStatus([job('completed'), job('pending')])).toBe('downloading');
    expect(playlistStatus([job('failed')])).toBe('downloading');
  });

  it('offers each row action only where the spec allows it', () => {
    const idle = { running: false, zipping: false };
    expect(rowActions(job('pending'), idle)).toEqual({
      downloadNow: true,
      addToDownloads: false,
      retry: false,
      removeEnabled: true,
    });
    expect(rowActions(job('completed', 2000), idle)).toMatchObject({
      downloadNow: false,
      addToDownloads: true,
    });
    expect(rowActions(job('failed'), { running: false, zipping: true })).toEqual({
      downloadNow: false,
      addToDownloads: false,
      retry: true,
      removeEnabled: false,
    });
  });

  it('shows the badge text', () => {
    expect(jobBadge(job('pending'))).toEqual({ kind: 'state', state: 'queued' });
    expect(jobBadge(job('running'))).toEqual({ kind: 'state', state: 'pending' });
    expect(jobBadge(job('completed', 2048))).toEqual({ kind: 'bytes', bytes: 2048 });
    expect(jobBadge(job('failed'))).toEqual({ kind: 'state', state: 'failed' });
  });
});
