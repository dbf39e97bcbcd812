import { describe, expect, it } from 'vitest';
import {
  appendLines,
  authMessage,
  plainLine,
  readConsoleEvent,
  sendLogsMessage,
} from './console-protocol';

const event = (value: object) => JSON.stringify(value);

describe('the console protocol', () => {
  it('writes auth and the request for recent lines', () => {
    expect(JSON.parse(authMessage('abc'))).toEqual({ event: 'auth', args: ['abc'] });
    expect(JSON.parse(sendLogsMessage())).toEqual({ event: 'send logs', args: [null] });
  });

  it('reads what the panel says', () => {
    expect(readConsoleEvent(event({ event: 'auth success' }))).toEqual({ kind: 'authenticated' });
    expect(
      readConsoleEvent(
        event({ event: 'console output', args: ['\u001b[32m[INFO]\u001b[0m Ready\r\nbye'] }),
      ),
    ).toEqual({ kind: 'output', lines: ['[INFO] Ready', 'bye'] });
    expect(
      readConsoleEvent(event({ event: 'daemon message', args: ['Server marked as running'] })),
    ).toEqual({ kind: 'output', lines: ['Server marked as running'] });
    expect(readConsoleEvent(event({ event: 'token expiring' }))).toEqual({
      kind: 'token-expiring',
    });
    expect(readConsoleEvent(event({ event: 'token expired' }))).toEqual({
      kind: 'ended',
      reason: null,
    });
    expect(readConsoleEvent(event({ event: 'jwt error', args: ['signature invalid'] }))).toEqual({
      kind: 'ended',
      reason: 'signature invalid',
    });
  });

  it('takes anything else as nothing to show', () => {
    for (const data of ['', 'not json', '42', 'null', event({ event: 'stats', args: ['{}'] }), 7]) {
      expect(readConsoleEvent(data)).toEqual({ kind: 'other' });
    }
    expect(readConsoleEvent(event({ event: 'console output', args: [1, null] }))).toEqual({
      kind: 'output',
      lines: [],
    });
  });

  it('strips colours and control characters, and keeps the last lines', () => {
    expect(plainLine('\u001b[1;31mError\u001b[0m\u0007 at \u001b]0;title\u0007x')).toBe(
      'Error at x',
    );
    expect(appendLines(['a', 'b'], ['c', 'd'], 3)).toEqual(['b', 'c', 'd']);
    const same = ['a'];
    expect(appendLines(same, [])).toBe(same);
  });
});
