import { readdirSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { generateMessageArgs, MESSAGE_ARGS_DIR } from '../../../scripts/message-args';

const STALE = 'message-args/ is stale: run `npm run i18n:types` and commit the result';

/** The first line where `have` differs from `want`, or null when they are the same. */
function firstDifference(have: string, want: string): string | null {
  const haveLines = have.replace(/\r\n?/g, '\n').split('\n');
  const wantLines = want.split('\n');
  const line = wantLines.findIndex((text, index) => text !== haveLines[index]);
  if (line < 0 && wantLines.length === haveLines.length) return null;
  return `line ${line + 1}: ${wantLines[line] ?? '(end of file)'}`;
}

it('message-args/ is what `npm run i18n:types` makes of the English catalog', () => {
  const want = generateMessageArgs();
  expect(readdirSync(MESSAGE_ARGS_DIR).sort(), STALE).toEqual([...want.keys()].sort());
  for (const [name, text] of want) {
    const have = readFileSync(new URL(name, MESSAGE_ARGS_DIR), 'utf8');
    expect(firstDifference(have, text), `${name}: ${STALE}`).toBeNull();
  }
});

it('types each placeholder by how the message uses it, one file per namespace', () => {
  const files = generateMessageArgs({
    'a.plain': 'Hello {name}',
    'a.none': 'Hello',
    'b.counted': '{count, plural, one {# track} other {# tracks}} by {who}',
    'b.chosen': '{verb, select, stop {Stop} other {Go}}',
    'player-state.dated': 'On {when, date, short}',
    'instanceMessages.one': 'One',
  });
  expect([...files.keys()].sort()).toEqual([
    'a.d.ts',
    'b.d.ts',
    'index.d.ts',
    'instance-messages.d.ts',
    'no-args.d.ts',
    'player-state.d.ts',
  ]);
  expect(files.get('a.d.ts')).toContain("  'a.plain': { name: string | number };");
  expect(files.get('a.d.ts')).toContain("  'a.none': NoArgs;");
  expect(files.get('b.d.ts')).toContain("  'b.counted': { count: number; who: string | number };");
  expect(files.get('b.d.ts')).toContain("  'b.chosen': { verb: string | number };");
  expect(files.get('player-state.d.ts')).toContain('export interface PlayerStateArgs {');
  expect(files.get('player-state.d.ts')).toContain(
    "  'player-state.dated': { when: Date | number };",
  );
  expect(files.get('index.d.ts')).toContain(
    "import type { PlayerStateArgs } from './player-state';",
  );
  expect(files.get('instance-messages.d.ts')).toContain('export interface InstanceMessagesArgs {');
  expect(files.get('index.d.ts')).toMatch(/interface MessageArgs\s+extends\s+AArgs,\s+BArgs,/);
});

it('refuses two namespaces that would share a file', () => {
  expect(() => generateMessageArgs({ 'playerState.a': 'A', 'player-state.b': 'B' })).toThrow(
    /player-state\.d\.ts/,
  );
});
