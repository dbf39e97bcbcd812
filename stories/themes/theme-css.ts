import { parseHexColor } from '@/lib/ui/color-contrast';

// The theme files as text, so stories can compare what the browser computed with the source.
const sources = import.meta.glob<string>('../../src/themes/*.css', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The hex value a theme file gives a variable, e.g. themeVariable(themeId, 'popover'). */
export function themeVariable(themeId: string, name: string): string {
  const css = sources[`../../src/themes/${themeId}.css`];
  if (css === undefined) throw new Error(`No stylesheet for theme ${themeId}`);
  const value = new RegExp(`--${name}:\\s*([^;]+);`).exec(css)?.[1]?.trim();
  if (!value) throw new Error(`${themeId}.css does not define --${name}`);
  return value;
}

/** A hex colour as getComputedStyle reports it: "rgb(r, g, b)". */
export function asComputedRgb(hex: string): string {
  const rgb = parseHexColor(hex);
  if (!rgb) throw new Error(`Not a hex colour: ${hex}`);
  return `rgb(${rgb.join(', ')})`;
}
