import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHexColor } from '@/lib/ui/color-contrast';
import { defaultThemeId, themes } from './themes';

/** Reads the custom properties a theme file declares, in source order. */
function readTheme(id: string): { selector: string; vars: Map<string, string> } {
  // Not `new URL(…, import.meta.url)`: Vite rewrites that pattern into an asset URL.
  const path = join(dirname(fileURLToPath(import.meta.url)), `${id}.css`);
  const css = readFileSync(path, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const block = /([^{}]+)\{([^}]*)\}/.exec(css);
  if (!block?.[1] || block[2] === undefined) throw new Error(`${id}.css has no rule block`);
  const vars = new Map<string, string>();
  for (const match of block[2].matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) {
    vars.set(match[1] as string, (match[2] as string).trim());
  }
  return { selector: block[1].trim(), vars };
}

// Text and the surface it sits on, as the primitives pair them (WCAG AA, normal text).
const textPairs: [fg: string, bg: string][] = [
  ['fg', 'bg'],
  ['card-fg', 'card'],
  ['popover-fg', 'popover'],
  ['muted-fg', 'bg'],
  ['muted-fg', 'card'],
  ['muted-fg', 'muted'],
  ['muted-fg', 'popover'],
  // Hovered table rows, table footers and the tabs list sit on muted.
  ['fg', 'muted'],
  ['card-fg', 'muted'],
  ['primary-fg', 'primary'],
  ['secondary-fg', 'secondary'],
  ['accent-fg', 'accent'],
  ['danger-fg', 'danger'],
  ['success-fg', 'success'],
  ['warning-fg', 'warning'],
  ['info-fg', 'info'],
  // Link buttons and the active tab marker use text-primary; error messages text-danger.
  ['primary', 'bg'],
  ['primary', 'card'],
  ['danger', 'bg'],
  ['danger', 'card'],
  ['danger', 'popover'],
];

// Non-text parts a user must perceive (WCAG 1.4.11): input borders, focus ring, progress and
// slider track / range / thumb (the thumb is progress-fill), status dots, switch states.
const uiPairs: [part: string, surface: string][] = [
  ['input', 'bg'],
  ['input', 'card'],
  ['input', 'popover'],
  ['ring', 'bg'],
  ['ring', 'card'],
  ['ring', 'popover'],
  ['progress-track', 'bg'],
  ['progress-track', 'card'],
  ['progress-fill', 'progress-track'],
  ['progress-fill', 'bg'],
  ['progress-fill', 'card'],
  ['online', 'bg'],
  ['online', 'card'],
  ['offline', 'bg'],
  ['offline', 'card'],
];

const reference = readTheme(defaultThemeId);

describe.each(themes.map((theme) => [theme.id]))('theme %s', (id) => {
  const { selector, vars } = readTheme(id);
  const colour = (name: string) => {
    const value = vars.get(`--${name}`);
    if (!value || !parseHexColor(value)) {
      throw new Error(`${id}: --${name} must be a hex colour, got ${String(value)}`);
    }
    return value;
  };

  it('is selected by its data-theme attribute', () => {
    expect(selector).toContain(`[data-theme='${id}']`);
  });

  it('defines exactly the variables of the default theme', () => {
    expect([...vars.keys()].sort(), `${id} variable set`).toEqual(
      [...reference.vars.keys()].sort(),
    );
  });

  it.each(textPairs)('text --%s on --%s is at least 4.5:1', (fg, bg) => {
    const ratio = contrastRatio(colour(fg), colour(bg));
    expect(ratio, `${id}: ${fg} on ${bg} is ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(4.5);
  });

  it.each(uiPairs)('--%s against --%s is at least 3:1', (part, surface) => {
    const ratio = contrastRatio(colour(part), colour(surface));
    expect(
      ratio,
      `${id}: ${part} against ${surface} is ${ratio.toFixed(2)}:1`,
    ).toBeGreaterThanOrEqual(3);
  });
});
