/**
 * JSON that carries chat-platform ids without losing a digit. On the wire (the spec, and so a
 * real backend) `discordChannelId` and `discordGuildId` are JSON number literals; in the app they
 * are strings of digits (`snowflake.ts`). `JSON.parse` would round any literal above 2^53, and
 * Node 20 has no reviver source text, so the answers that name such a field are read with
 * lossless-json, and bodies are written with it so the digits go out as a literal.
 *
 * The fields are known by name wherever they sit in a document: the contract has no other field
 * of those names.
 */
import { isLosslessNumber, LosslessNumber, parse, stringify } from 'lossless-json';
import { isSnowflake } from './snowflake';

export const SNOWFLAKE_FIELDS: ReadonlySet<string> = new Set([
  'discordChannelId',
  'discordGuildId',
]);

/** A number literal exactly as it was written (`literal.value` is its source text). */
export type NumberLiteral = LosslessNumber;
export const isNumberLiteral = (value: unknown): value is NumberLiteral => isLosslessNumber(value);

/**
 * Whether `text` may hold a snowflake field. A key can hide behind `\u` escapes, so any escape
 * sends the text down the lossless path too; everything else is read natively (a 10,000-track
 * queue is read every second).
 */
export function mayHoldSnowflakes(text: string): boolean {
  for (const field of SNOWFLAKE_FIELDS) if (text.includes(`"${field}"`)) return true;
  return text.includes('\\u');
}

type SnowflakeLiterals = 'digits' | 'literals';

function read(text: string, snowflakes: SnowflakeLiterals): unknown {
  if (!mayHoldSnowflakes(text)) return JSON.parse(text);
  return parse(
    text,
    (key, value) => {
      if (!isLosslessNumber(value)) return value;
      if (!SNOWFLAKE_FIELDS.has(key)) return Number(value.value); // what JSON.parse makes of it
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

/**
 * `JSON.stringify`, except that a snowflake field holding canonical digits (`isSnowflake`) is
 * written as a number literal with exactly those digits. Any other value under a snowflake
 * field is a bug of the caller (the forms only hand over canonical digits) and throws, rather
 * than send the server something the contract does not allow.
 */
export function stringifyJson(value: unknown): string {
  const text = stringify(value, (key, item) => {
    if (!SNOWFLAKE_FIELDS.has(key) || isNumberLiteral(item)) return item;
    if (isSnowflake(item)) return new LosslessNumber(item);
    throw new TypeError(`${key} must be a string of 1 to 20 digits, got ${String(item)}`);
  });
  if (text === undefined) throw new TypeError('Nothing to write as JSON');
  return text;
}
