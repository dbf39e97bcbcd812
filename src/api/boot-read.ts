/**
 * A read the boot script starts before the app's code has arrived (the instance page's first
 * track answer, src/app/boot/early-cover.ts), handed to the app's client when it asks for the very
 * same request: same address, same session token, a GET. It is taken once. The app drops it once
 * the route that asks for it has asked (src/app/routes/instance/preload-instance-data.ts), so an
 * answer never waits to be taken later as if it were new. The boot script and the app are two
 * bundles: the read waits on the window, under a key of its own.
 */

const SLOT = Symbol.for('bot-dashboard:boot-read');

interface BootRead {
  url: string;
  authorization: string;
  response: Promise<Response>;
}

type Holder = { [SLOT]?: BootRead };
const holder = () => globalThis as Holder;

/** Boot: sends the GET now with the session's bearer token, and keeps it for the app's client. */
export function startBootRead(url: string, token: string): Promise<Response> {
  const authorization = `Bearer ${token}`;
  const response = fetch(url, {
    headers: { Accept: 'application/json', Authorization: authorization },
  });
  holder()[SLOT] = { url, authorization, response };
  // A failure nobody takes is not an unhandled rejection; the client that takes it sees it.
  response.catch(() => undefined);
  return response;
}

/** The app's client: the boot script's answer when `request` is that very request, once. */
export function takeBootRead(request: Request): Promise<Response> | undefined {
  const read = holder()[SLOT];
  if (
    read === undefined ||
    request.method !== 'GET' ||
    request.url !== read.url ||
    request.headers.get('Authorization') !== read.authorization
  ) {
    return undefined;
  }
  dropBootRead();
  return read.response;
}

/** Nobody took it in time: later requests go to the network. */
export function dropBootRead(): void {
  delete holder()[SLOT];
}
