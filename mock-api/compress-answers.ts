/**
 * The mock's answers compressed as a real server sends them, so the app is measured and tested over
 * the bytes a phone would get: brotli or gzip, chosen by the request's Accept-Encoding, for
 * text-like answers (JSON, HTML, SVG, text) of at least MIN_BYTES. Wrapped around the mock's fetch
 * by every mount that serves HTTP (Vite dev and preview, the standalone server); MSW answers inside
 * the page, where nothing goes over a wire. Brotli at quality 5 and gzip at level 6: what servers
 * use for answers made per request (the highest levels cost the server more time than they save on
 * the wire).
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chooseEncoding } from '../src/lib/wire/accept-encoding.ts';

/** Below this a compressed answer saves less than its headers cost. */
export const MIN_BYTES = 1024;

const COMPRESSIBLE = /^(application\/(json|javascript|xml)|text\/|image\/svg\+xml)/i;

function compressible(response: Response): boolean {
  if (response.body === null || response.headers.has('Content-Encoding')) return false;
  if (response.status === 204 || response.status === 206) return false;
  return COMPRESSIBLE.test(response.headers.get('Content-Type') ?? '');
}

/** `response`, compressed for `request` when it is worth it; otherwise `response` itself. */
async function compressAnswer(request: Request, response: Response): Promise<Response> {
  const encoding = chooseEncoding(request.headers.get('Accept-Encoding'));
  if (encoding === null || request.method === 'HEAD' || !compressible(response)) return response;
  const raw = new Uint8Array(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  headers.append('Vary', 'Accept-Encoding');
  const init = { status: response.status, statusText: response.statusText, headers };
  if (raw.byteLength < MIN_BYTES) return new Response(raw, init);
  const body =
    encoding === 'br'
      ? brotliCompressSync(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 5,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.byteLength,
          },
        })
      : gzipSync(raw, { level: 6 });
  headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(body.byteLength));
  return new Response(new Uint8Array(body), init);
}

/** The mock's fetch with compressed answers. */
export function withCompressedAnswers(
  fetch: (request: Request) => Promise<Response> | Response,
): (request: Request) => Promise<Response> {
  return async (request) => compressAnswer(request, await fetch(request));
}
