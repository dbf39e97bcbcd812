import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import { tailwindMergeConfig } from './tailwind-merge-config';

/**
 * `twMerge` on the class groups this project writes: the same merges for every class it uses,
 * without the rest of tailwind-merge's default table in the entry (issue #32; see
 * scripts/tailwind-merge-config.ts, and `npm run twmerge:config` when a test names a class).
 */
const twMerge = createTailwindMerge(tailwindMergeConfig);

/** Joins class names; later Tailwind classes win conflicts, so a caller's `className` overrides. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
