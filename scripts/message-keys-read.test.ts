import { describe, expect, it } from 'vitest';
import { messageKeysRead } from './message-keys-read';

/** A small app: its runtime as src/lib/i18n has it, an entry, and files that are not the app. */
const RUNTIME = {
  'src/lib/i18n/index.ts': "export * from './i18n';",
  'src/lib/i18n/i18n.ts': `
    import type English from './locales/en.json';
    export type MessageId = keyof typeof English;
    export function t<Id extends MessageId>(id: Id, values?: Record<string, string>): string {
      return values ? id : id;
    }`,
};

function readOf(files: Record<string, string>, keys: string[]) {
  const all: Record<string, string> = { ...RUNTIME, ...files };
  return messageKeysRead({
    entries: ['src/main.tsx'],
    keys: new Set(keys),
    readText: (path) => all[path],
  });
}

describe('the keys the app reads', () => {
  it('leaves out a key named only in a comment, a story, a test or a test kit', () => {
    const { read, files } = readOf(
      {
        'src/main.tsx': `
          import { t } from '@/lib/i18n';
          // The heading was once t('a.commented').
          /** Not t('a.commented') either. */
          export const heading = t('a.shown');`,
        'stories/heading.stories.tsx': `
          import { t } from '@/lib/i18n';
          import '../src/main';
          export const Story = { args: { title: t('a.storied') } };`,
        'src/heading.test.ts': `
          import { t } from '@/lib/i18n';
          import { heading } from './main';
          expect(heading).not.toBe(t('a.tested'));`,
        'src/lib/heading/test-kit.ts': `
          import { t } from '../i18n';
          export const kit = () => t('a.kitted');`,
      },
      ['a.shown', 'a.commented', 'a.storied', 'a.tested', 'a.kitted'],
    );
    expect([...read.keys()]).toEqual(['a.shown']);
    expect(files).toEqual(['src/lib/i18n/i18n.ts', 'src/lib/i18n/index.ts', 'src/main.tsx']);
  });

  it("reads the code's typed places: maps, rows, parameters, unions of keys, lazy modules", () => {
    const { read, unplaced } = readOf(
      {
        'src/main.tsx': `
          import { lazy } from 'react';
          import { t, type MessageId } from './lib/i18n';
          import { type Row } from './row';
          const Page = lazy(() => import('./page'));
          const TITLES = { a: 'a.mapped', b: 'a.mapped2' } as const satisfies Record<'a' | 'b', MessageId>;
          const KIND: Record<string, { word: MessageId }> = { x: { word: 'a.nested' } };
          const ROWS = [{ id: 'x', label: 'X', labelId: 'a.row' }] satisfies readonly Row[];
          const action = (refusal: MessageId, success: MessageId | null = null) => ({ refusal, success });
          const ACTIONS = { stop: action('a.refusal', 'a.success') };
          function sentence(which: 'a.union1' | 'a.union2'): string { return t(which); }
          function pick(bad: boolean): MessageId { return bad ? 'a.returned' : 'a.returned2'; }
          export const all = [Page, TITLES, KIND, ROWS, ACTIONS, sentence('a.union1'), pick(true),
            t(Math.random() > 0.5 ? 'a.either' : 'a.or')];`,
        'src/row.ts': `
          import type { MessageId } from './lib/i18n';
          interface Labelled { labelId?: MessageId }
          export interface Row extends Labelled { id: string; label: string }`,
        'src/page.tsx': `
          import { t } from './lib/i18n';
          export default function Page() { return t('a.lazy'); }`,
      },
      [
        'a.mapped',
        'a.mapped2',
        'a.nested',
        'a.row',
        'a.refusal',
        'a.success',
        'a.union1',
        'a.union2',
        'a.returned',
        'a.returned2',
        'a.either',
        'a.or',
        'a.lazy',
      ],
    );
    expect(unplaced).toEqual([]);
    // 'a.union2' is only in a type: no value passes it.
    expect([...read.keys()].sort()).toEqual(
      [
        'a.mapped',
        'a.mapped2',
        'a.nested',
        'a.row',
        'a.refusal',
        'a.success',
        'a.union1',
        'a.returned',
        'a.returned2',
        'a.either',
        'a.or',
        'a.lazy',
      ].sort(),
    );
  });

  it('names a key-shaped literal outside a typed place, and a key built from pieces', () => {
    const { read, unplaced } = readOf(
      {
        'src/main.tsx': `
          import { t } from './lib/i18n';
          const loose = 'a.loose';
          export const text = t(loose) + t(\`a.\${loose}\`);
          export const testId = 'a.testId';`,
      },
      ['a.loose', 'a.testId'],
    );
    expect(read.size).toBe(0);
    expect(unplaced).toEqual([
      "src/main.tsx:3: 'a.loose'",
      'src/main.tsx:4: `a.${loose}` (a key built from pieces)',
      "src/main.tsx:5: 'a.testId'",
    ]);
  });

  it('does not follow a type-only import', () => {
    const { read } = readOf(
      {
        'src/main.tsx': `
          import { t } from './lib/i18n';
          import type { Shape } from './shape';
          export const s: Shape = { title: t('a.shown') };`,
        'src/shape.ts': `
          import { t } from './lib/i18n';
          export interface Shape { title: string }
          export const example: Shape = { title: t('a.example') };`,
      },
      ['a.shown', 'a.example'],
    );
    expect([...read.keys()]).toEqual(['a.shown']);
  });
});
