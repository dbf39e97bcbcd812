import * as React from 'react';

/**
 * What one confirmation says. Its title is always the spec's 'Are you sure?' with the warning
 * icon and danger styling (1-core §4, Confirm dialog): the action's own words go in the body and
 * on the confirm button.
 */
export interface ConfirmOptions {
  /** What will happen, e.g. "This will clear the queue." */
  description?: React.ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Closes (as a cancel) after this many ms, showing a countdown. */
  timeoutMs?: number;
}

export type ConfirmDialogProps = ConfirmOptions & {
  open: boolean;
  onConfirm: () => void;
  /** Cancel button, Escape, a click outside and the timer all cancel. */
  onCancel: () => void;
  className?: string;
};

/**
 * Promise-style confirmation for the app layer:
 * `const { confirm, dialogProps } = useConfirm();` render `<ConfirmDialog {...dialogProps} />`,
 * then `if (await confirm({ description: 'This will clear the queue.' })) …`.
 * A second `confirm` while one is open cancels the first.
 */
export function useConfirm() {
  const [state, setState] = React.useState<{ open: boolean; options: ConfirmOptions }>({
    open: false,
    options: {},
  });
  const resolver = React.useRef<((confirmed: boolean) => void) | undefined>(undefined);

  const confirm = React.useCallback(
    (options: ConfirmOptions = {}) =>
      new Promise<boolean>((resolve) => {
        resolver.current?.(false);
        resolver.current = resolve;
        setState({ open: true, options });
      }),
    [],
  );

  const settle = React.useCallback((confirmed: boolean) => {
    resolver.current?.(confirmed);
    resolver.current = undefined;
    // Keep the options so the text does not vanish while the dialog closes.
    setState((previous) => ({ ...previous, open: false }));
  }, []);

  const dialogProps: ConfirmDialogProps = {
    ...state.options,
    open: state.open,
    onConfirm: () => settle(true),
    onCancel: () => settle(false),
  };
  return { confirm, dialogProps };
}
