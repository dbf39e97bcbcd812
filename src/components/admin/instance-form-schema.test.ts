import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  capitalise,
  createInstanceSchema,
  editInstanceSchema,
  maxMessage,
  numberMessage,
  requiredMessage,
  toEditInput,
} from './instance-form-schema';

/** The first message per field, as the form resolver shows it. */
function messages(result: {
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}): Record<string, string> {
  const first: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) first[String(issue.path[0])] ??= issue.message;
  return first;
}

describe('instance form validation', () => {
  it('requires every create field and reads ids as numbers', () => {
    expect(
      messages(
        createInstanceSchema.safeParse({ name: '', discordChannelId: '', discordGuildId: ' ' }),
      ),
    ).toEqual({
      name: 'Name is a required field',
      discordChannelId: 'Discord Channel ID is a required field',
      discordGuildId: 'Discord Guild ID is a required field',
    });
    expect(
      messages(
        createInstanceSchema.safeParse({
          name: 'x',
          discordChannelId: '12a',
          discordGuildId: '-1',
        }),
      ),
    ).toEqual({
      discordChannelId: 'Discord Channel ID must be a number type',
      discordGuildId: 'Discord Guild ID must be a number type',
    });
    expect(
      createInstanceSchema.parse({
        name: 'Rooftop',
        discordChannelId: ' 1212 ',
        discordGuildId: '4242',
      }),
    ).toEqual({ name: 'Rooftop', discordChannelId: '1212', discordGuildId: '4242' });
  });

  it('keeps every digit of ids up to 18446744073709551615, and says when one is too big', () => {
    const read = (channel: string) =>
      createInstanceSchema.safeParse({ name: 'x', discordChannelId: channel, discordGuildId: '1' });
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }),
        fc.constantFrom('', ' ', '\n', ' \t'),
        (id, space) => {
          expect(read(`${space}${id}${space}`).data?.discordChannelId).toBe(String(id));
        },
      ),
    );
    expect(read('1234567890123456789').data?.discordChannelId).toBe('1234567890123456789');
    expect(read('00042').data?.discordChannelId).toBe('42');
    for (const big of ['18446744073709551616', '99999999999999999999', '123456789012345678901']) {
      expect(messages(read(big))).toEqual({
        discordChannelId: 'Discord Channel ID must be less than or equal to 18446744073709551615',
      });
    }
    expect(maxMessage('discordGuildId')).toBe(
      'Discord Guild ID must be less than or equal to 18446744073709551615',
    );
  });

  it('requires every edit field; blank text is empty, secrets keep their spaces', () => {
    const filled = toEditInput({
      name: 'n',
      discordToken: 't',
      discordChannelId: '1119985014290841607',
      discordGuildId: 2, // a backend that sends a small id as a number still fills the form
      discordNickname: 'nick',
      spotifyUsername: 'u',
      spotifyPassword: ' p w ',
      spotifyClientId: 'c',
      spotifyClientSecret: 's',
    });
    expect(filled.discordChannelId).toBe('1119985014290841607');
    expect(filled.discordGuildId).toBe('2');
    expect(editInstanceSchema.parse(filled).spotifyPassword).toBe(' p w ');
    const errors = messages(
      editInstanceSchema.safeParse({ ...filled, discordToken: '   ', spotifyClientSecret: '' }),
    );
    expect(errors).toEqual({
      discordToken: 'Discord Token is a required field',
      spotifyClientSecret: 'Spotify Client Secret is a required field',
    });
  });

  it('capitalises the first letter of each message', () => {
    expect(capitalise('name is a required field')).toBe('Name is a required field');
    expect(capitalise('')).toBe('');
    expect(requiredMessage('spotifyUsername')).toBe('Spotify Username is a required field');
    expect(numberMessage('discordGuildId')).toBe('Discord Guild ID must be a number type');
  });
});
