import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

/**
 * tailwind-merge's own configuration (the library keeps it in step with Tailwind), told the one
 * scale of ours it cannot guess: the entry animations of src/themes/index.css's `@theme`, so
 * `animate-pop-in` and `animate-none` conflict. Our colours (`text-muted-fg`, `bg-progress-track`)
 * need nothing: any name is a colour to it, and our radii, shadows and text sizes are Tailwind's
 * own names.
 *
 * Its whole table costs the entry a few KiB more than a table cut to our classes would; accepted
 * for a table the library maintains, where a generated one had to be made again whenever a class
 * of a new group appeared (docs/decisions/tailwind-merge.md).
 */
const twMerge = extendTailwindMerge({
  extend: { theme: { animate: ['fade-in', 'pop-in'] } },
});

/** Joins class names; later Tailwind classes win conflicts, so a caller's `className` overrides. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
