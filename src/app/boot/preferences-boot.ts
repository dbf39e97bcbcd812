// The boot script's entry (scripts/vite-plugins/boot-scripts.ts builds it): runs before the first
// paint.
import { apiOrigin } from '@/api/config';
import { readCookie, TOKEN_COOKIE } from '@/api/cookies';
import { deploymentConfig } from '@/lib/runtime-config';
import { frameRouteOf, instanceIdOf } from '@/app/frame/frame-route';
import { notePressesOnFrame } from '@/app/frame/frame-press';
import { pruneFrames } from '@/app/frame/prune-frames';
import { serversHiddenIn } from '@/app/frame/screen-look';
import { paintEarlyCover, startInstanceRead } from './early-cover';
import { preloadFirstScreenFonts } from './first-screen-fonts';
import { keepLastScreenAlone, paintLastScreen, whenFramesBegin } from './last-screen';
import { bootPreferences } from './preferences';
import { startApp } from './start-app';

// The window's width, read before the body is parsed: later, reading it lays out the page so far.
const width = innerWidth;
let serversHidden = false;
try {
  bootPreferences(localStorage, navigator.languages ?? []);
  // The look is on <html> now: the fonts the last visit's first screen used in it.
  preloadFirstScreenFonts(localStorage);
  // "Hide servers": the frame's column is the rail the app will draw, so nothing moves.
  serversHidden = serversHiddenIn(localStorage);
} catch {
  // Storage disabled: the default look until the app starts.
}
// The first-paint frame of this address (src/app/frame/): the sign-in screen without a session.
const html = document.documentElement;
const token = readCookie(TOKEN_COOKIE);
const frame = frameRouteOf(location.pathname, deploymentConfig.basePath, token !== undefined);
html.dataset.frame = frame;
if (serversHidden) html.dataset.frameColumn = 'collapsed';
// An instance page's first track answer is asked for now, not after the app's code has arrived.
let instanceRead: Promise<Response> | undefined;
const instanceId = instanceIdOf(location.pathname, deploymentConfig.basePath);
if (frame === 'instance' && token !== undefined && instanceId !== undefined) {
  try {
    instanceRead = startInstanceRead(apiOrigin(), instanceId, token, localStorage, Date.now());
  } catch {
    // Storage disabled: the app asks for it itself.
  }
}
// As soon as the frames begin, the person's last screen, kept with their last answers, takes the
// frame's place. Once the HTML is parsed, before the app's code runs: only the kept screen or the
// frame on screen stays; then the app starts.
let painted = false;
const paintKeptScreen = whenFramesBegin(document, () => {
  try {
    painted = paintLastScreen(document, localStorage, token, serversHidden, Date.now(), width);
  } catch {
    // Storage disabled, or a kept screen this code cannot read: the frame stays.
  }
});
document.addEventListener('readystatechange', () => {
  if (document.readyState !== 'interactive') return;
  paintKeptScreen();
  try {
    if (painted) keepLastScreenAlone(document);
    else pruneFrames(document, html.lang, frame, serversHidden);
  } finally {
    startApp(document, painted);
  }
  // No kept screen: the frame shows the playing track's cover as soon as the answer is in.
  if (!painted && instanceRead !== undefined) void paintEarlyCover(document, instanceRead);
});
notePressesOnFrame(document);
