import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Kbd } from '@/components/ui/kbd';
import { t, type MessageId } from '@/lib/i18n';

/** Descriptions are message ids, read at render in the page's language. */
export const SHORTCUTS = [
  { keys: ['Space'], description: 'instance.shortcutPlayback' },
  { keys: ['N'], description: 'instance.shortcutSkip' },
  { keys: ['/'], description: 'instance.shortcutSearch' },
  { keys: ['?'], description: 'instance.shortcutHelp' },
] as const satisfies readonly { keys: readonly string[]; description: MessageId }[];

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

/** The list of keyboard shortcuts (opened with ?). */
export function ShortcutsHelpDialog({ open, onOpenChange }: ShortcutsHelpDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-slot="shortcuts-help" className="max-w-sm">
        <DialogHeader>
          <DialogTitle>{t('instance.shortcutsTitle')}</DialogTitle>
          <DialogDescription>{t('instance.shortcutsDescription')}</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
          {SHORTCUTS.map((shortcut) => (
            <div key={shortcut.description} className="contents">
              <dt>
                {shortcut.keys.map((key) => (
                  <Kbd key={key}>{keyLabel(key)}</Kbd>
                ))}
              </dt>
              <dd>{t(shortcut.description)}</dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
