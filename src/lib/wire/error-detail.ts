/**
 * What an error answer says, whatever shape it has: our contract's `{message}`, ASP.NET's
 * ProblemDetails (`application/problem+json`: `detail`, `title`, `errors` as a map of field to
 * messages), a plain text body, or nothing at all. Null when it says nothing a person can read
 * (no body, an HTML error page), so nothing shows "undefined". An action's failure toast is the
 * spec's own words; this goes to the console, and under an admin form or into a login-code toast.
 */
const MAX_DETAIL_LENGTH = 200;

function readable(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '' || text.startsWith('<')) return null;
  return text.length > MAX_DETAIL_LENGTH ? `${text.slice(0, MAX_DETAIL_LENGTH - 1)}…` : text;
}

function firstError(errors: unknown): string | null {
  if (Array.isArray(errors)) {
    for (const item of errors) {
      const text = readable(item) ?? readable((item as { message?: unknown } | null)?.message);
      if (text !== null) return text;
    }
    return null;
  }
  if (typeof errors === 'object' && errors !== null) {
    for (const messages of Object.values(errors)) {
      const text = firstError(Array.isArray(messages) ? messages : [messages]);
      if (text !== null) return text;
    }
  }
  return null;
}

export function errorDetail(body: unknown): string | null {
  if (typeof body === 'string') return readable(body);
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  return (
    readable(record.message) ??
    readable(record.detail) ??
    firstError(record.errors) ??
    readable(record.title)
  );
}
