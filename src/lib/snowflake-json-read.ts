/**
 * Reads JSON whose chat-platform ids are number literals of up to 20 digits (see
 * `snowflake-json.ts`) without rounding them: `JSON.parse` would, and Node 20 has no reviver
 * source text, so such texts are read with lossless-json. The app loads this file only when an
 * answer names an id field (it is not on the first load); the mock and the tests import it.
 */
import { isLosslessNumber, type LosslessNumber, parse } from 'lossless-json';
import { namesSnowflakeField, SNOWFLAKE_FIELDS } from './snowflake-json';

/** A number literal exactly as it was written (`literal.value` is its source text). */
export type NumberLiteral = LosslessNumber;
export const isNumberLiteral = (value: unknown): value is NumberLiteral => isLosslessNumber(value);

type SnowflakeLiterals = 'digits' | 'literals';

function read(text: string, snowflakes: SnowflakeLiterals): unknown {
  // A key can also hide behind `\u` escapes: any escape takes the lossless path too.
  if (!namesSnowflakeField(text) && !text.includes('\\u')) return JSON.parse(text);
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
