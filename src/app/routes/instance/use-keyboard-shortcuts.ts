import { useEffect, useEffectEvent } from 'react';

export interface ShortcutHandlers {
  togglePlayback: () => void;
  skip: () => void;
  focusSearch: () => void;
  showHelp: () => void;
}

/** Typing in a field, or a key meant for a focused control, is never a shortcut. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') return true;
  const role = target.getAttribute('role');
  return role === 'slider' || role === 'textbox' || role === 'combobox' || role === 'menuitem';
}

/**
 * Space pauses or resumes, N skips, / focuses the search box, ? opens the list of shortcuts.
 * Ignored while typing, with a modifier held, or while a dialog is open; Space on a focused
 * button keeps its own meaning.
 */
export function useKeyboardShortcuts(handlers: ShortcutHandlers) {
  // An effect event: the listener below is added once and always sees this render's handlers.
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    if (isTypingTarget(event.target)) return;
    if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
    const focusedButton =
      event.target instanceof HTMLElement &&
      (event.target.tagName === 'BUTTON' || event.target.tagName === 'A');
    if (event.key === ' ' && !focusedButton) {
      event.preventDefault();
      handlers.togglePlayback();
    } else if (event.key === 'n' || event.key === 'N') {
      event.preventDefault();
      handlers.skip();
    } else if (event.key === '/') {
      event.preventDefault();
      handlers.focusSearch();
    } else if (event.key === '?') {
      event.preventDefault();
      handlers.showHelp();
    }
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
