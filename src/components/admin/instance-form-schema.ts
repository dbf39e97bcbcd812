/**
 * Validation of the admin instance forms (2-secondary §5): every field required, channel and
 * guild ids numbers. Messages follow the spec's defaults ("… is a required field", "… must be a
 * number type") with the first letter capitalised.
 */
import { z } from 'zod';

export const INSTANCE_FIELD_LABELS = {
  name: 'Name',
  discordToken: 'Discord Token',
  discordChannelId: 'Discord Channel ID',
  discordGuildId: 'Discord Guild ID',
  discordNickname: 'Discord Nickname',
  spotifyUsername: 'Spotify Username',
  spotifyPassword: 'Spotify Password',
  spotifyClientId: 'Spotify Client ID',
  spotifyClientSecret: 'Spotify Client Secret',
} as const;

export type InstanceField = keyof typeof INSTANCE_FIELD_LABELS;

/** The fields that start masked, with a show/hide toggle. */
export const SECRET_FIELDS: ReadonlySet<InstanceField> = new Set([
  'discordToken',
  'spotifyUsername',
  'spotifyPassword',
  'spotifyClientId',
  'spotifyClientSecret',
]);

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function requiredMessage(field: InstanceField): string {
  return capitalise(`${INSTANCE_FIELD_LABELS[field]} is a required field`);
}

export function numberMessage(field: InstanceField): string {
  return capitalise(`${INSTANCE_FIELD_LABELS[field]} must be a number type`);
}

/** Any non-blank text, sent as typed (a password may have spaces). */
const text = (field: InstanceField) =>
  z.string().refine((value) => value.trim() !== '', requiredMessage(field));

/** A chat-platform id: digits only, sent as a number. */
const numeric = (field: InstanceField) =>
  z
    .string()
    .trim()
    .min(1, requiredMessage(field))
    .regex(/^\d+$/, numberMessage(field))
    .transform(Number);

export const createInstanceSchema = z.object({
  name: text('name'),
  discordChannelId: numeric('discordChannelId'),
  discordGuildId: numeric('discordGuildId'),
});

export const editInstanceSchema = createInstanceSchema.extend({
  discordToken: text('discordToken'),
  discordNickname: text('discordNickname'),
  spotifyUsername: text('spotifyUsername'),
  spotifyPassword: text('spotifyPassword'),
  spotifyClientId: text('spotifyClientId'),
  spotifyClientSecret: text('spotifyClientSecret'),
});

/** What the inputs hold (text) and what is sent (ids as numbers). */
export type CreateInstanceInput = z.input<typeof createInstanceSchema>;
export type CreateInstanceValues = z.output<typeof createInstanceSchema>;
export type EditInstanceInput = z.input<typeof editInstanceSchema>;
export type EditInstanceValues = z.output<typeof editInstanceSchema>;

/** The edit form's inputs from the server's values (numbers shown as digits). */
export function toEditInput(values: {
  [K in keyof EditInstanceValues]: EditInstanceValues[K] | string;
}): EditInstanceInput {
  return {
    name: values.name,
    discordToken: values.discordToken,
    discordChannelId: String(values.discordChannelId),
    discordGuildId: String(values.discordGuildId),
    discordNickname: values.discordNickname,
    spotifyUsername: values.spotifyUsername,
    spotifyPassword: values.spotifyPassword,
    spotifyClientId: values.spotifyClientId,
    spotifyClientSecret: values.spotifyClientSecret,
  };
}
