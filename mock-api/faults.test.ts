/** The fault knobs from the environment. */
import { describe, expect, it } from 'vitest';
import { createMockApi } from './create-mock-api.ts';
import { readMockEnv } from './env.ts';
import { call } from './test-support.ts';

describe('fault knobs', () => {
  it('read MOCK_* variables and name a bad one', () => {
    const env = readMockEnv({
      MOCK_LATENCY_MS: '250',
      MOCK_ERROR_RATE: '0.1',
      MOCK_TOKEN_TTL: '30',
      MOCK_FAILING_TRACKS: 'a, b',
      MOCK_QUEUE_TRACKS: '10000',
    });
    expect(env).toEqual({
      latencyMs: 250,
      errorRate: 0.1,
      tokenTtlSeconds: 30,
      failingTracks: new Set(['a', 'b']),
      queueTracks: 10_000,
      wire: 'contract',
      oauthClientId: '',
      allowedOrigins: [],
    });
    expect(readMockEnv({})).toMatchObject({ latencyMs: 0, errorRate: 0, tokenTtlSeconds: 300 });
    expect(() => readMockEnv({ MOCK_ERROR_RATE: '2' })).toThrow(
      'MOCK_ERROR_RATE must be a number from 0 to 1, got "2".',
    );
  });

  it('seed The Lounge with MOCK_QUEUE_TRACKS queued tracks, all of them on the wire', async () => {
    expect(readMockEnv({}).queueTracks).toBe(320);
    expect(() => readMockEnv({ MOCK_QUEUE_TRACKS: '-1' })).toThrow(
      'MOCK_QUEUE_TRACKS must be a number from 0 to 50000, got "-1".',
    );
    const api = createMockApi({ env: { queueTracks: 10_000 } });
    const { jwt } = await api.signIn('dj');
    const all = await call(api, 'GET', '/api/track/lounge/true', { token: jwt });
    const body = all.json as { numTracks: number; tracks: { id: string; isPlaying: boolean }[] };
    expect(body.numTracks).toBe(10_000);
    expect(body.tracks.filter((track) => !track.isPlaying)).toHaveLength(10_000);
    expect(new Set(body.tracks.map((track) => track.id)).size).toBe(10_001);
  });

  it('fail every /api call but the auth ones at error rate 1', async () => {
    const api = createMockApi({ env: { errorRate: 1 } });
    const { jwt, refresh } = await api.signIn('dj');
    const failed = await call(api, 'GET', '/api/instance', { token: jwt });
    expect(failed.status).toBe(500);
    expect(failed.json).toEqual({ message: 'Simulated failure (MOCK_ERROR_RATE=1).' });
    expect(
      (await call(api, 'POST', '/api/auth/refresh', { body: { refreshToken: refresh } })).status,
    ).toBe(200);
  });

  it('fail about the configured share of calls', async () => {
    const api = createMockApi({ env: { errorRate: 0.3 } });
    const { jwt } = await api.signIn('dj');
    let failures = 0;
    for (let i = 0; i < 200; i += 1)
      if ((await call(api, 'GET', '/api/instance', { token: jwt })).status === 500) failures += 1;
    expect(failures).toBeGreaterThan(30);
    expect(failures).toBeLessThan(90);
  });

  it('delay answers by the configured latency', async () => {
    const api = createMockApi({ env: { latencyMs: 120 } });
    const started = performance.now();
    await call(api, 'GET', '/api/instance');
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
  });
});
