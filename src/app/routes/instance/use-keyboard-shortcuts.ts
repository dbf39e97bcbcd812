import { useEffect, useEffectEvent } from 'react';
import { isArrowKey, shortcutForKey, type ShortcutAction } from '@/lib/player/shortcuts';

/** What each shortcut does (src/lib/player/shortcuts.ts names the keys). */
export type ShortcutHandlers = Partial<Record<ShortcutAction, () => void>>;

/** Typing in a field, or a key meant for a focused control, is never a shortcut. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') return true;
  const role = target.getAttribute('role');
  return role === 'slider' || role === 'textbox' || role === 'combobox' || role === 'menuitem';
}

/** Widgets that move with the arrow keys themselves (tabs, radios, menus, lists, grids). */
const ARROW_WIDGETS =
  '[role="tab"], [role="tablist"], [role="radio"], [role="radiogroup"], [role="option"], [role="listbox"], [role="menu"], [role="menubar"], [role="toolbar"], [role="tree"], [role="grid"], [role="spinbutton"]';

/**
 * The left and right arrows seek only where they mean nothing else: not on a widget that moves
 * with them, not on a control that names arrows as its own keys (the queue's drag handle), not
 * in a box that scrolls sideways.
 */
function arrowsBelongTo(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest(ARROW_WIDGETS)) return true;
  if (target.getAttribute('aria-keyshortcuts')?.includes('Arrow')) return true;
  for (let box: HTMLElement | null = target; box; box = box.parentElement) {
    const overflow = getComputedStyle(box).overflowX;
    if (box.scrollWidth > box.clientWidth && (overflow === 'auto' || overflow === 'scroll')) {
      return true;
    }
  }
  return false;
}

/**
 * The instance page's shortcuts: Space pauses or resumes, N skips, S stops, R restarts the
 * track, J and L (or the arrows) seek 10 s, - and + change the volume by 5, M mutes, / focuses
 * the search box, ? opens the list of shortcuts. Ignored while typing, with Ctrl, Alt or Meta
 * held, or while a dialog is open; Space on a focused button or link keeps its own meaning, and
 * so do the arrows on a widget that moves with them.
 */
export function useKeyboardShortcuts(handlers: ShortcutHandlers) {
  // An effect event: the listener below is added once and always sees this render's handlers.
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    if (isTypingTarget(event.target)) return;
    if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
    const action = shortcutForKey(event.key);
    if (action === undefined) return;
    const focusedButton =
      event.target instanceof HTMLElement &&
      (event.target.tagName === 'BUTTON' || event.target.tagName === 'A');
    if (action === 'togglePlayback' && focusedButton) return;
    if (isArrowKey(event.key) && arrowsBelongTo(event.target)) return;
    const handler = handlers[action];
    if (handler === undefined) return;
    event.preventDefault();
    handler();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
