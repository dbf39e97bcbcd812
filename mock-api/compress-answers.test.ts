import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MIN_BYTES, withCompressedAnswers } from './compress-answers';
import { createMockApi } from './create-mock-api';

const big = JSON.stringify({
  tracks: Array.from({ length: 200 }, (_, i) => ({ id: i, name: 'x' })),
});
const answer =
  (body: string, type = 'application/json') =>
  () =>
    new Response(body, { headers: { 'Content-Type': type } });
const request = (acceptEncoding?: string) =>
  new Request('http://mock/api/x', {
    headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding },
  });

describe('withCompressedAnswers', () => {
  it('sends a JSON answer brotli-compressed to a browser that accepts it', async () => {
    const res = await withCompressedAnswers(answer(big))(request('gzip, deflate, br'));
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Vary')).toContain('Accept-Encoding');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.byteLength).toBeLessThan(big.length / 4);
    expect(brotliDecompressSync(body).toString()).toBe(big);
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const res = await withCompressedAnswers(answer(big))(request('gzip'));
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(big);
  });

  it('leaves small answers, binary answers and clients without Accept-Encoding alone', async () => {
    const small = await withCompressedAnswers(answer('x'.repeat(MIN_BYTES - 1)))(request('br'));
    expect(small.headers.get('Content-Encoding')).toBeNull();
    const audio = await withCompressedAnswers(answer(big, 'audio/wav'))(request('br'));
    expect(audio.headers.get('Content-Encoding')).toBeNull();
    const plain = await withCompressedAnswers(answer(big))(request());
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(big);
  });

  it("compresses the mock's track-load answer", async () => {
    const api = createMockApi({ mount: 'test' });
    const { jwt } = await api.signIn('dj');
    const res = await withCompressedAnswers(api.fetch)(
      new Request('http://mock/api/track/lounge/true', {
        headers: { Authorization: `Bearer ${jwt}`, 'Accept-Encoding': 'gzip, br' },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe('br');
    const json = JSON.parse(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString());
    expect(json.tracks.length).toBeGreaterThan(100);
  });
});
