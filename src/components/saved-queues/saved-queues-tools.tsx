import { memo } from 'react';
import { ListMusic, Save } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n';

interface SavedQueuesToolsProps {
  onSave: () => void;
  onOpen: () => void;
  /** Set: why the queue cannot be saved now (it is empty). */
  saveDisabledReason?: string;
}

/** The queue header's "Save queue…" and "Saved queues". */
export const SavedQueuesTools = memo(function SavedQueuesTools({
  onSave,
  onOpen,
  saveDisabledReason,
}: SavedQueuesToolsProps) {
  return (
    <div data-slot="saved-queues-tools" className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        size="sm"
        onClick={onSave}
        disabled={saveDisabledReason !== undefined}
        title={saveDisabledReason}
        aria-description={saveDisabledReason}
      >
        <Save className="size-4" aria-hidden />
        {t('savedQueues.save')}
      </Button>
      <Button variant="outline" size="sm" onClick={onOpen} aria-haspopup="dialog">
        <ListMusic className="size-4" aria-hidden />
        {t('savedQueues.open')}
      </Button>
    </div>
  );
});
