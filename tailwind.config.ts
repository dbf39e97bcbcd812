import type { Config } from 'tailwindcss';

/**
 * Semantic tokens only: every colour a component uses is a CSS variable that each theme in
 * `src/themes/*.css` defines. Surfaces come with their foreground (`primary` + `primary-fg`).
 */
const pair = (name: string) => ({
  [name]: `var(--${name})`,
  [`${name}-fg`]: `var(--${name}-fg)`,
});

export default {
  content: ['./index.html', './src/**/*.{ts,tsx}', './stories/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        ...pair('bg'),
        fg: 'var(--fg)',
        ...pair('card'),
        ...pair('popover'),
        ...pair('muted'),
        ...pair('primary'),
        ...pair('secondary'),
        ...pair('accent'),
        ...pair('danger'),
        ...pair('success'),
        ...pair('warning'),
        ...pair('info'),
        border: 'var(--border)',
        input: 'var(--input)',
        ring: 'var(--ring)',
        online: 'var(--online)',
        offline: 'var(--offline)',
        'progress-track': 'var(--progress-track)',
        'progress-fill': 'var(--progress-fill)',
      },
      borderRadius: {
        sm: 'calc(var(--radius) - 4px)',
        md: 'calc(var(--radius) - 2px)',
        lg: 'var(--radius)',
        xl: 'calc(var(--radius) + 4px)',
      },
      fontFamily: {
        sans: 'var(--font-sans)',
        display: 'var(--font-display)',
        mono: 'var(--font-mono)',
      },
      boxShadow: {
        sm: 'var(--shadow-sm)',
        md: 'var(--shadow-md)',
        lg: 'var(--shadow-lg)',
      },
    },
  },
} satisfies Config;
