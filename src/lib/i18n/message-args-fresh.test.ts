// @vitest-environment node
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { generateMessageArgs, MESSAGE_ARGS } from '../../../scripts/message-args';

it('message-args.d.ts is what `npm run i18n:types` makes of the English catalog', () => {
  const have = readFileSync(MESSAGE_ARGS, 'utf8').replace(/\r\n?/g, '\n').split('\n');
  const want = generateMessageArgs().split('\n');
  const line = want.findIndex((text, index) => text !== have[index]);
  expect(
    line < 0 && want.length === have.length ? null : `line ${line + 1}: ${want[line]}`,
    'message-args.d.ts is stale: run `npm run i18n:types` and commit the result',
  ).toBeNull();
});

it('types each placeholder by how the message uses it', () => {
  const text = generateMessageArgs({
    plain: 'Hello {name}',
    none: 'Hello',
    counted: '{count, plural, one {# track} other {# tracks}} by {who}',
    chosen: '{verb, select, stop {Stop} other {Go}}',
    dated: 'On {when, date, short}',
  });
  expect(text).toContain("  'plain': { name: string | number };");
  expect(text).toContain("  'none': NoArgs;");
  expect(text).toContain("  'counted': { count: number; who: string | number };");
  expect(text).toContain("  'chosen': { verb: string | number };");
  expect(text).toContain("  'dated': { when: Date | number };");
});
