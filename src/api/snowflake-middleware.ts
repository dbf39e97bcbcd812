import type { Middleware } from 'openapi-fetch';
import { mayHoldSnowflakes, parseJson } from '@/lib/snowflake-json';

/**
 * Chat-platform ids arrive as JSON number literals (openapi `Snowflake`), which openapi-fetch's
 * `JSON.parse` would round. An answer whose text names such a field is read here losslessly and
 * handed on with the ids as JSON strings of digits, which is what the generated types say; every
 * other answer passes untouched. An answer that is not JSON passes too, for openapi-fetch to
 * report as it always does.
 */
export const snowflakeMiddleware: Middleware = {
  async onResponse({ response }) {
    if (!response.headers.get('Content-Type')?.includes('json')) return undefined;
    const text = await response.clone().text();
    if (!mayHoldSnowflakes(text)) return undefined;
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
