import type { Middleware } from 'openapi-fetch';

/**
 * Liberal in what we read: an action answered 2xx with no JSON (an empty body without
 * Content-Length, whitespace, or a bare "OK" as many backends send) is a success with no data,
 * not a JSON syntax error. Only calls that change something are looked at; reads (GET) pass
 * untouched, so the 1 s polls and downloads are never read twice.
 */
export const lenientMiddleware: Middleware = {
  async onResponse({ request, response }) {
    if (request.method === 'GET' || !response.ok || response.status === 204) return undefined;
    if (response.headers.get('Content-Length') === '0') return undefined;
    const text = await response.clone().text();
    if (isJson(text)) return undefined;
    const headers = new Headers(response.headers);
    headers.set('Content-Length', '0');
    headers.delete('Transfer-Encoding');
    const empty = new Response(null, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
    Object.defineProperty(empty, 'url', { value: response.url });
    return empty;
  },
};

function isJson(text: string): boolean {
  if (text.trim() === '') return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
