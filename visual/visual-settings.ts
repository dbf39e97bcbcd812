/** Paths and constants shared by the visual regression config, spec and reporter. */
/** The static Storybook under test (relative to the repository root). */
export const STATIC_DIR = process.env.VISUAL_STATIC_DIR ?? 'storybook-static';
/** The committed pictures, one folder per theme (visual/playwright.visual.config.ts writes them). */
export const BASELINE_DIR = new URL('./baselines', import.meta.url).pathname;
/** Where a failing run leaves expected/actual/diff PNGs and index.html. */
export const REPORT_DIR = 'visual-report';
/** The instant every story sees as "now" (the mock backend's default manual clock too). */
export const FIXED_TIME = Date.UTC(2026, 10, 22, 12, 0, 0);
export const VISUAL_PORT = Number(process.env.VISUAL_PORT ?? 6107);
