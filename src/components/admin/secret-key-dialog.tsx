import * as React from 'react';
import { Check, Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { t } from '@/lib/i18n';

interface SecretKeyDialogProps {
  /** The new instance's secret key; the dialog is open while it is set. */
  secretKey: string | null;
  /** Copies the key; resolves when done (defaults to the Clipboard API). */
  onCopy?: (key: string) => Promise<void>;
  /** Closing in any way moves on (the key is never shown again). */
  onContinue: () => void;
}

const clipboardCopy = (key: string) => navigator.clipboard.writeText(key);

/** Shows a new instance's secret key once, with copy; closing it moves on to the instance. */
function SecretKeyDialog({ secretKey, onCopy = clipboardCopy, onContinue }: SecretKeyDialogProps) {
  const [copied, setCopied] = React.useState<'yes' | 'failed' | null>(null);
  const copy = () => {
    if (secretKey === null) return;
    onCopy(secretKey).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  };
  return (
    <Dialog open={secretKey !== null} onOpenChange={(open) => !open && onContinue()}>
      <DialogContent data-slot="secret-key-dialog" className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t('admin.instanceCreated')}</DialogTitle>
          <DialogDescription>{t('admin.secretKeyHint')}</DialogDescription>
        </DialogHeader>
        <p className="text-sm font-medium">{t('admin.secretKey')}</p>
        <div className="-mt-2 flex flex-wrap items-center gap-2">
          {/* Any character may end a line, but the lines are balanced: never one character
              alone on the last. */}
          <code
            data-slot="secret-key"
            className="min-w-0 flex-[1_1_14rem] rounded-md border border-border bg-muted p-2 font-mono text-sm break-all text-balance select-all"
          >
            {secretKey}
          </code>
          <Button type="button" variant="outline" onClick={copy}>
            {copied === 'yes' ? <Check aria-hidden /> : <Copy aria-hidden />}
            {copied === 'yes' ? t('admin.copied') : t('admin.copy')}
          </Button>
        </div>
        {copied === 'failed' && (
          <p role="alert" className="text-sm text-danger">
            {t('admin.copyFailed')}
          </p>
        )}
        <DialogFooter>
          <Button type="button" onClick={onContinue}>
            {t('admin.continue')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export { SecretKeyDialog };
