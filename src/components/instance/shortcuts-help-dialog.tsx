import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Kbd } from '@/components/ui/kbd';
import { PLAYER_SHORTCUTS, SHORTCUT_DESCRIPTIONS } from '@/lib/player/shortcuts';
import { t, type MessageId } from '@/lib/i18n';

/** Keys with a name ("Space") are named in the page's language; the rest are printed as is. */
const KEY_NAMES: Partial<Record<string, MessageId>> = { Space: 'instance.keySpace' };
const keyLabel = (key: string) => {
  const name = KEY_NAMES[key];
  return name ? t(name) : key;
};

interface ShortcutsHelpDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The list of keyboard shortcuts (opened with ?): every key of src/lib/player/shortcuts.ts. */
export function ShortcutsHelpDialog({ open, onOpenChange }: ShortcutsHelpDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-slot="shortcuts-help" className="max-w-sm">
        <DialogHeader>
          <DialogTitle>{t('a11y.shortcutsTitle')}</DialogTitle>
          <DialogDescription>{t('a11y.shortcutsDescription')}</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
          {PLAYER_SHORTCUTS.map((shortcut) => (
            <div key={shortcut.action} className="contents">
              <dt className="flex gap-1">
                {shortcut.shown.map((key) => (
                  <Kbd key={key}>{keyLabel(key)}</Kbd>
                ))}
              </dt>
              <dd>{t(SHORTCUT_DESCRIPTIONS[shortcut.action])}</dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
