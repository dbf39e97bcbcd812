/**
 * Liberal in what we read (issue 30 point 3): the answers of a real ASP.NET backend give the
 * spec's toasts, never a crash or "undefined".
 */
import { describe, expect, it } from 'vitest';
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

  it('a ProblemDetails error shows its detail, its first validation error, or its title', async () => {
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

    expect(detail.toasts).toEqual(['error: An error occurred: Basement is offline.']);
    expect(errors.toasts).toEqual(['error: An error occurred: The id field is required.']);
    expect(title.toasts).toEqual(['error: An error occurred: Service Unavailable']);
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
    expect(text.toasts).toEqual(['error: An error occurred: Bot is restarting']);
    expect(html.toasts).toEqual(['error: An error occurred']);
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
