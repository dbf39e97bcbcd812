/**
 * JSON that carries chat-platform ids without losing a digit. On the wire (the spec, and so a
 * real backend) `discordChannelId` and `discordGuildId` are JSON number literals; in the app they
 * are strings of digits (`id.ts`). `JSON.stringify` would quote them and `JSON.parse`
 * would round any literal above 2^53 (and Node 20 has no reviver source text), so texts that
 * name such a field are read with lossless-json and written here with the digits as literals.
 * The app loads this file only when a request or an answer names an id field; the mock and the
 * tests import it.
 */
import { isLosslessNumber, type LosslessNumber, parse } from 'lossless-json';
import { isSnowflake } from './id';
import {
  holdsLongInteger,
  namesSnowflakeField,
  SNOWFLAKE_FIELDS,
  STRING_ID_FIELDS,
} from './fields';

/** A number literal exactly as it was written (`literal.value` is its source text). */
export type NumberLiteral = LosslessNumber;
export const isNumberLiteral = (value: unknown): value is NumberLiteral => isLosslessNumber(value);

type SnowflakeLiterals = 'digits' | 'literals';

function isLongInteger(literal: string): boolean {
  return /^-?\d+$/.test(literal) && !Number.isSafeInteger(Number(literal));
}

function read(text: string, snowflakes: SnowflakeLiterals): unknown {
  // A key can also hide behind `\u` escapes: any escape takes the lossless path too.
  if (!namesSnowflakeField(text) && !holdsLongInteger(text) && !text.includes('\\u')) {
    return JSON.parse(text);
  }
  return parse(
    text,
    (key, value) => {
      if (!isLosslessNumber(value)) return value;
      if (!SNOWFLAKE_FIELDS.has(key)) {
        // Any other integer a number cannot hold is an id (`discordId`): its digits, every one.
        if (snowflakes === 'digits' && (STRING_ID_FIELDS.has(key) || isLongInteger(value.value))) {
          return value.value;
        }
        return Number(value.value); // what JSON.parse makes of it
      }
      return snowflakes === 'digits' ? value.value : value;
    },
    // The last of duplicate keys wins, as with JSON.parse.
    { onDuplicateKey: ({ newValue }) => newValue },
  );
}

/**
 * `JSON.parse`, except that a number literal under a snowflake field comes back as its source
 * text, digit for digit (`1234567890123456789` → "1234567890123456789"). A field that already is
 * a string stays as it is; the forms check what they show. Throws SyntaxError on bad JSON.
 */
export function parseJson(text: string): unknown {
  return read(text, 'digits');
}

/**
 * For a strict reader (the mock backend): snowflake number literals come back as
 * `NumberLiteral`s, so a quoted id (a string) can be told from a number and refused.
 */
export function parseJsonKeepingLiterals(text: string): unknown {
  return read(text, 'literals');
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
