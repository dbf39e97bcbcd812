/**
 * JSON that carries chat-platform ids without losing a digit. On the wire (the spec, and so a
 * real backend) `discordChannelId` and `discordGuildId` are JSON number literals; in the app they
 * are strings of digits (`snowflake.ts`). `JSON.stringify` would quote them and `JSON.parse`
 * would round any literal above 2^53, so bodies are written here with the digits as literals,
 * and answers that name such a field are read by `snowflake-json-read.ts`.
 *
 * The fields are known by name wherever they sit in a document: the contract has no other field
 * of those names. This file has no dependency: it is on every page's first load.
 */
import { isSnowflake } from './snowflake';

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

function write(key: string, input: unknown): string | undefined {
  let value = input;
  if (typeof value === 'object' && value !== null && 'toJSON' in value) {
    const { toJSON } = value as { toJSON: unknown };
    if (typeof toJSON === 'function') value = (toJSON as (key: string) => unknown).call(value, key);
  }
  if (SNOWFLAKE_FIELDS.has(key) && value !== undefined) {
    if (isSnowflake(value)) return value; // the digits are the literal
    throw new TypeError(`${key} must be a string of 1 to 20 digits, got ${String(value)}`);
  }
  if (Array.isArray(value)) {
    return `[${value.map((item, index) => write(String(index), item) ?? 'null').join(',')}]`;
  }
  if (typeof value === 'object' && value !== null) {
    const members: string[] = [];
    for (const [name, item] of Object.entries(value)) {
      const written = write(name, item);
      if (written !== undefined) members.push(`${JSON.stringify(name)}:${written}`);
    }
    return `{${members.join(',')}}`;
  }
  // Strings, numbers, booleans and null as JSON.stringify writes them; nothing for undefined.
  return JSON.stringify(value) as string | undefined;
}

/**
 * `JSON.stringify`, except that a snowflake field holding canonical digits (`isSnowflake`) is
 * written as a number literal with exactly those digits. Any other value under a snowflake
 * field is a bug of the caller (the forms only hand over canonical digits) and throws, rather
 * than send the server something the contract does not allow.
 */
export function stringifyJson(value: unknown): string {
  const text = write('', value);
  if (text === undefined) throw new TypeError('Nothing to write as JSON');
  return text;
}
