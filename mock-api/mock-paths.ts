/** The URL prefixes the mock answers; everything else belongs to the app. No imports on purpose:
 * the Vite plugin reads this without loading the mock. */
export const MOCK_PREFIXES = ['/api/', '/mock-oauth/', '/mock-assets/'] as const;

export function isMockPath(pathname: string): boolean {
  return MOCK_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}
