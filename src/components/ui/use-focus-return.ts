import { useRef } from 'react';

type AutoFocusHandler = (event: Event) => void;

/**
 * A Radix dialog's auto-focus handlers that give focus back, on close, to what had it when the
 * dialog opened. Radix returns it only to a Trigger, and our dialogs open from buttons, keys,
 * actions and other dialogs that are not one (the search sheet, the metadata browser, a confirm).
 * The caller's own handlers run first; one that prevents the default keeps its own choice.
 */
export function useFocusReturn(
  onOpenAutoFocus?: AutoFocusHandler,
  onCloseAutoFocus?: AutoFocusHandler,
) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      // Called before focus moves in: what has it now opened the dialog.
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const target = opener.current;
      if (event.defaultPrevented || !target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
