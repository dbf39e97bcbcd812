import * as React from 'react';
import { ListMusic, Upload } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { t } from '@/lib/i18n';
import type { SavedQueueSummary } from '@/lib/saved-queues/types';
import { SavedQueueRow, type SavedQueueCommand } from './saved-queue-row';

export type { SavedQueueCommand } from './saved-queue-row';

interface SavedQueuesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Newest first; undefined while the browser's storage is read. */
  queues: readonly SavedQueueSummary[] | undefined;
  /** Set: the storage cannot be used (a private window), said instead of the list. */
  storageProblem?: string;
  onCommand: (command: SavedQueueCommand, queue: SavedQueueSummary) => void;
  /** A file the user picked to import. */
  onImport: (file: File) => void;
  addDisabledReason?: string;
  /** What the last import or change met (a refused file, a full storage), said in the dialog. */
  notice?: string;
}

/** "Saved queues": the list to add, rename, export and delete, and Import a file. */
export function SavedQueuesDialog({
  open,
  onOpenChange,
  queues,
  storageProblem,
  onCommand,
  onImport,
  addDisabledReason,
  notice,
}: SavedQueuesDialogProps) {
  const fileInput = React.useRef<HTMLInputElement>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-slot="saved-queues-dialog" className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('savedQueues.open')}</DialogTitle>
          <DialogDescription>{t('savedQueues.listDescription')}</DialogDescription>
        </DialogHeader>
        {storageProblem !== undefined ? (
          <p role="alert" className="text-sm text-danger">
            {storageProblem}
          </p>
        ) : queues === undefined ? (
          <Spinner className="justify-self-center" />
        ) : queues.length === 0 ? (
          <EmptyState
            icon={<ListMusic aria-hidden />}
            title={t('savedQueues.empty')}
            description={t('savedQueues.emptyHint')}
          />
        ) : (
          <ul aria-label={t('savedQueues.open')} className="divide-y divide-border">
            {queues.map((queue) => (
              <SavedQueueRow
                key={queue.id}
                queue={queue}
                onCommand={onCommand}
                addDisabledReason={addDisabledReason}
              />
            ))}
          </ul>
        )}
        {notice !== undefined && (
          <p role="alert" data-slot="saved-queues-notice" className="text-sm text-danger">
            {notice}
          </p>
        )}
        <div>
          <input
            ref={fileInput}
            type="file"
            accept=".json,application/json"
            className="sr-only"
            tabIndex={-1}
            aria-hidden
            data-slot="saved-queue-file"
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Cleared so the same file can be picked again after a refusal.
              event.target.value = '';
              if (file) onImport(file);
            }}
          />
          <Button
            variant="outline"
            disabled={storageProblem !== undefined}
            onClick={() => fileInput.current?.click()}
          >
            <Upload className="size-4" aria-hidden />
            {t('savedQueues.import')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
