/** Downloads: real WAV bytes with a matching Content-Length; failures on purpose and on demand. */
import { describe, expect, it } from 'vitest';
import { createMockApi } from './create-mock-api.ts';
import { call } from './test-support.ts';
import { parseWavHeader } from './wav.ts';

async function setup(env = {}) {
  const api = createMockApi({ env });
  const token = (await api.signIn('dj')).jwt;
  const trackId = [...api.state.catalogue.tracks.keys()][0]!;
  return { api, token, trackId };
}

describe('GET /api/download', () => {
  it('streams a valid WAV whose Content-Length is the body length', async () => {
    const { api, token, trackId } = await setup();
    const result = await call(api, 'GET', '/api/download', {
      token,
      query: { trackId, format: 'wav' },
    });
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toBe('audio/wav');
    expect(Number(result.headers.get('content-length'))).toBe(result.bytes.length);
    expect(result.bytes.length).toBeGreaterThan(1000);
    expect(result.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.wav"$/);
    const header = parseWavHeader(result.bytes);
    expect(header).toMatchObject({
      riff: 'RIFF',
      wave: 'WAVE',
      fmt: 'fmt ',
      data: 'data',
      audioFormat: 1,
      channels: 1,
      bitsPerSample: 16,
    });
    expect(header.riffSize).toBe(result.bytes.length - 8);
    expect(header.dataSize).toBe(result.bytes.length - 44);
    expect(header.byteRate).toBe(header.sampleRate * header.blockAlign);
    // Not silence: the samples carry a tone.
    const samples = new Int16Array(result.bytes.buffer.slice(44));
    expect(Math.max(...samples.subarray(0, 4000))).toBeGreaterThan(5000);
  });

  it('labels mp3 and ogg with their own content type but sends WAV bytes (a documented limitation)', async () => {
    const { api, token, trackId } = await setup();
    for (const [format, type] of [
      ['mp3', 'audio/mpeg'],
      ['ogg', 'audio/ogg'],
    ]) {
      const result = await call(api, 'GET', '/api/download', {
        token,
        query: { trackId, format: format! },
      });
      expect(result.headers.get('content-type')).toBe(type);
      expect(result.headers.get('x-mock-audio-encoding')).toBe('wav');
      expect(parseWavHeader(result.bytes).riff).toBe('RIFF');
    }
  });

  it('fails on purpose: 502 for one seeded track, a body under 1000 bytes for another', async () => {
    const { api, token } = await setup();
    const broken = [...api.state.catalogue.brokenDownloads];
    const error = broken.find(([, how]) => how === 'error')![0];
    const short = broken.find(([, how]) => how === 'short')![0];
    const failed = await call(api, 'GET', '/api/download', {
      token,
      query: { trackId: error, format: 'wav' },
    });
    expect(failed.status).toBe(502);
    expect((failed.json as { message: string }).message).toMatch(/could not be fetched/);
    const tiny = await call(api, 'GET', '/api/download', {
      token,
      query: { trackId: short, format: 'wav' },
    });
    expect(tiny.status).toBe(200);
    expect(tiny.bytes.length).toBeLessThan(1000);
    expect(Number(tiny.headers.get('content-length'))).toBe(tiny.bytes.length);
  });

  it('fails the tracks named in MOCK_FAILING_TRACKS', async () => {
    const probe = createMockApi();
    const trackId = [...probe.state.catalogue.tracks.keys()][3]!;
    const { api, token } = await setup({ failingTracks: new Set([trackId]) });
    expect(
      (await call(api, 'GET', '/api/download', { token, query: { trackId, format: 'wav' } }))
        .status,
    ).toBe(502);
  });

  it('answers 400 for a missing track id or an unknown format, 403 to the listener', async () => {
    const { api, token, trackId } = await setup();
    const noId = await call(api, 'GET', '/api/download', { token, query: { format: 'wav' } });
    expect(noId.status).toBe(400);
    expect((noId.json as { message: string }).message).toBe('query/trackId is required.');
    expect(
      (await call(api, 'GET', '/api/download', { token, query: { trackId, format: 'flac' } }))
        .status,
    ).toBe(400);
    const listener = (await api.signIn('listener')).jwt;
    const refused = await call(api, 'GET', '/api/download', {
      token: listener,
      query: { trackId, format: 'wav' },
    });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ permission: 'flags:allow-download' });
  });
});
