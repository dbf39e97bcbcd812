import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SNOWFLAKE_MAX } from './id';
import { isNumberLiteral, parseJson, parseJsonKeepingLiterals, stringifyJson } from './json';

const snowflakeDigits = () => fc.bigInt({ min: 0n, max: BigInt(SNOWFLAKE_MAX) }).map(String);

describe('the wire boundary of chat-platform ids', () => {
  it('reads every id literal as exactly its digits', () => {
    fc.assert(
      fc.property(snowflakeDigits(), snowflakeDigits(), (channel, guild) => {
        const text = `{"name":"Rooftop","discordChannelId":${channel},"discordGuildId":${guild}}`;
        expect(parseJson(text)).toEqual({
          name: 'Rooftop',
          discordChannelId: channel,
          discordGuildId: guild,
        });
      }),
    );
  });

  it('writes the digits back as number literals, digit for digit', () => {
    fc.assert(
      fc.property(snowflakeDigits(), snowflakeDigits(), (channel, guild) => {
        const text = stringifyJson({ discordChannelId: channel, discordGuildId: guild });
        expect(text).toBe(`{"discordChannelId":${channel},"discordGuildId":${guild}}`);
        expect(parseJson(text)).toEqual({ discordChannelId: channel, discordGuildId: guild });
      }),
    );
  });

  it('keeps every digit of an id past 2^53, written and read', () => {
    expect(stringifyJson({ discordChannelId: '1234567890123456789' })).toBe(
      '{"discordChannelId":1234567890123456789}',
    );
    expect(stringifyJson({ discordGuildId: '9007199254740993' })).toBe(
      '{"discordGuildId":9007199254740993}',
    );
    expect(parseJson(`{"discordGuildId":${SNOWFLAKE_MAX}}`)).toEqual({
      discordGuildId: SNOWFLAKE_MAX,
    });
  });

  it('reads everything else exactly as JSON.parse does, on both paths', () => {
    // Integers too long for a number are ids and keep their digits (wire-numbers.test.ts).
    const ordinary = fc.jsonValue().filter((value) => !/\d{16,}/.test(JSON.stringify(value)));
    fc.assert(
      fc.property(ordinary, (value) => {
        const text = JSON.stringify(value);
        expect(parseJson(text)).toEqual(JSON.parse(text));
        // A snowflake key beside it sends the whole text down the lossless path.
        const beside = `{"v":${text},"discordGuildId":1}`;
        expect(parseJson(beside)).toEqual({ v: JSON.parse(text), discordGuildId: '1' });
      }),
    );
  });

  it('writes everything else exactly as JSON.stringify does', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(stringifyJson({ v: value })).toBe(JSON.stringify({ v: value }));
      }),
    );
  });

  it('writes what JSON.stringify drops or converts the same way', () => {
    const odd = {
      gone: undefined,
      list: [undefined, () => 1, Number.NaN, -0],
      when: new Date(0),
      nested: { toJSON: (key: string) => `was ${key}` },
    };
    expect(stringifyJson(odd)).toBe(JSON.stringify(odd));
    expect(stringifyJson({ discordGuildId: undefined, name: 'x' })).toBe('{"name":"x"}');
  });

  it('finds a key hidden behind escapes, and lets the last duplicate win', () => {
    expect(parseJson('{"discord\\u0043hannelId":18446744073709551615}')).toEqual({
      discordChannelId: '18446744073709551615',
    });
    expect(parseJson('{"discordGuildId":1,"discordGuildId":2}')).toEqual({ discordGuildId: '2' });
  });

  it('leaves quoted ids as they came; the strict reader tells literals from strings', () => {
    expect(parseJson('{"discordGuildId":"12"}')).toEqual({ discordGuildId: '12' });
    const strict = parseJsonKeepingLiterals(
      '{"discordChannelId":12345678901234567890,"discordGuildId":"12","volume":50}',
    ) as Record<string, unknown>;
    expect(isNumberLiteral(strict.discordChannelId)).toBe(true);
    expect(String(strict.discordChannelId)).toBe('12345678901234567890');
    expect(strict.discordGuildId).toBe('12');
    expect(strict.volume).toBe(50);
  });

  it('refuses to write anything but canonical digits under an id field', () => {
    for (const bad of [1212, 12n, '007', '-1', '12a', '', '18446744073709551616', null, {}]) {
      expect(() => stringifyJson({ discordChannelId: bad })).toThrow(TypeError);
    }
  });

  it('throws SyntaxError on bad JSON on both paths', () => {
    expect(() => parseJson('{"a":')).toThrow(SyntaxError);
    expect(() => parseJson('{"discordGuildId":}')).toThrow(SyntaxError);
  });
});
