import * as React from 'react';
import { TriangleAlert } from 'lucide-react';
import { cn } from '@/lib/ui/cn';
import { useConfirm, type ConfirmDialogProps, type ConfirmOptions } from './use-confirm';
import { Button } from './button';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from './alert-dialog';
import { DialogFooter, DialogHeader } from './dialog';
import { t } from '@/lib/i18n';

/**
 * "Closing in N s". Mounted only while the dialog is open, so every opening starts a fresh timer;
 * it counts from a deadline, so late ticks (a background tab) cannot stretch it.
 */
function ConfirmCountdown({ timeoutMs, onElapsed }: { timeoutMs: number; onElapsed: () => void }) {
  const [remainingMs, setRemainingMs] = React.useState(timeoutMs);
  const elapsed = React.useEffectEvent(onElapsed);
  React.useEffect(() => {
    const deadline = Date.now() + timeoutMs;
    const timer = window.setInterval(() => {
      const left = Math.max(0, deadline - Date.now());
      setRemainingMs(left);
      if (left === 0) {
        window.clearInterval(timer);
        elapsed();
      }
    }, 100);
    return () => window.clearInterval(timer);
  }, [timeoutMs]);
  return (
    <p data-slot="confirm-dialog-countdown" role="timer" className="text-sm text-muted-fg">
      {t('ui.closingIn', { seconds: Math.ceil(remainingMs / 1000) })}
    </p>
  );
}

/**
 * The spec's confirm dialog (1-core §4): titled 'Are you sure?', warning icon, danger styling,
 * 478 px wide, on Radix Alert Dialog as shadcn's alert-dialog. Every confirmation of the app is
 * this one dialog; what differs is the body and the buttons' words. Focus starts on Cancel, the
 * safe choice; Escape, Cancel, a click outside and the timer all cancel. Presentational: the
 * caller owns `open` and hears the outcome through `onConfirm` / `onCancel` (or uses
 * `useConfirm` below for a promise).
 */
function ConfirmDialog({
  open,
  onConfirm,
  onCancel,
  description,
  confirmLabel = t('ui.confirm'),
  cancelLabel = t('ui.cancel'),
  timeoutMs,
  className,
}: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <AlertDialogContent
        data-slot="confirm-dialog"
        onOverlayClick={onCancel}
        className={cn(
          'w-[calc(100%-2rem)] max-w-none border-t-4 border-t-danger sm:w-[478px]',
          className,
        )}
      >
        <DialogHeader className="flex-row items-start gap-3 text-start">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-danger text-danger-fg">
            <TriangleAlert aria-hidden className="size-5" />
          </span>
          <div className="grid gap-1.5 pt-1">
            <AlertDialogTitle>{t('ui.confirmTitle')}</AlertDialogTitle>
            {description ? (
              <AlertDialogDescription>{description}</AlertDialogDescription>
            ) : (
              <AlertDialogDescription className="sr-only">
                {t('ui.confirmOrCancel')}
              </AlertDialogDescription>
            )}
          </div>
        </DialogHeader>
        {timeoutMs !== undefined && timeoutMs > 0 && (
          <ConfirmCountdown timeoutMs={timeoutMs} onElapsed={onCancel} />
        )}
        <DialogFooter>
          <AlertDialogCancel asChild>
            <Button variant="outline">{cancelLabel}</Button>
          </AlertDialogCancel>
          <Button variant="danger" onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

// useConfirm lives apart so the app's provider can load this dialog (Radix Alert Dialog) on first use.
export { ConfirmDialog, useConfirm, type ConfirmDialogProps, type ConfirmOptions };
