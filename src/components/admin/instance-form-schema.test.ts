import { describe, expect, it } from 'vitest';
import {
  capitalise,
  createInstanceSchema,
  editInstanceSchema,
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
    ).toEqual({ name: 'Rooftop', discordChannelId: 1212, discordGuildId: 4242 });
  });

  it('requires every edit field; blank text is empty, secrets keep their spaces', () => {
    const filled = toEditInput({
      name: 'n',
      discordToken: 't',
      discordChannelId: 900000000000000000,
      discordGuildId: 2,
      discordNickname: 'nick',
      spotifyUsername: 'u',
      spotifyPassword: ' p w ',
      spotifyClientId: 'c',
      spotifyClientSecret: 's',
    });
    expect(filled.discordChannelId).toBe('900000000000000000');
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
