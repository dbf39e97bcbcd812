/**
 * Validation of the admin instance forms (2-secondary §5): every field required, channel and
 * guild ids numbers. Messages follow the spec's defaults ("… is a required field", "… must be a
 * number type") with the first letter capitalised; an id above the largest the platform can
 * mint gets the same family's "… must be less than or equal to 18446744073709551615".
 *
 * Ids are chat-platform snowflakes of up to 20 digits: they stay strings of digits from the
 * input to the wire (src/lib/snowflake/id.ts), a JavaScript number would round them.
 */
import { z } from 'zod';
import { t } from '@/lib/i18n';
import { INSTANCE_FIELD_LABELS } from '@/lib/messages';
import { readSnowflake, type Snowflake, SNOWFLAKE_MAX } from '@/lib/snowflake/id';

export { INSTANCE_FIELD_LABELS };

export type InstanceField = keyof typeof INSTANCE_FIELD_LABELS;

/** The fields that start masked, with a show/hide toggle. */
export const SECRET_FIELDS: ReadonlySet<InstanceField> = new Set([
  'discordToken',
  'spotifyUsername',
  'spotifyPassword',
  'spotifyClientId',
  'spotifyClientSecret',
]);

/** The chat-platform ids: digits only, up to 20 of them. */
export const SNOWFLAKE_FIELDS: ReadonlySet<InstanceField> = new Set([
  'discordChannelId',
  'discordGuildId',
]);

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function requiredMessage(field: InstanceField): string {
  return capitalise(t('admin.requiredField', { field: t(INSTANCE_FIELD_LABELS[field]) }));
}

export function numberMessage(field: InstanceField): string {
  return capitalise(t('admin.numberField', { field: t(INSTANCE_FIELD_LABELS[field]) }));
}

export function maxMessage(field: InstanceField): string {
  return capitalise(
    t('admin.maxField', { field: t(INSTANCE_FIELD_LABELS[field]), max: String(SNOWFLAKE_MAX) }),
  );
}

/**
 * Any non-blank text, sent as typed (a password may have spaces). The schemas are built when
 * the module loads, so each message is a function: worded in the active language when it shows.
 */
const text = (field: InstanceField) =>
  z.string().refine((value) => value.trim() !== '', { error: () => requiredMessage(field) });

/**
 * A chat-platform id: digits (spaces around them dropped, leading zeros too), at most
 * 18446744073709551615, handed on as the string of its digits.
 */
const snowflake = (field: InstanceField) =>
  z.string().transform((text, context): Snowflake => {
    const reading = readSnowflake(text);
    if (reading.ok) return reading.value;
    const message = {
      empty: requiredMessage(field),
      'not-digits': numberMessage(field),
      'too-big': maxMessage(field),
    }[reading.reason];
    context.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

export const createInstanceSchema = z.object({
  name: text('name'),
  discordChannelId: snowflake('discordChannelId'),
  discordGuildId: snowflake('discordGuildId'),
});

export const editInstanceSchema = createInstanceSchema.extend({
  discordToken: text('discordToken'),
  discordNickname: text('discordNickname'),
  spotifyUsername: text('spotifyUsername'),
  spotifyPassword: text('spotifyPassword'),
  spotifyClientId: text('spotifyClientId'),
  spotifyClientSecret: text('spotifyClientSecret'),
});

/** What the inputs hold (text) and what is sent (ids as canonical digits). */
export type CreateInstanceInput = z.input<typeof createInstanceSchema>;
export type CreateInstanceValues = z.output<typeof createInstanceSchema>;
export type EditInstanceInput = z.input<typeof editInstanceSchema>;
export type EditInstanceValues = z.output<typeof editInstanceSchema>;

/**
 * The edit form's inputs from the server's values. Every field is untrusted text: anything that
 * is not a string (a backend that sends an id as a number, or nothing) shows as its text.
 */
export function toEditInput(values: {
  [K in keyof EditInstanceValues]: unknown;
}): EditInstanceInput {
  const text = (value: unknown) => (typeof value === 'string' ? value : String(value ?? ''));
  return {
    name: text(values.name),
    discordToken: text(values.discordToken),
    discordChannelId: text(values.discordChannelId),
    discordGuildId: text(values.discordGuildId),
    discordNickname: text(values.discordNickname),
    spotifyUsername: text(values.spotifyUsername),
    spotifyPassword: text(values.spotifyPassword),
    spotifyClientId: text(values.spotifyClientId),
    spotifyClientSecret: text(values.spotifyClientSecret),
  };
}
