import * as React from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { t } from '@/lib/i18n';

interface QueueNameDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** The name the field starts with, selected so typing replaces it. */
  initialName: string;
  confirmLabel: string;
  /** Resolves when the work is done (the dialog closes) or failed (it stays, saying so). */
  onSubmit: (name: string) => Promise<void> | void;
  /** Set: why the dialog cannot go ahead (an empty queue). */
  disabledReason?: string;
}

/** Asks a saved queue's name: "Save queue…" and "Rename…". */
export function QueueNameDialog({
  open,
  onOpenChange,
  title,
  description,
  initialName,
  confirmLabel,
  onSubmit,
  disabledReason,
}: QueueNameDialogProps) {
  const [name, setName] = React.useState(initialName);
  const [missing, setMissing] = React.useState(false);
  const [busy, setBusy] = React.useState(false);
  // Each opening starts from the given name.
  const [wasOpen, setWasOpen] = React.useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setName(initialName);
      setMissing(false);
    }
  }
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setMissing(true);
      return;
    }
    setBusy(true);
    try {
      await onSubmit(name.trim());
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-slot="queue-name-dialog">
        <form onSubmit={(event) => void submit(event)} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            {description !== undefined && <DialogDescription>{description}</DialogDescription>}
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="saved-queue-name">{t('savedQueues.name')}</Label>
            <Input
              id="saved-queue-name"
              value={name}
              maxLength={100}
              autoComplete="off"
              aria-invalid={missing || undefined}
              aria-describedby={missing ? 'saved-queue-name-error' : undefined}
              onFocus={(event) => event.currentTarget.select()}
              onChange={(event) => {
                setName(event.target.value);
                setMissing(false);
              }}
            />
            {missing && (
              <p id="saved-queue-name-error" role="alert" className="text-sm text-danger">
                {t('savedQueues.nameRequired')}
              </p>
            )}
            {disabledReason !== undefined && (
              <p role="alert" className="text-sm text-danger">
                {disabledReason}
              </p>
            )}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('ui.cancel')}
            </Button>
            <Button type="submit" loading={busy} disabled={disabledReason !== undefined}>
              {confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
