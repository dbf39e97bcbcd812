// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { captureScreen } from './last-screen-capture';
import { buildOf, screenLook } from './screen-look';

const NOW = Date.UTC(2026, 11, 2, 12);
const context = {
  serversHidden: false,
  notice: 'Last known state, from 11:59:00 AM. Updating…',
  now: NOW,
};

const page = (extra = '') =>
  '<div class="layout"><main data-slot="instance-page"><h1>The Lounge</h1></main>' +
  '<div data-slot="live-region" aria-live="polite"><p>Paused</p></div>' +
  `<div class="Toastify"><div class="Toastify__toast">Skipped</div></div>${extra}</div>`;

beforeEach(() => {
  document.head.innerHTML =
    '<link rel="modulepreload" crossorigin href="./assets/index-a1.js" data-app-entry>';
  document.body.innerHTML = `<div id="root">${page()}</div>`;
  document.documentElement.dataset.theme = 'dark';
  window.history.replaceState(null, '', '/lounge');
});
afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  window.scrollY = 0;
});

describe('the page as drawn, kept for the next visit', () => {
  it('keeps an instance page with its address, look, build and notice, without this visit’s news', () => {
    const screen = captureScreen(document, context);
    expect(screen).toMatchObject({
      path: '/lounge',
      look: screenLook(document, false, window.innerWidth),
      build: buildOf(document),
      notice: context.notice,
      at: NOW,
    });
    expect(screen?.html).toContain('<h1>The Lounge</h1>');
    // The toast and the live region's sentence were this visit's: not painted again.
    expect(screen?.html).not.toContain('Skipped');
    expect(screen?.html).not.toContain('Paused');
    expect(screen?.html).toContain('aria-live="polite"');
    // The page itself is left as it was.
    expect(document.body.textContent).toContain('Skipped');
  });

  it.each([
    ['marked as last known', '<p data-slot="last-known-notice">Last known state</p>'],
    ['while the server cannot be reached', '<div data-slot="connection-banner"></div>'],
    ['with tracks selected', '<div data-slot="selection-bar"></div>'],
  ])('keeps nothing of a page %s', (_, extra) => {
    document.body.innerHTML = `<div id="root">${page(extra)}</div>`;
    expect(captureScreen(document, context)).toBeUndefined();
  });

  it('keeps nothing of a page that is not the home’s servers or an instance page', () => {
    document.body.innerHTML = '<div id="root"><main><h1>Settings</h1></main></div>';
    expect(captureScreen(document, context)).toBeUndefined();
    document.body.innerHTML =
      '<div id="root"><ul><li data-slot="server-card">The Lounge</li></ul></div>';
    expect(captureScreen(document, context)?.html).toContain('The Lounge');
  });

  it('keeps nothing scrolled down the page: the next first render draws its top', () => {
    window.scrollY = 600;
    expect(captureScreen(document, context)).toBeUndefined();
  });

  it('leaves out what the page does not display, and keeps the rest as it is', () => {
    document.head.insertAdjacentHTML('beforeend', '<style>.phone-hidden { display: none }</style>');
    const hidden =
      '<aside class="phone-hidden"><img src="/avatars/a.png" alt=""><nav><a href="/home">Home</a></nav></aside>' +
      '<section hidden><p>Player bar</p></section>' +
      '<p style="display: none">Drop here</p>' +
      '<p id="move-help" hidden>Press Space to pick the track up</p>' +
      '<button type="button" aria-describedby=" move-help">Move</button>' +
      '<div style="display: contents"><button type="button">Skip</button></div>';
    document.body.innerHTML = `<div id="root">${page(hidden)}</div>`;
    const html = captureScreen(document, context)?.html ?? '';
    expect(html).not.toContain('avatars/a.png');
    expect(html).not.toContain('Home');
    expect(html).not.toContain('Player bar');
    expect(html).not.toContain('Drop here');
    expect(html).toContain(
      '<div style="display: contents"><button type="button">Skip</button></div>',
    );
    expect(html).toContain('<h1>The Lounge</h1>');
    // A hidden sentence a control is described by is still read out.
    expect(html).toContain('<p id="move-help" hidden="">Press Space to pick the track up</p>');
    // The page itself is left as it was.
    expect(document.querySelector('aside img')).not.toBeNull();
  });

  it('asks for the playing track’s cover first: every other picture waits for the first layout', () => {
    const pictures =
      '<span data-slot="avatar"><img src="/avatars/ada.png" alt="Ada"></span>' +
      '<img src="/covers/now.jpg" alt="" loading="eager" fetchpriority="high">' +
      '<img src="/covers/next.jpg" alt="" loading="lazy">';
    document.body.innerHTML = `<div id="root">${page(pictures)}</div>`;
    const kept = document.createElement('template');
    kept.innerHTML = captureScreen(document, context)?.html ?? '';
    const loadingOf = (src: string) =>
      kept.content.querySelector(`img[src="${src}"]`)?.getAttribute('loading');
    expect(loadingOf('/covers/now.jpg')).toBe('eager');
    expect(loadingOf('/avatars/ada.png')).toBe('lazy');
    expect(loadingOf('/covers/next.jpg')).toBe('lazy');
    // The page itself is left as it was.
    expect(document.querySelector('img[src="/avatars/ada.png"]')?.hasAttribute('loading')).toBe(
      false,
    );
  });

  it('keeps nothing too big to share the store', () => {
    document.body.innerHTML = `<div id="root">${page(`<p>${'x'.repeat(200_000)}</p>`)}</div>`;
    expect(captureScreen(document, context)).toBeUndefined();
  });
});
