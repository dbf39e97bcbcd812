import { useCallback, useState, useSyncExternalStore } from 'react';
import { wholeQueue } from '@/api/instances/saved-queue-actions';
import { useConfirmDialog } from '@/app/providers/confirm-provider';
import { saveFile } from '@/app/routes/download/save-file';
import { PushProgress } from '@/components/saved-queues/push-progress';
import { QueueNameDialog } from '@/components/saved-queues/queue-name-dialog';
import {
  SavedQueuesDialog,
  type SavedQueueCommand,
} from '@/components/saved-queues/saved-queues-dialog';
import { SavedQueuesTools } from '@/components/saved-queues/saved-queues-tools';
import { formatBytes } from '@/lib/format/bytes';
import { formatDate } from '@/lib/format/date';
import { t } from '@/lib/i18n';
import { refusalMessage } from '@/lib/messages';
import { exportDocument, exportFileName, importDocument } from '@/lib/saved-queues/document';
import { SAVED_QUEUE_LIMITS, type SavedQueueSummary } from '@/lib/saved-queues/types';
import { useInstancePage } from './instance-page-context';
import { savedQueuePush } from './saved-queue-push-store';
import { IMPORT_MESSAGES, STORAGE_MESSAGES, storageKind, useSavedQueues } from './use-saved-queues';

interface SavedQueuesSectionProps {
  /** The server's name: the default name of a saved queue. */
  serverName: string;
  /** Queued tracks on the server, without the playing one. */
  queueCount: number;
  /** Set (the instance is offline): nothing can be pushed, and it says why. */
  disabledReason?: string;
}

/** `at`: when Save was pressed, the default name's date. */
type NameDialog =
  { mode: 'save'; at: number } | { mode: 'rename'; queue: SavedQueueSummary } | null;

/**
 * Saved queues in the queue's header (docs/screens.md "Saved queues"): "Save queue…", the "Saved
 * queues" dialog (add to this server, rename, export, delete, import) and the card of a push
 * under way.
 */
export function SavedQueuesSection({
  serverName,
  queueCount,
  disabledReason,
}: SavedQueuesSectionProps) {
  const { instanceId, ctx } = useInstancePage();
  const confirm = useConfirmDialog();
  const saved = useSavedQueues();
  const { store, reload } = saved;
  const run = useSyncExternalStore(savedQueuePush.subscribe, savedQueuePush.get);
  const [listOpen, setListOpen] = useState(false);
  const [nameDialog, setNameDialog] = useState<NameDialog>(null);
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const storageFailed = useCallback(
    (error: unknown) => {
      const message = t(STORAGE_MESSAGES[storageKind(error)]);
      setNotice(message);
      ctx.notify.error(message);
    },
    [ctx],
  );

  const openList = () => {
    setNotice(undefined);
    setListOpen(true);
    void reload();
  };

  const save = async (name: string) => {
    if (store === null) return;
    let tracks;
    try {
      tracks = await wholeQueue(ctx, instanceId);
    } catch {
      ctx.notify.error(t('savedQueues.loadFailed'));
      return;
    }
    if (tracks.length === 0) {
      ctx.notify.error(t('savedQueues.emptyQueue'));
      return;
    }
    const max = SAVED_QUEUE_LIMITS.maxTracks;
    try {
      const queue = await store.add({ name, savedAt: Date.now(), tracks: tracks.slice(0, max) });
      ctx.notify.success(
        tracks.length > max
          ? t('savedQueues.savedFirst', { max, name: queue.name })
          : t('savedQueues.saved', { name: queue.name }),
      );
      setNameDialog(null);
      void reload();
    } catch (error) {
      storageFailed(error);
    }
  };

  const rename = async (queue: SavedQueueSummary, name: string) => {
    if (store === null) return;
    try {
      await store.rename(queue.id, name);
      ctx.notify.success(t('savedQueues.renamed', { name }));
      setNameDialog(null);
    } catch (error) {
      storageFailed(error);
    }
    void reload();
  };

  const onCommand = async (command: SavedQueueCommand, summary: SavedQueueSummary) => {
    if (store === null) return;
    setNotice(undefined);
    if (command === 'rename') {
      setNameDialog({ mode: 'rename', queue: summary });
      return;
    }
    try {
      if (command === 'delete') {
        const description = t('savedQueues.confirmDelete', { name: summary.name });
        const confirmLabel = t('savedQueues.deleteConfirm');
        if (!(await confirm({ description, confirmLabel }))) return;
        await store.remove(summary.id);
        ctx.notify.success(t('savedQueues.deleted', { name: summary.name }));
        void reload();
        return;
      }
      const queue = await store.get(summary.id);
      if (command === 'export') {
        const blob = new Blob([exportDocument(queue)], { type: 'application/json' });
        saveFile(blob, exportFileName(queue.name));
      } else if (savedQueuePush.start(ctx, instanceId, queue.name, queue.tracks)) {
        // The card under the queue's header shows the run; the dialog is out of its way.
        setListOpen(false);
      } else {
        ctx.notify.error(t('savedQueues.pushBusy'));
      }
    } catch (error) {
      storageFailed(error);
      void reload();
    }
  };

  const onImport = async (file: File) => {
    if (store === null) return;
    setNotice(undefined);
    const tooBig = file.size > SAVED_QUEUE_LIMITS.maxFileBytes;
    // A file over the limit is refused unread.
    const result = importDocument(tooBig ? '' : await file.text(), file.size, Date.now());
    if (!result.ok) {
      const message =
        result.reason === 'unsafeLink'
          ? t('savedQueues.importUnsafeLink', { position: result.position })
          : result.reason === 'tooLarge'
            ? t('savedQueues.importTooLarge', {
                maxTracks: SAVED_QUEUE_LIMITS.maxTracks,
                maxSize: formatBytes(SAVED_QUEUE_LIMITS.maxFileBytes),
              })
            : t(IMPORT_MESSAGES[result.reason]);
      setNotice(message);
      return;
    }
    try {
      const queue = await store.add(result.queue);
      ctx.notify.success(t('savedQueues.imported', { name: queue.name }));
    } catch (error) {
      storageFailed(error);
    }
    void reload();
  };

  const pushBusy = run !== null && run.summary === undefined;
  const renaming = nameDialog?.mode === 'rename' ? nameDialog.queue : undefined;
  return (
    <>
      <SavedQueuesTools
        onSave={() => setNameDialog({ mode: 'save', at: Date.now() })}
        onOpen={openList}
        saveDisabledReason={queueCount === 0 ? t('savedQueues.emptyQueue') : undefined}
      />
      {run !== null && run.instanceId === instanceId && (
        <PushProgress
          name={run.name}
          progress={run.progress}
          summary={run.summary}
          refusal={refusalMessage('pushTrack')}
          onCancel={savedQueuePush.cancel}
          onRetry={() => savedQueuePush.retry(ctx)}
          onDismiss={savedQueuePush.dismiss}
        />
      )}
      <SavedQueuesDialog
        open={listOpen}
        onOpenChange={setListOpen}
        queues={saved.queues}
        storageProblem={saved.problem && t(STORAGE_MESSAGES[saved.problem])}
        notice={notice}
        onCommand={(command, queue) => void onCommand(command, queue)}
        onImport={(file) => void onImport(file)}
        addDisabledReason={disabledReason ?? (pushBusy ? t('savedQueues.pushBusy') : undefined)}
      />
      <QueueNameDialog
        open={nameDialog !== null}
        onOpenChange={(open) => !open && setNameDialog(null)}
        title={renaming ? t('savedQueues.renameTitle') : t('savedQueues.saveTitle')}
        description={renaming ? undefined : t('savedQueues.saveDescription', { count: queueCount })}
        initialName={
          renaming?.name ??
          t('savedQueues.defaultName', {
            server: serverName,
            date: formatDate(nameDialog?.mode === 'save' ? nameDialog.at : 0),
          })
        }
        confirmLabel={t('savedQueues.saveConfirm')}
        onSubmit={(name) => (renaming ? rename(renaming, name) : save(name))}
      />
    </>
  );
}
