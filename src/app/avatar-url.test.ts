import { describe, expect, it } from 'vitest';
import { avatarUrl } from './avatar-url';

describe('avatarUrl', () => {
  it("uses the platform's path shape when the user id is known", () => {
    expect(avatarUrl({ discordAvatarHash: 'abc', discordId: '42' }, 'https://cdn.example')).toBe(
      'https://cdn.example/avatars/42/abc.png',
    );
  });
  it('falls back to the hash alone, and to nothing without a hash', () => {
    expect(avatarUrl({ discordAvatarHash: 'abc' }, '/mock-assets')).toBe(
      '/mock-assets/avatars/abc.png',
    );
    expect(avatarUrl({ discordAvatarHash: null, discordId: '42' })).toBeUndefined();
  });
  it('encodes server text so it cannot leave the path', () => {
    expect(avatarUrl({ discordAvatarHash: '../x?y', discordId: 'a/b' }, 'h')).toBe(
      'h/avatars/a%2Fb/..%2Fx%3Fy.png',
    );
  });
});
