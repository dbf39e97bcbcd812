import * as React from 'react';
import { ConfirmDialog, useConfirm, type ConfirmOptions } from '@/components/ui/confirm-dialog';

type Confirm = (options?: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = React.createContext<Confirm | null>(null);

/** The one "Are you sure?" dialog of the app; screens ask through `useConfirmDialog()`. */
export function ConfirmProvider({ children }: { children: React.ReactNode }) {
  const { confirm, dialogProps } = useConfirm();
  return (
    <ConfirmContext value={confirm}>
      {children}
      <ConfirmDialog {...dialogProps} />
    </ConfirmContext>
  );
}

/**
 * `const confirm = useConfirmDialog(); if (await confirm({ description: '…' })) …`
 * Resolves true on confirm; false on cancel, Escape, a click outside or the timer.
 */
export function useConfirmDialog(): Confirm {
  const confirm = React.use(ConfirmContext);
  if (confirm === null) throw new Error('useConfirmDialog needs <ConfirmProvider> above it.');
  return confirm;
}
