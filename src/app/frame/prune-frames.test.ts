// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { pruneFrames } from './prune-frames';

const shell = (lang: string, route: 'shell' | 'shell-collapsed') =>
  `<div data-frame-route="${route}"><main>` +
  ['home', 'instance', 'page']
    .map((page) => `<p data-frame-page="${page}">${lang} ${route} ${page}</p>`)
    .join('') +
  `</main></div>`;

const frames = (lang: string) =>
  `<div data-frame-lang="${lang}">${shell(lang, 'shell')}${shell(lang, 'shell-collapsed')}` +
  `<div data-frame-route="login"><p>${lang} login</p></div></div>`;

describe('the first-paint frames once parsed', () => {
  it("keep the person's language and the address's route alone", () => {
    document.body.innerHTML = `<div id="root">${frames('en')}${frames('ar')}</div>`;
    pruneFrames(document.body, 'ar', 'instance', false);
    expect(document.body.textContent).toBe('ar shell instance');
  });

  it('keep none of the notices a kept screen would have been marked with', () => {
    document.body.innerHTML =
      '<div id="root"><div data-frame-notice="en" hidden><p>Last known state</p></div>' +
      `${frames('en')}</div>`;
    pruneFrames(document.body, 'en', 'home', false);
    expect(document.body.textContent).toBe('en shell home');
  });

  it('keep the layout with its server list hidden when the person hid it', () => {
    document.body.innerHTML = `<div id="root">${frames('en')}</div>`;
    pruneFrames(document.body, 'en', 'home', true);
    expect(document.body.textContent).toBe('en shell-collapsed home');
  });

  it('keep the sign-in screen alone without a session', () => {
    document.body.innerHTML = `<div id="root">${frames('en')}${frames('de')}</div>`;
    pruneFrames(document.body, 'de', 'login', false);
    expect(document.body.textContent).toBe('de login');
  });

  it('keep nothing where the address draws no frame', () => {
    document.body.innerHTML = `<div id="root">${frames('en')}</div>`;
    pruneFrames(document.body, 'en', 'none', false);
    expect(document.body.textContent).toBe('');
  });
});
