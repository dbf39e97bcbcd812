import { describe, expect, it } from 'vitest';
import { parseJson } from './json';

describe('ids a backend writes as JSON numbers keep every digit', () => {
  it('reads a discordId number, large or small, as its digits', () => {
    const text = '{"users":[{"discordId":123456789012345678901,"name":"a"},{"discordId":42}]}';
    expect(parseJson(text)).toEqual({
      users: [{ discordId: '123456789012345678901', name: 'a' }, { discordId: '42' }],
    });
  });

  it('reads any integer too long for a number as its digits, and leaves ordinary numbers', () => {
    expect(parseJson('{"userId":18446744073709551615,"volume":80,"rate":1.5}')).toEqual({
      userId: '18446744073709551615',
      volume: 80,
      rate: 1.5,
    });
    expect(parseJson('[1234567890123456789, 7]')).toEqual(['1234567890123456789', 7]);
  });
});
