/** The content codings this project sends: brotli, else gzip. */
export type ContentCoding = 'br' | 'gzip';

/**
 * The coding to answer a request's Accept-Encoding with: brotli when accepted, then gzip, else
 * none (a `q=0` refuses a coding). Shared by the mock's answers (mock-api/compress-answers.ts)
 * and the preview's precompressed files (scripts/vite-plugins/precompressed-assets.ts).
 */
export function chooseEncoding(acceptEncoding: string | null | undefined): ContentCoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p)))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}
