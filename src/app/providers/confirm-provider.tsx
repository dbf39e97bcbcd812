import * as React from 'react';
import { useConfirm, type ConfirmOptions } from '@/components/ui/use-confirm';
import { whenIdle } from '@/lib/scheduling/when-idle';
import { loadChunk } from '@/lib/scheduling/load-chunk';

type Confirm = (options?: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = React.createContext<Confirm | null>(null);

const loadConfirmDialog = () => loadChunk(() => import('@/components/ui/confirm-dialog'));
// Radix Dialog is not needed to show /home: it arrives after the first screen (fetched when the
// browser is idle, so it is there before anyone asks for a confirmation).
const ConfirmDialog = React.lazy(async () => ({
  default: (await loadConfirmDialog()).ConfirmDialog,
}));

/** The one "Are you sure?" dialog of the app; screens ask through `useConfirmDialog()`. */
export function ConfirmProvider({ children }: { children: React.ReactNode }) {
  const { confirm, dialogProps } = useConfirm();
  const [asked, setAsked] = React.useState(false);
  if (dialogProps.open && !asked) setAsked(true);
  React.useEffect(() => whenIdle(() => void loadConfirmDialog()), []);
  return (
    <ConfirmContext value={confirm}>
      {children}
      {asked && (
        <React.Suspense fallback={null}>
          <ConfirmDialog {...dialogProps} />
        </React.Suspense>
      )}
    </ConfirmContext>
  );
}

/**
 * `const confirm = useConfirmDialog(); if (await confirm({ description: '…' })) …`
 * Resolves true on confirm; false on cancel, Escape, a click outside or the timer.
 */
export function useConfirmDialog(): Confirm {
  const confirm = React.use(ConfirmContext);
  // A programmer's mistake, never a user's: a code, not a sentence (as the router's).
  if (confirm === null) throw new Error('confirm:no-provider');
  return confirm;
}
