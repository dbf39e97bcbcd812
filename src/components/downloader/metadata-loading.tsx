import { Spinner } from '@/components/ui/spinner';
import { t } from '@/lib/i18n';

/** The metadata panel while the dropped link's metadata loads. */
function MetadataLoading() {
  return (
    <p
      data-slot="metadata-loading"
      role="status"
      className="flex items-center gap-2 rounded-xl border bg-card p-5 text-sm text-card-fg"
    >
      <Spinner className="text-muted-fg" />
      {t('downloader.fetchingMetadata')}
    </p>
  );
}

export { MetadataLoading };
