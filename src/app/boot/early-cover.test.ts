// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropBootRead } from '@/api/boot-read';
import { EARLY_COVER_ATTRIBUTE, paintEarlyCover, startInstanceRead } from './early-cover';

const NOW = Date.UTC(2026, 11, 3, 12);
const base64url = (text: string) => Buffer.from(text).toString('base64url');
const tokenOf = (id: string, exp = NOW / 1000 + 3600) =>
  `${base64url('{"alg":"HS256"}')}.${base64url(
    JSON.stringify({ DiscordId: id, DiscordUsername: 'Nova', exp }),
  )}.signature`;
const storage = (values: Record<string, string> = {}) => ({
  getItem: (key: string) => values[key] ?? null,
});
const answer = (imageUrl: unknown, status = 200) =>
  Promise.resolve(
    new Response(
      JSON.stringify({
        tracks: [
          { name: 'Playing', isPlaying: true, imageUrl },
          { name: 'Next', imageUrl: 'https://covers.example/next.png' },
        ],
      }),
      { status },
    ),
  );
const picture = () => document.querySelector<HTMLImageElement>(`img[${EARLY_COVER_ATTRIBUTE}]`)!;

describe("the instance page's early cover", () => {
  beforeEach(() => {
    document.body.innerHTML = `<div data-slot="skeleton"><img hidden alt="" ${EARLY_COVER_ATTRIBUTE}></div>`;
  });
  afterEach(() => {
    dropBootRead();
    vi.unstubAllGlobals();
  });

  it('asks for the first page of the queue, as large as the preference says, with the token', () => {
    const network = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', network);
    const token = tokenOf('2');
    expect(
      startInstanceRead(
        'https://api.example',
        'lounge',
        token,
        storage({ queuedTrackNum: '20' }),
        NOW,
      ),
    ).toBeDefined();
    expect(network).toHaveBeenCalledWith(
      'https://api.example/api/track/lounge/false?includePopular=false&includeRecent=false&includeRandom=false&queuedTrackNum=20',
      { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } },
    );
  });

  it('leaves no unhandled failure when the request fails and nobody reads it', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    startInstanceRead('', 'lounge', tokenOf('2'), storage(), NOW);
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('asks nothing with an expired token or one that names no one', () => {
    const network = vi.fn();
    vi.stubGlobal('fetch', network);
    const expired = tokenOf('2', NOW / 1000 - 1);
    expect(startInstanceRead('', 'lounge', expired, storage(), NOW)).toBeUndefined();
    expect(startInstanceRead('', 'lounge', 'not-a-token', storage(), NOW)).toBeUndefined();
    expect(network).not.toHaveBeenCalled();
  });

  it("shows the playing track's cover in the frame's box, which stops its pulse", async () => {
    await paintEarlyCover(document, answer('https://covers.example/playing.png'));
    expect(picture().hidden).toBe(false);
    expect(picture().src).toBe('https://covers.example/playing.png');
    expect(picture().parentElement?.style.animation).toBe('none');
  });

  it.each([
    ['a script address', () => answer('javascript:alert(1)')],
    ['no picture', () => answer(null)],
    ['a refused request', () => answer('https://covers.example/playing.png', 401)],
    ['a failed request', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an answer that is not JSON', () => Promise.resolve(new Response('<html>'))],
  ])('leaves the frame as it is for %s', async (_, given) => {
    await paintEarlyCover(document, given());
    expect(picture().hidden).toBe(true);
    expect(picture().getAttribute('src')).toBeNull();
  });
});
