/**
 * Liberal in what we read: the answers of a real ASP.NET backend give the
 * spec's toasts, never a crash or "undefined".
 */
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { pause } from './instances/player-actions';
import { createApiClient } from './client';
import { recordingContext } from './testing/recording-context';
import { createMemoryTokenStore } from './token-store';

function kit(answer: () => Response) {
  const client = createApiClient({
    baseUrl: 'http://backend.test',
    tokens: createMemoryTokenStore({ jwt: 'token-0', refresh: 'refresh-0' }),
    fetch: () => Promise.resolve(answer()),
  });
  return recordingContext(client);
}

const problem = (body: object, status: number) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/problem+json' },
  });

/** What went to the console for whoever debugs: the server's reason, never the toast. */
let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());
const logged = () => warn.mock.calls.map((call) => call.join(' '));

describe('error answers of any shape', () => {
  it('a ProblemDetails refusal gives the spec refusal toast', async () => {
    const { ctx, toasts } = kit(() =>
      problem(
        {
          type: 'https://tools.ietf.org/html/rfc9110#section-15.5.4',
          title: 'Forbidden',
          status: 403,
        },
        403,
      ),
    );
    expect((await pause(ctx, 'lounge')).status).toBe('refused');
    expect(toasts).toEqual(["error: You're not allowed to pause"]);
  });

  it("a ProblemDetails error toasts 'An error occurred' and logs its detail, first validation error or title", async () => {
    const detail = kit(() =>
      problem({ title: 'Conflict', status: 409, detail: 'Basement is offline.' }, 409),
    );
    await pause(detail.ctx, 'basement');
    const errors = kit(() =>
      problem(
        {
          title: 'One or more validation errors occurred.',
          status: 400,
          errors: { id: ['The id field is required.'] },
        },
        400,
      ),
    );
    await pause(errors.ctx, 'x');
    const title = kit(() => problem({ title: 'Service Unavailable', status: 503 }, 503));
    await pause(title.ctx, 'lounge');

    expect(detail.toasts).toEqual(['error: An error occurred']);
    expect(errors.toasts).toEqual(['error: An error occurred']);
    expect(title.toasts).toEqual(['error: An error occurred']);
    expect(logged()).toEqual([
      '[action] failed: 409 Basement is offline.',
      '[action] failed: 400 The id field is required.',
      '[action] failed: 503 Service Unavailable',
    ]);
  });

  it('an error with no body, a text body or an HTML page never shows "undefined"', async () => {
    const empty = kit(() => new Response(null, { status: 500 }));
    await pause(empty.ctx, 'lounge');
    const text = kit(() => new Response('Bot is restarting', { status: 503 }));
    await pause(text.ctx, 'lounge');
    const html = kit(
      () => new Response('<html><body>502 Bad Gateway</body></html>', { status: 502 }),
    );
    await pause(html.ctx, 'lounge');

    expect(empty.toasts).toEqual(['error: An error occurred']);
    expect(text.toasts).toEqual(['error: An error occurred']);
    expect(html.toasts).toEqual(['error: An error occurred']);
    expect(logged()).toEqual([
      '[action] failed: 500 (no detail)',
      '[action] failed: 503 Bot is restarting',
      '[action] failed: 502 (no detail)',
    ]);
  });
});

describe('a 2xx answer to an action with no JSON is a success', () => {
  for (const [name, answer] of [
    ['an empty body', () => new Response('', { status: 200 })],
    [
      'Content-Length: 0',
      () => new Response(null, { status: 200, headers: { 'Content-Length': '0' } }),
    ],
    ['204', () => new Response(null, { status: 204 })],
    [
      'whitespace',
      () => new Response(' \n', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    ],
    [
      'a bare OK',
      () => new Response('OK', { status: 200, headers: { 'Content-Type': 'text/plain' } }),
    ],
  ] as const) {
    it(name, async () => {
      const { ctx, toasts } = kit(answer);
      expect((await pause(ctx, 'lounge')).status).toBe('done');
      expect(toasts).toEqual(['success: Paused']);
    });
  }
});
