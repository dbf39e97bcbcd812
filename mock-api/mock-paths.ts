/** The URL prefixes the mock answers; everything else belongs to the app. No imports on purpose:
 * the Vite plugin reads this without loading the mock. */
export const MOCK_PREFIXES = ['/api/', '/mock-oauth/', '/mock-assets/', '/mock-panel/'] as const;

/**
 * Test control of the worlds (mock-api/test-worlds.ts). Answered only when the mock is mounted
 * with MOCK_TEST_WORLDS=on, which only the Playwright configs set.
 */
export const TEST_WORLDS_PREFIX = '/mock-test/';

export function isMockPath(pathname: string): boolean {
  return MOCK_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}
