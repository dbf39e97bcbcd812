// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeName, type ScreenSnapshot } from '@/api/query/last-known-store';
import { buildOf, screenLook } from '@/app/frame/screen-look';
import { keepLastScreenAlone, paintLastScreen, whenFramesBegin } from './last-screen';

const NOW = Date.UTC(2026, 11, 2, 12);
/** The window's width, as the boot script reads it in `<head>`. */
const WIDTH = window.innerWidth;
const base64url = (text: string) => Buffer.from(text).toString('base64url');
const tokenOf = (id: string) =>
  `${base64url('{"alg":"none"}')}.${base64url(JSON.stringify({ DiscordId: id, DiscordUsername: `user ${id}` }))}.sig`;

/** The parsed page as the boot script meets it: the build's files and the kept frame with its notice. */
function parsedPage() {
  document.head.innerHTML =
    '<link rel="modulepreload" crossorigin href="./assets/index-a1.js" data-app-entry>' +
    '<link rel="stylesheet" href="./assets/index-b2.css">';
  document.body.innerHTML =
    '<div id="root">' +
    '<div data-frame-notice="de" hidden><p data-slot="last-known-notice"><svg></svg>Letzter bekannter Stand</p></div>' +
    '<div data-frame-notice="en" hidden><p data-slot="last-known-notice"><svg></svg>Last known state, from . Updating…</p></div>' +
    '<div data-frame-lang="en"><main>Loading the frame</main></div></div>';
  document.documentElement.dataset.theme = 'dark';
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
  window.history.replaceState(null, '', '/lounge');
}

function kept(overrides: Partial<ScreenSnapshot> = {}): ScreenSnapshot {
  return {
    path: '/lounge',
    look: screenLook(document, false, window.innerWidth),
    build: buildOf(document),
    html: '<div class="layout"><main><h1>The Lounge</h1><button type="button">Pause</button></main></div>',
    notice: 'Last known state, from 11:59:00 AM. Updating…',
    at: NOW - 60_000,
    ...overrides,
  };
}

function storageWith(owner: string, screen: ScreenSnapshot) {
  const values: Record<string, string> = {
    [storeName(owner)]: JSON.stringify({ entries: [], screen }),
  };
  return { getItem: (key: string) => values[key] ?? null };
}

const rootText = () => document.getElementById('root')?.textContent;

beforeEach(parsedPage);
afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the last screen, painted by the boot script', () => {
  it("paints the signed-in person's kept screen in place of the frame, marked with the app's notice", () => {
    const painted = paintLastScreen(
      document,
      storageWith('2', kept()),
      tokenOf('2'),
      false,
      NOW,
      WIDTH,
    );
    expect(painted).toBe(true);
    expect(document.querySelector('h1')?.textContent).toBe('The Lounge');
    // The frames are hidden by their style while the parse goes on, and go once it has ended.
    expect(document.documentElement.hasAttribute('data-frames-hidden')).toBe(true);
    keepLastScreenAlone(document);
    expect(rootText()).not.toContain('Loading the frame');
    expect(document.documentElement.hasAttribute('data-frames-hidden')).toBe(false);
    const notice = document.querySelector('[data-slot="last-known-notice"]');
    expect(notice?.textContent).toBe('Last known state, from 11:59:00 AM. Updating…');
    expect(notice?.querySelector('svg')).not.toBeNull();
    // Marked as painted before the app, so a press on it is noted and replayed (frame-press.ts).
    expect(document.querySelector('button')?.closest('[data-last-screen]')).not.toBeNull();
  });

  it('paints nothing of one person for another, or for no one', () => {
    const storage = storageWith('2', kept());
    expect(paintLastScreen(document, storage, tokenOf('3'), false, NOW, WIDTH)).toBe(false);
    expect(paintLastScreen(document, storage, undefined, false, NOW, WIDTH)).toBe(false);
    expect(paintLastScreen(document, storage, 'not-a-token', false, NOW, WIDTH)).toBe(false);
    expect(rootText()).toContain('Loading the frame');
    expect(document.querySelector('h1')).toBeNull();
  });

  it.each<[string, Partial<ScreenSnapshot>, boolean?]>([
    ['another address', { path: '/home' }],
    ['another theme', { look: JSON.stringify(['light', false, 'en', 'ltr', false, 1024]) }],
    ['another width', { look: JSON.stringify(['dark', false, 'en', 'ltr', false, 390]) }],
    ['the server list hidden now', {}, true],
    ['another build', { build: './assets/index-old.js ./assets/index-b2.css' }],
    ['a week ago', { at: NOW - 8 * 24 * 60 * 60 * 1000 }],
  ])('keeps the frame for a screen kept for %s', (_, overrides, serversHidden = false) => {
    const storage = storageWith('2', kept(overrides));
    expect(paintLastScreen(document, storage, tokenOf('2'), serversHidden, NOW, WIDTH)).toBe(false);
    expect(rootText()).toContain('Loading the frame');
  });

  it('paints no script, handler or other document, whatever the stored text says', () => {
    const html =
      '<main><h1>The Lounge</h1><img src="cover.png" onerror="alert(1)">' +
      '<script>alert(2)</script><iframe src="https://evil.example"></iframe></main>';
    paintLastScreen(document, storageWith('2', kept({ html })), tokenOf('2'), false, NOW, WIDTH);
    expect(document.querySelector('h1')?.textContent).toBe('The Lounge');
    expect(document.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(document.querySelector('#root script, #root iframe')).toBeNull();
  });

  it("marks the kept screen with the notice in the page's language", () => {
    document.documentElement.lang = 'de';
    const look = screenLook(document, false, window.innerWidth);
    paintLastScreen(document, storageWith('2', kept({ look })), tokenOf('2'), false, NOW, WIDTH);
    keepLastScreenAlone(document);
    const notices = document.querySelectorAll('[data-slot="last-known-notice"]');
    expect([...notices].map((notice) => notice.textContent)).toEqual([
      'Last known state, from 11:59:00 AM. Updating…',
    ]);
    expect(notices[0]?.querySelector('svg')).not.toBeNull();
  });

  it('keeps the frame when the stored text is not a kept screen', () => {
    const values = { [storeName('2')]: '{"entries":[],"screen":{"path":"/lounge"}}' };
    const storage = { getItem: (key: string) => values[key] ?? null };
    expect(paintLastScreen(document, storage, tokenOf('2'), false, NOW, WIDTH)).toBe(false);
    expect(rootText()).toContain('Loading the frame');
  });
});

describe('the moment the kept screen is painted', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('is when the first frame begins, with the rest of the page still to come', async () => {
    const seen: string[] = [];
    whenFramesBegin(document, () => seen.push(document.body.innerHTML));
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML = '<div data-frame-notice="en" hidden><p>notice</p></div>';
    document.body.append(root);
    await Promise.resolve();
    expect(seen).toEqual([]);
    root.insertAdjacentHTML('beforeend', '<div data-frame-lang="en"><main>frame</main></div>');
    await Promise.resolve();
    expect(seen).toHaveLength(1);
    root.insertAdjacentHTML('beforeend', '<div data-frame-lang="de"><main>Rahmen</main></div>');
    await Promise.resolve();
    expect(seen).toHaveLength(1);
  });

  it('is at the end of the parse at the latest, and once', async () => {
    let calls = 0;
    const atParseEnd = whenFramesBegin(document, () => (calls += 1));
    atParseEnd();
    atParseEnd();
    document.body.innerHTML = '<div id="root"><div data-frame-lang="en"></div></div>';
    await Promise.resolve();
    expect(calls).toBe(1);
  });
});
