/**
 * Every theme's stylesheet, found by its file name, so adding a theme is one CSS file plus one
 * line in themes.ts (themes.test.ts fails when a file has no registry line or a line no file).
 * Each entry (the app, Storybook, the queue bench page) imports this right after index.css.
 * The files only set variables on their own `[data-theme]`, so their order does not matter.
 */
import.meta.glob(['./*.css', '!./index.css', '!./fonts.css'], { eager: true });
