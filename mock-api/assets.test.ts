/** The mock's stand-ins for the chat platform's content host: avatars and default avatars. */
import { describe, expect, it } from 'vitest';
import { createManualClock } from './clock.ts';
import { createMockApi } from './create-mock-api.ts';
import { call } from './test-support.ts';

const api = createMockApi({ clock: createManualClock(), mount: 'msw' });

describe('default avatars (/mock-assets/embed/avatars/{index}.png)', () => {
  it('serves the six the platform has, each a different picture', async () => {
    const pictures = new Set<string>();
    for (let index = 0; index < 6; index += 1) {
      const answer = await call(api, 'GET', `/mock-assets/embed/avatars/${index}.png`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      pictures.add(new TextDecoder().decode(answer.bytes));
    }
    expect(pictures.size).toBe(6);
  });

  it('has no seventh, and no other names', async () => {
    for (const file of ['6.png', '9.png', '10.png', 'x.png', '0.gif']) {
      expect((await call(api, 'GET', `/mock-assets/embed/avatars/${file}`)).status).toBe(404);
    }
  });
});
