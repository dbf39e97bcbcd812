/**
 * The instance page's first track-load request, started by the first-screen boot script
 * (src/app/boot/first-screen.ts) before the entry has arrived (issue #32: the data starts
 * with the route). The script leaves it on `window`; the app's client hands its answer to the
 * page's own first request when, and only when, that request is the very same one (method, URL
 * and every header), and only to the client's first request of the page load: anything asked
 * before it means the script's answer is not the first screen's, and it is dropped unread.
 */

/** What the first-screen boot script leaves on `window`. */
export interface FirstScreenRequest {
  method: string;
  url: string;
  /** Header names in lower case, as `Headers` gives them. */
  headers: Record<string, string>;
  response: Promise<Response>;
}

/** The global the first-screen script writes. */
export const FIRST_SCREEN_REQUEST = '__firstScreenTrackLoad';

type Holder = { [FIRST_SCREEN_REQUEST]?: FirstScreenRequest };

function sameHeaders(request: Request, expected: Record<string, string>): boolean {
  const sent: [string, string][] = [];
  request.headers.forEach((value, name) => sent.push([name, value]));
  return (
    sent.length === Object.keys(expected).length &&
    sent.every(([name, value]) => expected[name] === value)
  );
}

/** `response`, rejected as fetch would be when `signal` aborts first. */
function abortable(response: Promise<Response>, signal: AbortSignal): Promise<Response> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * Called with every request the client sends: the first-screen answer for the first request if
 * it is the same request, else undefined (and the held answer is dropped after the first call).
 */
export function takeFirstScreenAnswer(
  request: Request,
  holder: Holder = globalThis as Holder,
): Promise<Response> | undefined {
  const early = holder[FIRST_SCREEN_REQUEST];
  if (early === undefined) return undefined;
  delete holder[FIRST_SCREEN_REQUEST];
  if (
    request.method !== early.method ||
    request.url !== early.url ||
    !sameHeaders(request, early.headers)
  ) {
    return undefined;
  }
  return abortable(early.response, request.signal);
}
