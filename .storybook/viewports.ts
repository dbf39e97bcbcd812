/**
 * The four widths every screen is checked at: every feature works from 360 px to 1440 px.
 * Storybook's toolbar lists them, and the Vitest addon resizes Chromium's page to the story's
 * `globals.viewport` before it renders, so media queries apply in `npm test` as in the browser.
 * Use: `globals: { viewport: { value: 'phone', isRotated: false } }` on a story.
 */
export const screenViewports = {
  phone: { name: 'Phone 360', styles: { width: '360px', height: '740px' }, type: 'mobile' },
  tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  laptop: { name: 'Laptop 1024', styles: { width: '1024px', height: '768px' }, type: 'desktop' },
  desktop: { name: 'Desktop 1440', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
} as const;

export type ScreenViewport = keyof typeof screenViewports;

/** The story-level globals that render a story at one of the widths above. */
export const atViewport = (value: ScreenViewport) => ({ viewport: { value, isRotated: false } });
