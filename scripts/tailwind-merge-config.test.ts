// @vitest-environment node
import fc from 'fast-check';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from '../src/lib/cn';
import { tailwindMergeConfig } from '../src/lib/tailwind-merge-config';
import { groupedClasses, projectTokens, usedClassGroups } from './tailwind-merge-config';

describe('cn merges with the class groups of src/lib/tailwind-merge-config.ts', () => {
  const tokens = projectTokens();
  const classes = groupedClasses(tokens);

  it('has every class group a class of the project belongs to', () => {
    const have = new Set(Object.keys(tailwindMergeConfig().classGroups));
    const missing = usedClassGroups(classes).filter((id) => !have.has(id));
    expect(
      missing,
      'a class of a group src/lib/tailwind-merge-config.ts lacks: run `npm run twmerge:config` and commit the result',
    ).toEqual([]);
  }, 60_000);

  it('merges every pair of the project’s classes as twMerge does', () => {
    const differences: string[] = [];
    for (const first of classes) {
      for (const second of classes) {
        const want = twMerge(first, second);
        const have = cn(first, second);
        if (have !== want) differences.push(`"${first} ${second}": ${have}, twMerge: ${want}`);
      }
    }
    expect(differences.slice(0, 10)).toEqual([]);
  }, 60_000);

  it('merges any list of the project’s tokens as twMerge does', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...tokens), { maxLength: 8 }), (list) => {
        expect(cn(...list)).toBe(twMerge(...list));
      }),
      { numRuns: 2000 },
    );
  });
});
