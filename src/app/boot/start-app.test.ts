// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startApp } from './start-app';

const entryScripts = () => [...document.querySelectorAll('script[type="module"]')];

describe('startApp', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.head.innerHTML =
      '<link rel="modulepreload" crossorigin href="./assets/index-a1.js" data-app-entry>';
  });
  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = '';
  });

  it('adds the preloaded entry as a module script at once when no kept screen was painted', () => {
    startApp(document, false);
    const [script] = entryScripts();
    expect(entryScripts()).toHaveLength(1);
    expect(script).toHaveProperty('src', new URL('./assets/index-a1.js', location.href).href);
    expect(script?.getAttribute('crossorigin')).toBe('');
  });

  it('waits two frames after a kept screen is painted, once', () => {
    startApp(document, true);
    expect(entryScripts()).toHaveLength(0);
    vi.advanceTimersToNextFrame();
    expect(entryScripts()).toHaveLength(0);
    vi.advanceTimersToNextFrame();
    expect(entryScripts()).toHaveLength(1);
    // Hidden afterwards: it is not added again.
    document.dispatchEvent(new Event('visibilitychange'));
    expect(entryScripts()).toHaveLength(1);
  });

  it('starts a hidden page, which draws no frames, at once', () => {
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    startApp(document, true);
    expect(entryScripts()).toHaveLength(1);
    hidden.mockRestore();
  });

  it('starts a page hidden while it waits for the frames, once', () => {
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    startApp(document, true);
    expect(entryScripts()).toHaveLength(0);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(entryScripts()).toHaveLength(1);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(entryScripts()).toHaveLength(1);
    frame.mockRestore();
  });

  it('adds nothing without the build’s entry link: the dev server’s module script runs itself', () => {
    document.head.innerHTML = '';
    startApp(document, false);
    expect(entryScripts()).toHaveLength(0);
  });
});
