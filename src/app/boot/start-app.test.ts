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
    // The half-second bound for a hidden page does not add it again.
    vi.advanceTimersByTime(500);
    expect(entryScripts()).toHaveLength(1);
  });

  it('starts a hidden page, which draws no frames, after half a second', () => {
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    startApp(document, true);
    vi.advanceTimersByTime(499);
    expect(entryScripts()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(entryScripts()).toHaveLength(1);
    frame.mockRestore();
  });

  it('adds nothing without the build’s entry link: the dev server’s module script runs itself', () => {
    document.head.innerHTML = '';
    startApp(document, false);
    expect(entryScripts()).toHaveLength(0);
  });
});
