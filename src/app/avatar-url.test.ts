import { describe, expect, it } from 'vitest';
import { avatarUrl, defaultAvatarIndex } from './avatar-url';

describe('avatarUrl', () => {
  it("uses the platform's path shape when the user id is known", () => {
    expect(avatarUrl({ discordAvatarHash: 'abc', discordId: '42' }, 'https://cdn.example')).toBe(
      'https://cdn.example/avatars/42/abc.png',
    );
  });
  it('falls back to the hash alone', () => {
    expect(avatarUrl({ discordAvatarHash: 'abc' }, '/mock-assets')).toBe(
      '/mock-assets/avatars/abc.png',
    );
  });
  it('encodes server text so it cannot leave the path', () => {
    expect(avatarUrl({ discordAvatarHash: '../x?y', discordId: 'a/b' }, 'h')).toBe(
      'h/avatars/a%2Fb/..%2Fx%3Fy.png',
    );
  });

  it("gives a user without a hash the platform's default avatar, not an initial", () => {
    // Priya #5555 of the mock: 5555 % 5 = 0.
    expect(
      avatarUrl({ discordAvatarHash: null, discordDiscriminator: '5555' }, 'https://cdn.example'),
    ).toBe('https://cdn.example/embed/avatars/0.png');
    expect(avatarUrl({ discordAvatarHash: null, discordDiscriminator: '0001' }, '/m')).toBe(
      '/m/embed/avatars/1.png',
    );
    // A new username (discriminator "0"): by the id. 80351110224678912 >> 22 = 19157197529, % 6 = 5.
    expect(
      avatarUrl(
        { discordAvatarHash: null, discordDiscriminator: '0', discordId: '80351110224678912' },
        '/m',
      ),
    ).toBe('/m/embed/avatars/5.png');
  });

  it('falls back to the initial only when the default cannot be known', () => {
    expect(avatarUrl({ discordAvatarHash: null, discordDiscriminator: '0' })).toBeUndefined();
    expect(avatarUrl({ discordAvatarHash: null })).toBeUndefined();
  });
});

describe('defaultAvatarIndex', () => {
  it('is discriminator % 5 for legacy users, whatever their id', () => {
    for (const [discriminator, index] of [
      ['0001', 1],
      ['4242', 2],
      ['1234', 4],
      ['0420', 0],
      ['9999', 4],
    ] as const) {
      expect(defaultAvatarIndex(discriminator, '80351110224678912')).toBe(index);
    }
  });
  it('is (id >> 22) % 6 for new usernames, exact beyond 2^53', () => {
    expect(defaultAvatarIndex('0', '80351110224678912')).toBe(5);
    expect(defaultAvatarIndex(null, String((12345n << 22n) + 4194303n))).toBe(12345 % 6);
    // (2^64 - 1) >> 22 = 4398046511103, % 6 = 3 (as a float it would round).
    expect(defaultAvatarIndex('0', '18446744073709551615')).toBe(3);
  });
  it('is unknown without a usable discriminator or id', () => {
    expect(defaultAvatarIndex('0', null)).toBeNull();
    expect(defaultAvatarIndex('0', 'not-an-id')).toBeNull();
  });
});
