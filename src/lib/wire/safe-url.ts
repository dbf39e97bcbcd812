/**
 * Server text is untrusted: only web addresses may reach an `href` or `src`.
 *
 * Accepted:
 * - absolute `http:` and `https:` URLs without embedded credentials (`user:pass@host` is a
 *   phishing trick and never needed for cover art or links), returned normalised (`url.href`);
 * - same-origin paths starting with exactly one `/` (the mock backend serves generated cover art
 *   from its own origin), returned normalised as path + query + hash.
 *
 * Refused (`undefined`): anything not a string, `javascript:`, `data:`, `blob:`, `file:`, …,
 * protocol-relative `//host` (and its disguises `/\host`, `/\t/host`, which browsers read as
 * `//host`), bare words, and text that does not parse.
 */
export function safeHttpUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text === '') return undefined;
  if (text.startsWith('/')) return sameOriginPath(text);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username !== '' || url.password !== '' || url.hostname === '') return undefined;
  return url.href;
}

// Any origin works as the probe: a path that stays on it is same-origin wherever we run.
const PROBE_ORIGIN = 'http://same-origin.invalid';

function sameOriginPath(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text, PROBE_ORIGIN);
  } catch {
    return undefined;
  }
  // The parser strips tabs/newlines and turns `\` into `/`, so check what it resolved to.
  if (url.origin !== PROBE_ORIGIN) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('//') ? undefined : path;
}
