// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { checkOAuthState, clearOAuthState, createOAuthState } from './oauth-state';

afterEach(() => sessionStorage.clear());

describe('OAuth state', () => {
  it('accepts the value this tab sent, until it is cleared', () => {
    const state = createOAuthState();
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    expect(checkOAuthState(state)).toBe(true);
    // Checked twice (React's development double effects): still the same answer.
    expect(checkOAuthState(state)).toBe(true);
    clearOAuthState();
    expect(checkOAuthState(state)).toBe(false);
  });

  it('refuses a different or missing value when one was sent', () => {
    createOAuthState();
    expect(checkOAuthState('forged')).toBe(false);
    expect(checkOAuthState(null)).toBe(false);
  });

  it('accepts a code with no state when none was sent (a direct sign-in link)', () => {
    expect(checkOAuthState(null)).toBe(true);
  });
});
