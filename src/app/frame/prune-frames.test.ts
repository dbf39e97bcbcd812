// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { pruneFrames } from './prune-frames';

const frames = (lang: string) =>
  `<div data-frame-lang="${lang}"><div data-frame-route="shell"><main>` +
  ['home', 'instance', 'page']
    .map((page) => `<p data-frame-page="${page}">${lang} ${page}</p>`)
    .join('') +
  `</main></div><div data-frame-route="login"><p>${lang} login</p></div></div>`;

describe('the first-paint frames once parsed', () => {
  it("keep the person's language and the address's route alone", () => {
    document.body.innerHTML = `<div id="root">${frames('en')}${frames('ar')}</div>`;
    pruneFrames(document.body, 'ar', 'instance');
    expect(document.body.textContent).toBe('ar instance');
  });

  it('keep the sign-in screen alone without a session', () => {
    document.body.innerHTML = `<div id="root">${frames('en')}${frames('de')}</div>`;
    pruneFrames(document.body, 'de', 'login');
    expect(document.body.textContent).toBe('de login');
  });

  it('keep nothing where the address draws no frame', () => {
    document.body.innerHTML = `<div id="root">${frames('en')}</div>`;
    pruneFrames(document.body, 'en', 'none');
    expect(document.body.textContent).toBe('');
  });
});
