import type { Middleware } from 'openapi-fetch';
import { holdsLongInteger, namesSnowflakeField } from '@/lib/snowflake/fields';
import { loadChunk } from '@/lib/scheduling/load-chunk';

/** The codec, loaded on the first text that names an id field (only admin screens meet one). */
const codec = () => loadChunk(() => import('@/lib/snowflake/json'));

/**
 * Chat-platform ids are strings of digits in the app and JSON number literals on the wire
 * (openapi `Snowflake`); neither side may pass through a JavaScript number, which keeps 15–16
 * digits of their 20. A body that names such a field is rewritten with the ids as literals
 * (openapi-fetch wrote them as JSON strings); an answer that names one is read losslessly and
 * handed on with the ids as JSON strings of digits, which is what the generated types say; so is
 * any other integer too long for a number (a `discordId` a backend writes as a number).
 * Everything else passes untouched (a key spelt with `\u` escapes, which no serializer writes
 * for ASCII letters, is not looked for: it would cost a second parse of every queue). An answer
 * that is not JSON passes too, for openapi-fetch to report as it always does.
 */
export const snowflakeMiddleware: Middleware = {
  async onRequest({ request }) {
    if (request.body === null) return undefined;
    const text = await request.clone().text();
    if (!namesSnowflakeField(text)) return undefined;
    const { parseJson, stringifyJson } = await codec();
    return new Request(request, { body: stringifyJson(parseJson(text)) });
  },

  async onResponse({ response }) {
    if (!response.headers.get('Content-Type')?.includes('json')) return undefined;
    const text = await response.clone().text();
    if (!namesSnowflakeField(text) && !holdsLongInteger(text)) return undefined;
    const { parseJson } = await codec();
    let rewritten: string;
    try {
      rewritten = JSON.stringify(parseJson(text));
    } catch {
      return undefined;
    }
    const headers = new Headers(response.headers);
    headers.delete('Content-Length'); // the quotes make it longer
    const answer = new Response(rewritten, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
    // A built Response has no URL; errors name it in their logs.
    Object.defineProperty(answer, 'url', { value: response.url });
    return answer;
  },
};
