import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

/**
 * tailwind-merge's own configuration (the library keeps it in step with Tailwind), told the one
 * scale of ours it cannot guess: the entry animations of src/themes/index.css's `@theme`, so
 * `animate-pop-in` and `animate-none` conflict. Our colours (`text-muted-fg`, `bg-progress-track`)
 * need nothing: any name is a colour to it, and our radii, shadows and text sizes are Tailwind's
 * own names.
 *
 * Cost, measured with `npx vite build` before and after (gzip -9, as `npm run bench`): the entry
 * chunk 86.5 → 89.8 KiB, the JS before the first screen 107.0 → 110.3 KiB (budget 120), all JS
 * 398.7 → 402.0 KiB: +3.3 KiB, tailwind-merge's whole table in place of the cut one (issue #40).
 * Accepted: the library's own maintained table instead of ~400 lines of generated table and
 * generator that had to be rerun whenever a class of a new group appeared.
 */
const twMerge = extendTailwindMerge({
  extend: { theme: { animate: ['fade-in', 'pop-in'] } },
});

/** Joins class names; later Tailwind classes win conflicts, so a caller's `className` overrides. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
