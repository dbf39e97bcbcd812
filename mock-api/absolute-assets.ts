/**
 * The mock's images (/mock-assets/…) are paths of its own origin. Mounted on the app's origin
 * that is where the app finds them; the standalone server (`npm run mock-api`) is on another
 * origin, so there its /api answers name them in full, as a real backend names its CDN's images.
 */
import type { MiddlewareHandler } from 'hono';

export function absoluteAssetUrls(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!(c.res.headers.get('content-type') ?? '').includes('json')) return;
    const text = await c.res.text();
    const origin = new URL(c.req.url).origin;
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    c.res = new Response(text.replaceAll('"/mock-assets/', `"${origin}/mock-assets/`), {
      status: c.res.status,
      statusText: c.res.statusText,
      headers,
    });
  };
}
