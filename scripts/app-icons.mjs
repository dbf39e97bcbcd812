// Draws the web app manifest's icons (public/icons/*.png) from the favicon's artwork, in the
// default theme's colours, with Chromium (there is no image tool on the build machine). The PNGs
// are committed; run `node scripts/app-icons.mjs` again after changing the artwork or the theme.
//
// - icon-192.png, icon-512.png ("any"): the favicon as it is, a rounded violet square.
// - icon-maskable-512.png ("maskable"): the whole square filled with the theme's background and
//   the note inside the safe zone (the middle 80 % circle), so any launcher mask keeps it whole.
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, requireChromium } from './chromium.mjs';

const PRIMARY = '#8b7cf6';
const BACKGROUND = '#0f1117';
const NOTE = 'M12 22.5a3.5 3.5 0 1 1-2-3.16V9l12-2.5v12a3.5 3.5 0 1 1-2-3.16V10.2l-8 1.66z';

const anyIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${PRIMARY}"/><path d="${NOTE}" fill="${BACKGROUND}"/></svg>`;
// The note (about 14 units wide) scaled to half the icon, centred: well inside the 80 % circle.
const maskableIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BACKGROUND}"/><circle cx="16" cy="16" r="11" fill="${PRIMARY}"/><g transform="translate(16 16) scale(0.75) translate(-15.75 -15.75)"><path d="${NOTE}" fill="${BACKGROUND}"/></g></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: anyIcon },
  { file: 'icon-512.png', size: 512, svg: anyIcon },
  { file: 'icon-maskable-512.png', size: 512, svg: maskableIcon },
];

const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS });
try {
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
    );
    const png = await page.locator('svg').screenshot({ omitBackground: true });
    writeFileSync(new URL(`../public/icons/${file}`, import.meta.url), png);
    await page.close();
    console.log(`public/icons/${file}: ${size}×${size}, ${png.length} bytes`);
  }
} finally {
  await browser.close();
}
