// The boot script's entry (scripts/vite-plugins/boot-scripts.ts builds it): runs before the first
// paint.
import { readCookie, TOKEN_COOKIE } from '@/api/cookies';
import { deploymentConfig } from '@/lib/runtime-config';
import { frameRouteOf } from '@/app/frame/frame-route';
import { notePressesOnFrame } from '@/app/frame/frame-press';
import { pruneFrames } from '@/app/frame/prune-frames';
import { preloadFirstScreenFonts } from './first-screen-fonts';
import { bootPreferences } from './preferences';

let serversHidden = false;
try {
  bootPreferences(localStorage, navigator.languages ?? []);
  // The look is on <html> now: the fonts the last visit's first screen used in it.
  preloadFirstScreenFonts(localStorage);
  // "Hide servers": the frame's column is the rail the app will draw, so nothing moves.
  serversHidden = localStorage.getItem('serverListHidden')?.trim() === 'true';
} catch {
  // Storage disabled: the default look until the app starts.
}
// The first-paint frame of this address (src/app/frame/): the sign-in screen without a session.
const html = document.documentElement;
const frame = frameRouteOf(
  location.pathname,
  deploymentConfig.basePath,
  readCookie(TOKEN_COOKIE) !== undefined,
);
html.dataset.frame = frame;
if (serversHidden) html.dataset.frameColumn = 'collapsed';
// Once the HTML is parsed, before the app's code runs: only the frame on screen stays.
document.addEventListener('readystatechange', () => {
  if (document.readyState === 'interactive') pruneFrames(document, html.lang, frame, serversHidden);
});
notePressesOnFrame(document);
