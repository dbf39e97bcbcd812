/**
 * For the actions' tests: a client talking to the real mock backend (in memory), recording what
 * went over the wire, plus a confirm that answers from a script, a notifier that records toasts,
 * SWR's own global mutate and a connection of its own (reachable until the test says it is not),
 * so tests assert what the user sees and what the server got.
 */
import { mutate } from 'swr';
import { createMockApi, type MockApi } from '../../../mock-api/create-mock-api';
import { createApiClient } from '../client';
import { REACHABLE, type Reachability } from '../reachability/rule';
import { createMemoryTokenStore } from '../token-store';
import type { ActionContext } from './action-context';

interface WireCall {
  method: string;
  path: string;
  body: unknown;
}

export async function actionKit(persona: string, answers: boolean[] = []) {
  const mock: MockApi = createMockApi({ mount: 'test' });
  const wire: WireCall[] = [];
  /** Each request's body exactly as sent, beside `wire` ('' for none). */
  const rawBodies: string[] = [];
  const questions: string[] = [];
  const toasts: { kind: 'success' | 'error' | 'info'; message: string }[] = [];
  const events: string[] = [];
  const target = new EventTarget();
  const client = createApiClient({
    baseUrl: 'http://mock.test',
    tokens: createMemoryTokenStore(await mock.signIn(persona)),
    fetch: async (request) => {
      const url = new URL(request.url);
      const text = request.method === 'GET' ? '' : await request.clone().text();
      rawBodies.push(text);
      wire.push({
        method: request.method,
        path: url.pathname,
        body: text === '' ? undefined : JSON.parse(text),
      });
      return mock.fetch(request);
    },
  });
  const listen = (name: string) => target.addEventListener(name, () => events.push(name));
  let connection: Reachability = REACHABLE;
  /** How many times an action asked at once whether the server is back. */
  let probes = 0;
  const ctx: ActionContext = {
    client,
    events: target,
    mutate,
    reachability: {
      get: () => connection,
      probeNow: () => {
        probes += 1;
      },
    },
    confirm: async (question) => {
      questions.push(question);
      return answers.shift() ?? false;
    },
    notify: {
      success: (message) => toasts.push({ kind: 'success', message }),
      error: (message) => toasts.push({ kind: 'error', message }),
      info: (message) => toasts.push({ kind: 'info', message }),
    },
  };
  /** The requests as 'METHOD /path'. */
  const calls = () => wire.map((c) => `${c.method} ${c.path}`);
  /** From now on the server is known to be unreachable (since `since`, epoch ms). */
  const loseServer = (since = Date.now()) => {
    connection = { ...REACHABLE, failingSince: since, failures: 2, unreachableSince: since };
  };
  return {
    mock,
    ctx,
    wire,
    rawBodies,
    questions,
    toasts,
    events,
    listen,
    calls,
    loseServer,
    probes: () => probes,
  };
}
