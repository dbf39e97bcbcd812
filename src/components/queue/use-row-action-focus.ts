import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { ROW_ACTION } from './queue-row';

type RowAction = (typeof ROW_ACTION)[keyof typeof ROW_ACTION];

interface FocusedAction {
  element: HTMLElement;
  rowId: string;
  /** The action the person chose to focus: kept while the focus is carried to the other form. */
  action: RowAction;
}

/**
 * Keeps a row's action focused when the window crosses `sm` (a phone turned on its side, a
 * window made narrower): each row then swaps its menu for its Play next and Remove buttons, or
 * back, and the control that had the focus leaves the page with it. The focus goes to the same
 * action in the row's other form: Play next or Remove to the menu, and back to the one it came
 * from; the menu itself to Play next. Only a control that left the page is followed: focus the
 * person moved elsewhere stays where it is.
 */
export function useRowActionFocus(
  list: RefObject<HTMLElement | null>,
  actionsInMenu: boolean,
): void {
  const last = useRef<FocusedAction | null>(null);
  const carrying = useRef(false);
  // Notes the row action last focused in the list.
  useEffect(() => {
    const element = list.current;
    if (element === null) return;
    const onFocusIn = (event: FocusEvent) => {
      if (carrying.current || !(event.target instanceof HTMLElement)) return;
      const control = event.target.closest<HTMLElement>('[data-action]');
      const rowId = control?.closest<HTMLElement>('[data-slot="queue-row"]')?.dataset.id;
      const action = Object.values(ROW_ACTION).find((name) => name === control?.dataset.action);
      last.current = control && rowId && action ? { element: control, rowId, action } : null;
    };
    element.addEventListener('focusin', onFocusIn);
    return () => element.removeEventListener('focusin', onFocusIn);
  }, [list]);
  const shown = useRef(actionsInMenu);
  useLayoutEffect(() => {
    if (shown.current === actionsInMenu) return;
    shown.current = actionsInMenu;
    const from = last.current;
    const active = document.activeElement;
    if (from === null || from.element.isConnected) return;
    if (active !== null && active !== document.body) return;
    const row = list.current?.querySelector(
      `[data-slot="queue-row"][data-id="${CSS.escape(from.rowId)}"]`,
    );
    const wanted = actionsInMenu
      ? ROW_ACTION.menu
      : from.action === ROW_ACTION.menu
        ? ROW_ACTION.playNext
        : from.action;
    const target = row?.querySelector<HTMLElement>(`[data-action="${wanted}"]`);
    if (!target) return;
    carrying.current = true;
    target.focus({ preventScroll: true });
    carrying.current = false;
    last.current = { ...from, element: target };
  }, [actionsInMenu, list]);
}
