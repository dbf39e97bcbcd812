/**
 * The fields that carry chat-platform ids (snowflakes, `snowflake.ts`): number literals on the
 * wire, strings of digits in the app. They are known by name wherever they sit in a document:
 * the contract has no other field of those names. This file is on every page's first load; the
 * codec that converts them (`snowflake-json.ts`) is loaded only when a text names one.
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
