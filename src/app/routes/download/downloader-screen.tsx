import * as React from 'react';
import { DropZone } from '@/components/downloader/drop-zone';
import { FormatSelect } from '@/components/downloader/format-select';
import { parseDownloaderDrop } from '@/lib/downloader-drop';
import { DOWNLOADER_MESSAGES } from '@/lib/messages';
import { useDownloadSettings } from './use-download-settings';
import { usePageDrop } from './use-page-drop';

/** The downloader: format, drop zone, then the dropped track or playlist. */
export function DownloaderScreen() {
  const [settings, updateSetting] = useDownloadSettings();
  const [dropError, setDropError] = React.useState<string>();

  const accept = (items: unknown[]) => {
    const result = parseDownloaderDrop(items);
    if (result.kind === 'ignored') return;
    if (result.kind === 'error') {
      setDropError(result.message);
      return;
    }
    setDropError(undefined);
  };
  const dragging = usePageDrop(accept);

  return (
    <div data-slot="downloader" className="mx-auto grid w-full max-w-5xl gap-6 p-4">
      <h1 className="font-display text-3xl font-bold">{DOWNLOADER_MESSAGES.heading}</h1>
      <FormatSelect
        value={settings.downloadFormat}
        onValueChange={(format) => updateSetting('downloadFormat', format)}
      />
      <DropZone active={dragging} error={dropError} onLinkSubmit={(link) => accept([link])} />
    </div>
  );
}
