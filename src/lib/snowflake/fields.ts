/**
 * The fields that carry chat-platform ids (snowflakes, `id.ts`): number literals on the
 * wire, strings of digits in the app. They are known by name wherever they sit in a document:
 * the contract has no other field of those names. This file is on every page's first load; the
 * codec that converts them (`json.ts`) is loaded only when a text names one.
 */
export const SNOWFLAKE_FIELDS: ReadonlySet<string> = new Set([
  'discordChannelId',
  'discordGuildId',
]);

/**
 * Whether `text` names a snowflake field as every JSON serializer writes it (none escapes ASCII
 * letters). A cheap test for the hot path: a 10,000-track queue is read every second, and a
 * backend that escapes non-ASCII text would otherwise send every one down the slow path.
 */
export function namesSnowflakeField(text: string): boolean {
  for (const field of SNOWFLAKE_FIELDS) if (text.includes(`"${field}"`)) return true;
  return false;
}

/**
 * Whether `text` holds an integer literal too long for a JavaScript number (16 digits or more)
 * as a value: a backend that writes any other id (`discordId`, a user's id) as a JSON number. Such
 * a text is read losslessly too, and the literal reaches the app as its digits.
 */
const LONG_INTEGER = /[:,[]\s*-?\d{16,}\s*[,\]}]/;
/** Ids the contract types as strings of digits; a backend may write them as numbers of any size. */
export const STRING_ID_FIELDS: ReadonlySet<string> = new Set(['discordId']);
const NUMERIC_STRING_ID = /"discordId"\s*:\s*\d/;
export function holdsLongInteger(text: string): boolean {
  return LONG_INTEGER.test(text) || NUMERIC_STRING_ID.test(text);
}
