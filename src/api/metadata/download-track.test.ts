import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { TrackAudio } from '@/lib/downloader/track-audio';
import { attemptDownload } from '@/lib/downloader/attempt';
import { createApiClient } from '../client';
import { createFakeAuthBackend, json } from '../testing/fake-auth-backend';
import { createMemoryTokenStore } from '../token-store';
import { readWithProgress } from '@/lib/downloader/read-with-progress';
import { createTrackDownloader, downloadTrack } from './download-track';

const BASE = 'http://backend.test';

/** A body delivered in chunks of `chunk` bytes, each chunk a macrotask apart. */
function chunkedBody(bytes: Uint8Array, chunk: number): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    async pull(controller) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + chunk));
      offset += chunk;
    },
  });
}

function audio(length: number): Uint8Array {
  return Uint8Array.from({ length }, (_, index) => (index * 7) % 256);
}

function setup(onRequest: Parameters<typeof createFakeAuthBackend>[0]['onRequest']) {
  const backend = createFakeAuthBackend({ token: 'token-0', refresh: 'refresh-0', onRequest });
  const tokens = createMemoryTokenStore({ jwt: 'token-0', refresh: 'refresh-0' });
  const client = createApiClient({ baseUrl: BASE, fetch: backend.fetch, tokens });
  return { backend, tokens, client };
}

/** The collected audio: its bytes, length and checksum, as the zip will use them. */
async function expectAudio(audio: TrackAudio | undefined, bytes: Uint8Array) {
  expect(audio).toBeDefined();
  expect(audio!.byteLength).toBe(bytes.length);
  expect(audio!.crc32).toBe(crc32(bytes));
  // Buffer.equals: toEqual walks a typed array element by element, slow for megabytes.
  expect(Buffer.from(await audio!.blob.arrayBuffer()).equals(bytes)).toBe(true);
}

const audioResponse = (bytes: Uint8Array, headers: Record<string, string> = {}) =>
  new Response(chunkedBody(bytes, 1000), {
    status: 200,
    headers: { 'Content-Type': 'audio/wav', 'Content-Length': String(bytes.length), ...headers },
  });

describe('downloadTrack', () => {
  it('sends trackId and format with the bearer token and an audio accept header', async () => {
    const bytes = audio(4500);
    const { backend, client } = setup(() => audioResponse(bytes));

    const result = await downloadTrack('abc123', { format: 'ogg', client });

    expect(result.status).toBe(200);
    await expectAudio(result.data, bytes);
    expect(backend.wire).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: '/api/download?trackId=abc123&format=ogg',
        authorization: 'Bearer token-0',
        accept: expect.stringContaining('audio/wav'),
      }),
    ]);
  });

  it('reports the bytes received after every chunk, up to the Content-Length', async () => {
    const bytes = audio(4500);
    const { client } = setup(() => audioResponse(bytes));
    const seen: [number, number | undefined][] = [];

    await downloadTrack('abc123', {
      format: 'wav',
      client,
      progressIntervalMs: 0,
      onProgress: (loaded, total) => seen.push([loaded, total]),
    });

    expect(seen).toEqual([
      [1000, 4500],
      [2000, 4500],
      [3000, 4500],
      [4000, 4500],
      [4500, 4500],
    ]);
  });

  it('refreshes an expired token once and replays the download', async () => {
    const bytes = audio(2000);
    const { backend, client, tokens } = setup(() => audioResponse(bytes));
    tokens.setTokens({ jwt: 'expired', refresh: 'refresh-0' });

    const result = await downloadTrack('abc123', { format: 'wav', client });

    await expectAudio(result.data, bytes);
    expect(backend.wire.map((request) => request.path)).toEqual([
      '/api/download?trackId=abc123&format=wav',
      '/api/auth/refresh',
      '/api/download?trackId=abc123&format=wav',
    ]);
    expect(backend.wire[2]?.authorization).toBe('Bearer token-1');
  });

  it('answers the status without data when the server fails', async () => {
    const { client } = setup(() => json({ message: 'could not be fetched' }, 502));
    await expect(downloadTrack('abc123', { format: 'wav', client })).resolves.toEqual({
      status: 502,
      data: undefined,
    });
  });

  it('stops reading when the signal aborts mid-body', async () => {
    const { client } = setup(() => audioResponse(audio(100_000)));
    const controller = new AbortController();
    const download = downloadTrack('abc123', {
      format: 'wav',
      client,
      signal: controller.signal,
      onProgress: (loaded) => loaded >= 3000 && controller.abort(),
    });
    await expect(download).rejects.toThrow();
  });
});

describe('readWithProgress', () => {
  it('reports at most once per interval, and always the last byte', async () => {
    const bytes = audio(50_000);
    const seen: number[] = [];
    // 50 chunks a macrotask apart arrive well within one 10 s interval.
    await readWithProgress(
      chunkedBody(bytes, 1000),
      50_000,
      (loaded) => seen.push(loaded),
      undefined,
      10_000,
    );
    expect(seen).toEqual([1000, 50_000]);
  });

  it('keeps every byte when the body is longer than announced', async () => {
    const bytes = audio(5000);
    await expectAudio(await readWithProgress(chunkedBody(bytes, 1500), 1000), bytes);
  });

  it('reads a body without a length', async () => {
    const bytes = audio(200_000);
    // Past one 4 MiB Blob part: the checksum runs across the parts.
    const big = audio(9_000_000);
    await expectAudio(await readWithProgress(chunkedBody(big, 300_000), undefined), big);
    await expectAudio(await readWithProgress(chunkedBody(bytes, 30_000), undefined), bytes);
  });
});

describe('createTrackDownloader with the job rules', () => {
  it('completes a 200 of at least 1000 bytes and fails a shorter body', async () => {
    const { client } = setup((request) =>
      audioResponse(audio(request.path.includes('short') ? 364 : 1000)),
    );
    const download = createTrackDownloader('mp3', client);

    const ok = await attemptDownload(
      download,
      { id: 'good', uri: 'spotify:track:good' },
      {
        timeoutMs: 10_000,
      },
    );
    const short = await attemptDownload(
      download,
      { id: 'short', uri: 'spotify:track:short' },
      {
        timeoutMs: 10_000,
      },
    );

    expect(ok).toMatchObject({ ok: true, httpStatus: 200 });
    expect(short).toEqual({ ok: false, failure: 'too-small', httpStatus: 200 });
  });

  it('fails with a timeout when the server is slower than the chosen timeout', async () => {
    const { client } = setup(
      () =>
        new Promise<Response>((resolve) =>
          setTimeout(() => resolve(audioResponse(audio(2000))), 200),
        ),
    );
    const result = await attemptDownload(
      createTrackDownloader('wav', client),
      { id: 'slow', uri: 'spotify:track:slow' },
      { timeoutMs: 20 },
    );
    expect(result).toEqual({ ok: false, failure: 'timeout', httpStatus: undefined });
  });
});
